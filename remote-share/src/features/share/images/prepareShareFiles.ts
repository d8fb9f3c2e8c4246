/**
 * Turns a listing's photos into share files: the worker while it works, the main thread once it
 * has proved unavailable. Pure wiring with the engines passed in, so the fallback is testable.
 */
import { SHARE_IMAGE_MAX_DIMENSION, SHARE_IMAGE_QUALITY } from '@snap/shared';
import type { ReencodeLimits } from './reencode';
import { toShareFile } from './shareImageSources';

export type Reencoder = (blob: Blob, limits: ReencodeLimits) => Promise<Blob>;

export const SHARE_IMAGE_LIMITS: ReencodeLimits = {
  maxDimension: SHARE_IMAGE_MAX_DIMENSION,
  quality: SHARE_IMAGE_QUALITY,
};

export interface ReencodeEngines {
  /** Null when the browser cannot run the worker path at all. */
  worker: Reencoder | null;
  mainThread: Reencoder;
  isWorkerUnavailable(error: unknown): boolean;
}

export function withMainThreadFallback(engines: ReencodeEngines): Reencoder {
  let worker = engines.worker;
  return async (blob, limits) => {
    if (worker) {
      try {
        return await worker(blob, limits);
      } catch (error) {
        if (!engines.isWorkerUnavailable(error)) throw error;
        console.warn('Share image worker unavailable; preparing photos on the main thread instead.', error);
        worker = null;
      }
    }
    return engines.mainThread(blob, limits);
  };
}

/** Prepares every photo in order, reporting how many are done. */
export async function prepareShareFiles(
  sources: readonly Blob[],
  reencoder: Reencoder,
  onProgress?: (done: number) => void,
): Promise<File[]> {
  const files: File[] = [];
  for (const [index, source] of sources.entries()) {
    files.push(toShareFile(await reencoder(source, SHARE_IMAGE_LIMITS), index));
    onProgress?.(files.length);
  }
  return files;
}
