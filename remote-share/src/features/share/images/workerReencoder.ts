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

/**
 * How long one photo may take in the worker before it is taken for stuck: a 12 MP photo takes
 * 1–3 s at 4× CPU. A worker alive but silent (its script never ran its handler, a decode that never
 * ends) would otherwise leave "Preparing photos" on screen for good; past this, the main thread
 * prepares the photos instead.
 */
export const WORKER_ANSWER_TIMEOUT_MS = 20_000;

export interface WorkerReencoderOptions {
  /** Starts the worker (the seam for tests: jsdom has no Worker). */
  start?: () => Worker;
  timeoutMs?: number;
}

const defaultStart = () =>
  // The worker's own build (rspack.config.ts; `@worker-build`: withWorkerBuild), a hashed asset of this remote.
  startWorker(new URL('@worker-build/share-image-worker.js', import.meta.url));

export function createWorkerReencoder({
  start: startScript = defaultStart,
  timeoutMs = WORKER_ANSWER_TIMEOUT_MS,
}: WorkerReencoderOptions = {}) {
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
    const started = startScript();
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
      const timer = setTimeout(
        () => stop(new WorkerUnavailableError(`No answer for a photo in ${timeoutMs} ms`)),
        timeoutMs,
      );
      pending.set(id, {
        resolve: (done) => (clearTimeout(timer), resolve(done)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      const request: ReencodeRequest = { id, blob, limits };
      running.postMessage(request);
    });
  };
}
