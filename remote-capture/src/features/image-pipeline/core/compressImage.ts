/**
 * The pipeline itself, independent of where it runs: validate, read the header, decode resized
 * (never a full-resolution canvas), draw once on a white target-size canvas, and search the JPEG
 * quality. Asked for an analysis copy (the smaller photo the AI model reads), it draws that from
 * the same decoded image: one decode for both. The worker and the main-thread fallback pass their
 * own decoder and canvas.
 */
import { encodeToTarget } from './encodeToTarget';
import { fitWithin, type Size } from './fitWithin';
import { HEADER_BYTES, readImageHeader, type ImageHeader } from './imageHeader';
import type { PipelineLimits } from './limits';
import { ImagePipelineError } from './pipelineErrors';

/** A decoded image, already upright (EXIF orientation applied). */
export interface Raster {
  readonly width: number;
  readonly height: number;
  readonly source: CanvasImageSource;
  close(): void;
}

/** A canvas of the output size with the image drawn on it. */
export interface Surface {
  encode(quality: number): Promise<Blob>;
  release(): void;
}

export interface RasterEnvironment {
  /**
   * Decodes applying EXIF orientation; with `target`, scales while decoding (browsers keep the
   * aspect from the longest side). `header` lets a decoder pick a faster path. Rejects if it can't.
   */
  decode(blob: Blob, target?: Size, header?: ImageHeader): Promise<Raster>;
  draw(raster: Raster, size: Size): Surface;
}

export interface EncodedCopy {
  blob: Blob;
  width: number;
  height: number;
  quality: number;
  encodes: number;
}

export interface CompressedImage extends EncodedCopy {
  /** The copy for analysis, when one was asked for (`analysisLimits`). */
  analysis?: EncodedCopy;
}

const isImageType = (type: string) => type.startsWith('image/');

/** `onAnalysisCopy` is handed the analysis copy as soon as it is encoded, before the photo is. */
export async function compressImage(
  file: Blob,
  limits: PipelineLimits,
  env: RasterEnvironment,
  analysisLimits?: PipelineLimits,
  onAnalysisCopy?: (copy: EncodedCopy) => void,
): Promise<CompressedImage> {
  if (file.size === 0) throw new ImagePipelineError(isImageType(file.type) ? 'empty-file' : 'not-an-image');
  const header = readImageHeader(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
  // Trust the bytes over the name: a text file called .jpg is not an image, a JPEG without a type is.
  if (header.kind === 'unknown' && !isImageType(file.type)) throw new ImagePipelineError('not-an-image');
  const raster = await decodeToFit(file, header, limits.maxDimension, env);
  // The decoder may have ignored the resize hint: the canvas is sized from what it returned.
  const size = fitWithin(raster, limits.maxDimension);
  const analysisSize = analysisLimits && fitWithin(raster, analysisLimits.maxDimension);
  let analysisSurface: Surface | undefined;
  let surface: Surface | undefined;
  let analysisEncoding: Promise<EncodedCopy> | undefined;
  try {
    try {
      if (analysisSize && analysisLimits) {
        // The analysis copy first, and encoded while the photo's own canvas is drawn: the request
        // to the AI waits only for it, and leaves while the photo is still being encoded.
        analysisSurface = env.draw(raster, analysisSize);
        analysisEncoding = encodeCopy(analysisSurface, analysisSize, analysisLimits);
        // Awaited below; should drawing the photo fail first, its failure is the one reported.
        analysisEncoding.catch(() => undefined);
      }
      surface = env.draw(raster, size);
    } finally {
      raster.close();
    }
    const analysis = analysisEncoding && (await analysisEncoding);
    if (analysis) onAnalysisCopy?.(analysis);
    const encoded = await encodeCopy(surface, size, limits);
    return analysis ? { ...encoded, analysis } : encoded;
  } finally {
    surface?.release();
    analysisSurface?.release();
  }
}

async function encodeCopy(surface: Surface, size: Size, limits: PipelineLimits): Promise<EncodedCopy> {
  return { ...(await encodeToTarget((quality) => surface.encode(quality), limits)), ...size };
}

async function decodeToFit(
  file: Blob,
  header: ImageHeader,
  maxDimension: number,
  env: RasterEnvironment,
): Promise<Raster> {
  try {
    if (header.width && header.height) {
      const fits = Math.max(header.width, header.height) <= maxDimension;
      return await env.decode(
        file,
        fits ? undefined : fitWithin({ width: header.width, height: header.height }, maxDimension),
        header,
      );
    }
    // The header did not say: decode once to learn the size (a bitmap, not a canvas), then
    // decode again scaled if it is too big.
    const probe = await env.decode(file);
    if (Math.max(probe.width, probe.height) <= maxDimension) return probe;
    probe.close();
    return await env.decode(file, fitWithin(probe, maxDimension));
  } catch (error) {
    throw decodeFailure(header, error);
  }
}

function decodeFailure(header: ImageHeader, error: unknown): ImagePipelineError {
  if (error instanceof ImagePipelineError) return error;
  if (header.kind === 'heic') return new ImagePipelineError('heic-unsupported');
  if (header.kind === 'unknown') return new ImagePipelineError('not-an-image');
  return new ImagePipelineError('unreadable');
}
