/** The real Reencoder: the worker where OffscreenCanvas and createImageBitmap exist, else the main thread. */
import { hasOffscreenCanvas } from '@snap/shared/raster';
import { mainThreadEnvironment } from './rasterEnvironments';
import { reencode } from './reencode';
import { withMainThreadFallback, type Reencoder } from './prepareShareFiles';
import { createWorkerReencoder, WorkerUnavailableError } from './workerReencoder';

export function browserReencoder(): Reencoder {
  const canUseWorker = typeof Worker === 'function' && typeof createImageBitmap === 'function' && hasOffscreenCanvas();
  return withMainThreadFallback({
    worker: canUseWorker ? createWorkerReencoder() : null,
    mainThread: (blob, limits) => reencode(blob, limits, mainThreadEnvironment()),
    isWorkerUnavailable: (error) => error instanceof WorkerUnavailableError,
  });
}
