/**
 * compressForAnalysis(file): a photo the AI can take (spec §5) — upright, longest side ≤ 1280 px,
 * JPEG ≤ 500 KB at the highest quality the spec's loop would choose — and, when asked, the smaller
 * copy sent for analysis, from the same decode. Runs in a worker where the
 * browser has one with OffscreenCanvas and createImageBitmap, on the main thread otherwise
 * (see compressionStrategy.ts for the fallbacks).
 */
import {
  IMAGE_MAX_DIMENSION,
  IMAGE_TARGET_BYTES,
  JPEG_QUALITY_FLOOR,
  JPEG_QUALITY_START,
  JPEG_QUALITY_STEP,
} from '@snap/shared';
import type { CompressedImage, EncodedCopy } from './core/compressImage';
import type { PipelineLimits } from './core/limits';
import { ImagePipelineError } from './core/pipelineErrors';
import { abortable } from '@snap/shared/errors';
import { hasOffscreenCanvas } from '@snap/shared/raster';
import { WorkerUnavailableError, compressWorkerUrl, createWorkerCompressor } from './browser/workerCompressor';
import { withFallbacks } from './compressionStrategy';
import type { CompressForAnalysis, CompressOptions } from './ImagePipelineContext';

export const ANALYSIS_LIMITS: PipelineLimits = {
  maxDimension: IMAGE_MAX_DIMENSION,
  targetBytes: IMAGE_TARGET_BYTES,
  qualityStart: JPEG_QUALITY_START,
  qualityStep: JPEG_QUALITY_STEP,
  qualityFloor: JPEG_QUALITY_FLOOR,
};

/**
 * The analysis copy: the model reads 512 px at `detail: low`, where a JPEG of a photo is tens of
 * KB at 0.9. The cap keeps the identify request ≤ 60 KB even for grainy photos (the spec's
 * quality steps, as for the photo itself).
 */
export const ANALYSIS_COPY_TARGET_BYTES = 56 * 1024;

export function analysisCopyLimits(maxDimension: number): PipelineLimits {
  return { ...ANALYSIS_LIMITS, maxDimension, targetBytes: ANALYSIS_COPY_TARGET_BYTES };
}

/** Limits for the analysis copy, or none when the photo itself is what the model reads. */
function copyLimits(maxDimension: number | undefined): PipelineLimits | undefined {
  return maxDimension !== undefined && maxDimension < ANALYSIS_LIMITS.maxDimension
    ? analysisCopyLimits(maxDimension)
    : undefined;
}

const copyBlob = (onAnalysisCopy?: (copy: Blob) => void) =>
  onAnalysisCopy && ((copy: EncodedCopy) => onAnalysisCopy(copy.blob));

function canUseWorker(): boolean {
  return typeof Worker === 'function' && typeof createImageBitmap === 'function' && hasOffscreenCanvas();
}

/** The main-thread engines, a chunk of their own: most browsers never need them. */
const mainThreadEngines = () =>
  import(/* webpackChunkName: "capture-main-thread-pipeline" */ './browser/mainThreadCompress').catch(
    (error: unknown) => {
      // The user reads the pipeline's own message, not the bundler's.
      console.warn('Loading the main-thread image pipeline failed', error);
      throw new ImagePipelineError('failed');
    },
  );

/** The pipeline, and `warm` to start its worker ahead of the first photo. */
export function createCompressForAnalysis(
  limits: PipelineLimits = ANALYSIS_LIMITS,
): CompressForAnalysis & { warm(): void } {
  const worker = canUseWorker() ? createWorkerCompressor() : null;
  const compress = withFallbacks({
    worker:
      worker &&
      ((file, { signal, analysisMaxDimension, onAnalysisCopy }) =>
        worker(file, limits, signal, copyLimits(analysisMaxDimension), copyBlob(onAnalysisCopy))),
    mainThread: (file, { signal, analysisMaxDimension, onAnalysisCopy }) =>
      abortable(
        mainThreadEngines().then((engines) =>
          engines.compressOnMainThread(file, limits, copyLimits(analysisMaxDimension), copyBlob(onAnalysisCopy)),
        ),
        signal,
      ),
    imageElement: (file, { signal, analysisMaxDimension, onAnalysisCopy }) =>
      abortable(
        mainThreadEngines().then((engines) =>
          engines.compressThroughImageElement(file, limits, copyLimits(analysisMaxDimension), copyBlob(onAnalysisCopy)),
        ),
        signal,
      ),
    isWorkerUnavailable: (error) => error instanceof WorkerUnavailableError,
  });
  return Object.assign(compress, { warm: () => worker?.warm() });
}

let shared: ReturnType<typeof createCompressForAnalysis> | null = null;
const sharedInstance = () => (shared ??= createCompressForAnalysis());

/** The app-wide instance (one worker for the page). */
export function compressForAnalysis(file: File, options?: CompressOptions): Promise<CompressedImage> {
  return sharedInstance()(file, options);
}

/** Starts the app-wide instance's worker now (CaptureRoute, once the screen is idle). */
export function warmImagePipeline(): void {
  sharedInstance().warm();
}

/**
 * Fetches what preparing a photo needs (the worker's script, the main-thread fallback) without
 * running anything, so the PWA's service worker has them and a photo taken offline later still
 * prepares. Called only where a service worker is active (useOfflineReadiness).
 */
export function prefetchForOffline(): Promise<unknown> {
  // no-cors, as the worker's importScripts asks for it. Either way the service worker fetches a
  // remote's file with CORS and keeps only a success (host/src/sw/routes.ts), so the copy it
  // keeps answers both kinds of request.
  return Promise.allSettled([fetch(compressWorkerUrl().href, { mode: 'no-cors' }), mainThreadEngines()]);
}
