/**
 * compressForAnalysis(file): a photo the AI can take (spec §5) — upright, longest side ≤ 1280 px,
 * JPEG ≤ 500 KB at the highest quality the spec's loop would choose. Runs in a worker where the
 * browser has one with OffscreenCanvas and createImageBitmap, on the main thread otherwise.
 * HEIC that the bitmap decoder rejects gets one more try with <img> (Safari decodes it there).
 */
import { IMAGE_MAX_DIMENSION, IMAGE_TARGET_BYTES, JPEG_QUALITY_FLOOR, JPEG_QUALITY_START, JPEG_QUALITY_STEP } from '@snap/shared';
import { compressImage, type CompressedImage } from './core/compressImage';
import type { PipelineLimits } from './core/limits';
import { ImagePipelineError } from './core/pipelineErrors';
import { abortable } from './browser/abortable';
import { hasOffscreenCanvas } from './browser/bitmapRaster';
import { imageElementEnvironment, mainThreadEnvironment } from './browser/domRaster';
import { WorkerUnavailableError, createWorkerCompressor } from './browser/workerCompressor';
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

async function compressOnMainThread(file: Blob, limits: PipelineLimits): Promise<CompressedImage> {
  try {
    return await compressImage(file, limits, mainThreadEnvironment());
  } catch (error) {
    if (!(error instanceof ImagePipelineError && error.code === 'heic-unsupported')) throw error;
    return compressImage(file, limits, imageElementEnvironment());
  }
}

const isHeicFailure = (error: unknown) => error instanceof ImagePipelineError && error.code === 'heic-unsupported';

export function createCompressForAnalysis(limits: PipelineLimits = ANALYSIS_LIMITS): CompressForAnalysis {
  let inWorker = canUseWorker() ? createWorkerCompressor() : null;
  return async (file, { signal } = {}) => {
    if (inWorker) {
      try {
        return await inWorker(file, limits, signal);
      } catch (error) {
        if (error instanceof WorkerUnavailableError) {
          console.warn('Image worker unavailable; compressing on the main thread instead.', error.cause);
          inWorker = null;
        } else if (!isHeicFailure(error)) {
          throw error;
        }
      }
    }
    return abortable(compressOnMainThread(file, limits), signal);
  };
}

let shared: CompressForAnalysis | null = null;

/** The app-wide instance (one worker for the page). */
export function compressForAnalysis(file: File, options?: { signal?: AbortSignal }): Promise<CompressedImage> {
  shared ??= createCompressForAnalysis();
  return shared(file, options);
}
