import { qualityGrid, type PipelineLimits } from './limits';
import { nextQualityStep, type Sample } from './qualitySearch';

export interface EncodedImage {
  blob: Blob;
  quality: number;
  /** How many JPEG encodes it took. */
  encodes: number;
}

/** Runs the quality search against a real encoder and returns the blob of the chosen quality. */
export async function encodeToTarget(
  encode: (quality: number) => Promise<Blob>,
  limits: PipelineLimits,
): Promise<EncodedImage> {
  const grid = qualityGrid(limits);
  const blobs = new Map<number, Blob>();
  const samples: Sample[] = [];
  for (;;) {
    const step = nextQualityStep(grid, samples, limits.targetBytes);
    if (step.kind === 'done') {
      return { blob: blobs.get(step.quality) as Blob, quality: step.quality, encodes: samples.length };
    }
    const blob = await encode(step.quality);
    blobs.set(step.quality, blob);
    samples.push({ quality: step.quality, bytes: blob.size });
  }
}
