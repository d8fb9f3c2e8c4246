/**
 * Runs reencode() in one worker from this remote's own build. A federated remote's script lives on
 * another origin than the page, and `new Worker(url)` refuses that (SecurityError); a same-origin
 * blob script that importScripts() the real one is allowed.
 */
import type { ReencodeLimits } from './reencode';
import { ShareImageError } from './shareImageErrors';
import type { ReencodeRequest, ReencodeResponse } from './worker/protocol';

/** The worker could not start or died: the caller should use the main thread. */
export class WorkerUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The share image worker is unavailable', { cause });
    this.name = 'WorkerUnavailableError';
  }
}

function startWorker(url: URL): Worker {
  if (url.origin === globalThis.location.origin) return new Worker(url, { name: 'share-image-worker' });
  const bootstrap = `importScripts(${JSON.stringify(url.href)});`;
  const bootstrapUrl = URL.createObjectURL(new Blob([bootstrap], { type: 'text/javascript' }));
  return new Worker(bootstrapUrl, { name: 'share-image-worker' });
}

export function createWorkerReencoder() {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve(blob: Blob): void; reject(error: unknown): void }>();

  const stop = (reason: unknown) => {
    worker?.terminate();
    worker = null;
    for (const request of pending.values()) request.reject(reason);
    pending.clear();
  };

  const start = () => {
    // The worker's own build (rspack.config.ts; `@worker-build`: withWorkerBuild), a hashed asset of this remote.
    const started = startWorker(new URL('@worker-build/share-image-worker.js', import.meta.url));
    started.onmessage = ({ data }: MessageEvent<ReencodeResponse>) => {
      const request = pending.get(data.id);
      pending.delete(data.id);
      if (data.ok) request?.resolve(data.blob);
      else request?.reject(new ShareImageError(data.code));
    };
    started.onerror = (event) => {
      event.preventDefault();
      stop(new WorkerUnavailableError(event.message));
    };
    return started;
  };

  return (blob: Blob, limits: ReencodeLimits): Promise<Blob> => {
    try {
      worker ??= start();
    } catch (error) {
      return Promise.reject(new WorkerUnavailableError(error));
    }
    const id = nextId++;
    const running = worker;
    return new Promise<Blob>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      const request: ReencodeRequest = { id, blob, limits };
      running.postMessage(request);
    });
  };
}
