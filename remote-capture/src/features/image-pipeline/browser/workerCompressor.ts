/**
 * Runs compressImage in one long-lived worker, one request at a time from the page's point of
 * view. An aborted request is dropped; if nothing else is waiting the worker is stopped, so a
 * cancelled 48 MP decode does not keep burning battery.
 */
import type { CompressedImage } from '../core/compressImage';
import type { PipelineLimits } from '../core/limits';
import { ImagePipelineError } from '../core/pipelineErrors';
import type { CompressRequest, CompressResponse } from '../worker/protocol';
import { startFederatedWorker } from './FederatedWorker';
import { abortError } from './abortable';

/** The worker could not start or run at all: the caller should use the main thread. */
export class WorkerUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The image worker is unavailable', { cause });
    this.name = 'WorkerUnavailableError';
  }
}

interface Pending {
  resolve(result: CompressedImage): void;
  reject(error: unknown): void;
}

export function createWorkerCompressor() {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function stop(reason: unknown) {
    worker?.terminate();
    worker = null;
    for (const { reject } of pending.values()) reject(reason);
    pending.clear();
  }

  function start(): Worker {
    // The worker's own build (see rspack.config.ts), emitted as a hashed asset of this remote.
    const created = startFederatedWorker(new URL('../../../../.worker-build/compress-worker.js', import.meta.url), { name: 'compress-worker' });
    created.onmessage = ({ data }: MessageEvent<CompressResponse>) => {
      const request = pending.get(data.id);
      pending.delete(data.id);
      if (!request) return;
      if (data.ok) request.resolve(data.result);
      else request.reject(new ImagePipelineError(data.error.code, data.error.message));
    };
    // A script that fails to load or throws at the top level lands here.
    created.onerror = (event) => {
      event.preventDefault();
      stop(new WorkerUnavailableError(event.message));
    };
    return created;
  }

  return function compress(file: Blob, limits: PipelineLimits, signal?: AbortSignal): Promise<CompressedImage> {
    if (signal?.aborted) return Promise.reject(abortError());
    let active: Worker;
    try {
      active = worker ??= start();
    } catch (error) {
      return Promise.reject(new WorkerUnavailableError(error));
    }
    const id = nextId++;
    return new Promise<CompressedImage>((resolve, reject) => {
      const onAbort = () => {
        pending.delete(id);
        if (pending.size === 0) stop(abortError());
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = <T,>(fn: (value: T) => void) => (value: T) => {
        signal?.removeEventListener('abort', onAbort);
        fn(value);
      };
      pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
      const request: CompressRequest = { id, file, limits };
      active.postMessage(request);
    });
  };
}
