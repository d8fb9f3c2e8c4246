/**
 * Reads the product codes in a photo with the barcode worker, started on the first photo (never on
 * the screen's first paint), and keeps only codes whose check digit holds. Loaded on demand
 * (productCodeScans.ts), so neither this nor the worker is on the first screen's path.
 */
import { distinctProductCodes, productCodeOf, type ProductCode } from '@snap/shared/market';
import { abortError } from '@snap/shared/errors';
import { startFederatedWorker } from '../../browser/FederatedWorker';
import type { BarcodeReady, BarcodeRequest, BarcodeResponse, BarcodeWarmUp, SeenCode } from '../worker/protocol';

/** The worker's own build (rspack.config.ts: built alongside the compression worker). */
const workerUrl = () => new URL('@worker-build/barcode-worker.js', import.meta.url);
/** ZXing's reader, emitted as a hashed asset of this remote: the worker never fetches from a CDN. */
const wasmUrl = () => new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href;

/** Codes as the reader saw them, checked: a code whose check digit fails is dropped, not guessed at. */
export function checkedCodes(seen: readonly SeenCode[]): ProductCode[] {
  return distinctProductCodes(
    seen.map(({ text, format }) => {
      // A UPC-E is read as its 8 digits by some readers, expanded to 12 or 13 by others (ZXing).
      const upcE = format.replace('-', '') === 'UPCE' && text.length <= 8;
      return productCodeOf(text, upcE ? 'UPC-E' : undefined);
    }),
  );
}

interface Pending {
  resolve(codes: ProductCode[]): void;
  reject(error: unknown): void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();
/** The worker has its reader loaded: a scan now takes only its own time. */
let ready = false;

/**
 * Whether the reader is loaded (the browser's own, or the wasm fetched and compiled): until it is,
 * a scan's time is mostly a download, and the analysis does not wait for it (productCodeScans).
 */
export const readerReady = () => ready;

function stop(reason: unknown): void {
  worker?.terminate();
  worker = null;
  ready = false;
  for (const { reject } of pending.values()) reject(reason);
  pending.clear();
}

function start(): Worker {
  const started = startFederatedWorker(workerUrl(), { name: 'barcode-worker' });
  started.onmessage = ({ data }: MessageEvent<BarcodeResponse | BarcodeReady>) => {
    if ('ready' in data || data.ok) ready = true;
    if ('ready' in data) return;
    const request = pending.get(data.id);
    pending.delete(data.id);
    if (!request) return;
    if (data.ok) request.resolve(checkedCodes(data.codes));
    else request.reject(new Error(data.message));
  };
  started.onerror = (event) => {
    event.preventDefault();
    stop(new Error(`The barcode worker failed: ${event.message}`));
  };
  return started;
}

/** Starts the worker and has it fetch and compile its reader, while the seller picks a photo. */
export function warmReader(): void {
  if (typeof Worker === 'undefined') return;
  const warmUp: BarcodeWarmUp = { warm: true, wasmUrl: wasmUrl() };
  (worker ??= start()).postMessage(warmUp);
}

/**
 * The codes in `image` (a chosen photo, or a live scan's video frame) whose check digits hold,
 * first seen first. Aborting drops the request; with nothing else waiting the worker is stopped,
 * so a cancelled 48 MP decode stops burning battery. A frame is copied to the worker: the caller
 * keeps its own, to make the photo from.
 */
export function readProductCodes(image: Blob | ImageBitmap, signal?: AbortSignal): Promise<ProductCode[]> {
  if (signal?.aborted) return Promise.reject(abortError());
  // No workers at all (a very old browser, or a test's DOM): no codes, and the analysis as before.
  if (typeof Worker === 'undefined') return Promise.resolve([]);
  let running: Worker;
  try {
    running = worker ??= start();
  } catch (error) {
    return Promise.reject(error);
  }
  const id = nextId++;
  return new Promise<ProductCode[]>((resolve, reject) => {
    const onAbort = () => {
      pending.delete(id);
      if (pending.size === 0) stop(abortError());
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const settled = () => signal?.removeEventListener('abort', onAbort);
    pending.set(id, {
      resolve: (codes) => (settled(), resolve(codes)),
      reject: (error) => (settled(), reject(error)),
    });
    const request: BarcodeRequest = { id, file: image, wasmUrl: wasmUrl() };
    running.postMessage(request);
  });
}
