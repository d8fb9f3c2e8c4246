/**
 * Runs compressImage in one long-lived worker. An aborted request is dropped; if nothing else is
 * waiting the worker is stopped, so a cancelled 48 MP decode does not keep burning battery.
 */
import type { CompressedImage, EncodedCopy } from '../core/compressImage';
import type { PipelineLimits } from '../core/limits';
import { ImagePipelineError } from '../core/pipelineErrors';
import type { CompressRequest, CompressResponse } from '../worker/protocol';
import { startFederatedWorker } from './FederatedWorker';
import { abortError } from '@snap/shared/errors';

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
  onAnalysisCopy?(copy: EncodedCopy): void;
}

class CompressWorkerClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  compress(
    file: Blob,
    limits: PipelineLimits,
    signal?: AbortSignal,
    analysisLimits?: PipelineLimits,
    onAnalysisCopy?: (copy: EncodedCopy) => void,
  ): Promise<CompressedImage> {
    if (signal?.aborted) return Promise.reject(abortError());
    let worker: Worker;
    try {
      worker = this.worker ??= this.start();
    } catch (error) {
      return Promise.reject(new WorkerUnavailableError(error));
    }
    const id = this.nextId++;
    return new Promise<CompressedImage>((resolve, reject) => {
      const onAbort = () => this.abandon(id, reject);
      signal?.addEventListener('abort', onAbort, { once: true });
      const settled = () => signal?.removeEventListener('abort', onAbort);
      this.pending.set(id, {
        resolve: (result) => (settled(), resolve(result)),
        reject: (error) => (settled(), reject(error)),
        onAnalysisCopy,
      });
      const request: CompressRequest = { id, file, limits, analysisLimits };
      worker.postMessage(request);
    });
  }

  /**
   * Starts the worker ahead of the first photo: loading and compiling its script (and the
   * federation runtime it boots) is then not on the way from the chosen file to the request.
   * A worker that cannot start is left for compress() to report.
   */
  warm(): void {
    try {
      this.worker ??= this.start();
    } catch {
      // compress() starts it again and reports the failure (WorkerUnavailableError → fallbacks).
    }
  }

  private start(): Worker {
    const worker = startFederatedWorker(compressWorkerUrl(), { name: 'compress-worker' });
    worker.onmessage = ({ data }: MessageEvent<CompressResponse>) => this.settle(data);
    // A script that fails to load or throws at the top level lands here.
    worker.onerror = (event) => {
      event.preventDefault();
      this.stop(new WorkerUnavailableError(event.message));
    };
    return worker;
  }

  private settle(response: CompressResponse): void {
    const request = this.pending.get(response.id);
    if ('analysisCopy' in response) {
      request?.onAnalysisCopy?.(response.analysisCopy);
      return;
    }
    this.pending.delete(response.id);
    if (!request) return;
    if (response.ok) request.resolve(response.result);
    else request.reject(new ImagePipelineError(response.error.code, response.error.message));
  }

  private abandon(id: number, reject: (error: unknown) => void): void {
    this.pending.delete(id);
    if (this.pending.size === 0) this.stop(abortError());
    reject(abortError());
  }

  private stop(reason: unknown): void {
    this.worker?.terminate();
    this.worker = null;
    for (const { reject } of this.pending.values()) reject(reason);
    this.pending.clear();
  }
}

export function createWorkerCompressor() {
  const client = new CompressWorkerClient();
  const compress = (...args: Parameters<CompressWorkerClient['compress']>) => client.compress(...args);
  return Object.assign(compress, { warm: () => client.warm() });
}

/** The worker's own build (rspack.config.ts; `@worker-build`: withWorkerBuild), a hashed asset of this remote. */
export function compressWorkerUrl(): URL {
  return new URL('@worker-build/compress-worker.js', import.meta.url);
}
