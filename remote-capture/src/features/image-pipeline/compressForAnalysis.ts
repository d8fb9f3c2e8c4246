/**
 * compressForAnalysis(file): a photo the AI can take (spec §5) — upright, longest side ≤ 1280 px,
 * JPEG ≤ 500 KB at the highest quality the spec's loop would choose. Runs in a worker where the
 * browser has one with OffscreenCanvas and createImageBitmap, on the main thread otherwise
 * (see compressionStrategy.ts for the fallbacks).
 */
import { IMAGE_MAX_DIMENSION, IMAGE_TARGET_BYTES, JPEG_QUALITY_FLOOR, JPEG_QUALITY_START, JPEG_QUALITY_STEP } from '@snap/shared';
import type { CompressedImage } from './core/compressImage';
import type { PipelineLimits } from './core/limits';
import { ImagePipelineError } from './core/pipelineErrors';
import { abortable } from './browser/abortable';
import { hasOffscreenCanvas } from './browser/offscreenCanvas';
import { WorkerUnavailableError, createWorkerCompressor } from './browser/workerCompressor';
import { withFallbacks } from './compressionStrategy';
import type { CompressForAnalysis } from './ImagePipelineContext';

export const ANALYSIS_LIMITS: PipelineLimits = {
  maxDimension: IMAGE_MAX_DIMENSION,
  targetBytes: IMAGE_TARGET_BYTES,
  qualityStart: JPEG_QUALITY_START,
  qualityStep: JPEG_QUALITY_STEP,
  qualityFloor: JPEG_QUALITY_FLOOR,
};

function canUseWorker(): boolean {
  return typeof Worker === 'function' && typeof createImageBitmap === 'function' && hasOffscreenCanvas();
}

/** The main-thread engines, a chunk of their own: most browsers never need them. */
const mainThreadEngines = () =>
  import(/* webpackChunkName: "capture-main-thread-pipeline" */ './browser/mainThreadCompress').catch((error: unknown) => {
    // The user reads the pipeline's own message, not the bundler's.
    console.warn('Loading the main-thread image pipeline failed', error);
    throw new ImagePipelineError('failed');
  });

export function createCompressForAnalysis(limits: PipelineLimits = ANALYSIS_LIMITS): CompressForAnalysis {
  const worker = canUseWorker() ? createWorkerCompressor() : null;
  return withFallbacks({
    worker: worker && ((file, signal) => worker(file, limits, signal)),
    mainThread: (file, signal) => abortable(mainThreadEngines().then((engines) => engines.compressOnMainThread(file, limits)), signal),
    imageElement: (file, signal) => abortable(mainThreadEngines().then((engines) => engines.compressThroughImageElement(file, limits)), signal),
    isWorkerUnavailable: (error) => error instanceof WorkerUnavailableError,
  });
}

let shared: CompressForAnalysis | null = null;

/** The app-wide instance (one worker for the page). */
export function compressForAnalysis(file: File, options?: { signal?: AbortSignal }): Promise<CompressedImage> {
  shared ??= createCompressForAnalysis();
  return shared(file, options);
}
