/**
 * Which engine compresses a photo: the worker while it works, the main thread once it has proved
 * unavailable (failed to load, or no OffscreenCanvas), and for HEIC the bitmap decoder rejected
 * one more try through <img> (Safari decodes HEIC there). Pure wiring, so it is testable.
 */
import type { CompressedImage } from './core/compressImage';
import { ImagePipelineError } from './core/pipelineErrors';
import type { CompressForAnalysis } from './ImagePipelineContext';

export interface EngineOptions {
  signal?: AbortSignal;
  /** Longest side of the analysis copy to make alongside the photo; none without it. */
  analysisMaxDimension?: number;
  /** Handed the analysis copy as soon as it is made, ahead of the photo. */
  onAnalysisCopy?: (copy: Blob) => void;
}

type Engine = (file: Blob, options: EngineOptions) => Promise<CompressedImage>;

export interface Engines {
  /** Null when the browser cannot run the worker path at all. */
  worker: Engine | null;
  mainThread: Engine;
  imageElement: Engine;
  /** Recognises the worker's "I could not start" failure. */
  isWorkerUnavailable(error: unknown): boolean;
}

const isHeicFailure = (error: unknown) => error instanceof ImagePipelineError && error.code === 'heic-unsupported';

async function onMainThread(
  { mainThread, imageElement }: Engines,
  file: Blob,
  options: EngineOptions,
): Promise<CompressedImage> {
  try {
    return await mainThread(file, options);
  } catch (error) {
    if (!isHeicFailure(error)) throw error;
    return imageElement(file, options);
  }
}

export function withFallbacks(engines: Engines): CompressForAnalysis {
  let worker = engines.worker;
  return async (file, options = {}) => {
    if (worker) {
      try {
        return await worker(file, options);
      } catch (error) {
        if (engines.isWorkerUnavailable(error)) {
          console.warn('Image worker unavailable; compressing on the main thread instead.', error);
          worker = null;
        } else if (!isHeicFailure(error)) {
          throw error;
        }
      }
    }
    return onMainThread(engines, file, options);
  };
}
