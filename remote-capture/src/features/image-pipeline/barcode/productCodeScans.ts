/**
 * The product codes in the seller's photos, read while each photo is prepared: a scan starts when
 * a photo is chosen (beside the image pipeline, on the full photo), and the analysis waits for the
 * scans of the photos it sends when the reader is loaded (CODE_SCAN_WAIT_MS at most, for a reader
 * that stalls); a scan then ends close to the analysis copy (benchmark: docs/performance.md). On a slow
 * phone's first photo the reader is still downloading (410 KB gzip), and the price does not wait
 * for it: a code read after the analysis went is offered to the seller with the result (`settled`).
 *
 * A scan that fails (no worker, an image the reader cannot decode) gives no code: the analysis
 * goes on from the photos alone, exactly as without a barcode.
 */
import type { ProductCode } from '@snap/shared/market';

/**
 * The longest an analysis waits for its photos' scans once its analysis image is ready, the reader
 * loaded. A 12 MP scan takes 0.2 s at 1x and 0.8 s at 4x CPU, beside the photo's own preparation:
 * the bound is for a reader that stalls; a scan it cuts off keeps going, for `settled`.
 */
export const CODE_SCAN_WAIT_MS = 3_000;

export type ReadProductCodes = (file: Blob, signal?: AbortSignal) => Promise<ProductCode[]>;

export interface ProductCodeScans {
  /** Starts reading the codes in `file`, the photo `photoId` is made from (a live scan's photo has its codes). */
  start(photoId: string, file: Blob): void;
  /**
   * The codes found in these photos (first photo's first), waiting for scans still running until
   * CODE_SCAN_WAIT_MS, and not at all while the reader is still loading; never rejects. An aborted
   * signal answers at once with what is in.
   */
  codesFor(photoIds: readonly string[], signal?: AbortSignal): Promise<ProductCode[]>;
  /** The codes in these photos once every scan of them has ended, however long that takes (or it is aborted). */
  settled(photoIds: readonly string[], signal?: AbortSignal): Promise<ProductCode[]>;
  /** What these photos' scans have found by now (first photo's first, each code once), without waiting. */
  foundIn(photoIds: readonly string[]): ProductCode[];
  /** Forgets a photo's scan (stopping it if it runs). */
  drop(photoId: string): void;
}

interface Scan {
  controller: AbortController;
  done: Promise<ProductCode[]>;
  codes?: ProductCode[];
}

type Reader = typeof import('./browser/barcodeReader');
let loaded: Reader | null = null;
/** The reader itself is loaded when the seller goes for a photo, not with the screen. */
const reader = () => import('./browser/barcodeReader').then((module) => (loaded = module));
/**
 * Codes a live scan has already read from this very photo (the frame it made into a JPEG): read
 * again from the JPEG, a code that compression blurred could be lost, so they go with the photo.
 */
const scannedCodes = new WeakMap<Blob, ProductCode[]>();

/** Keeps the checked codes a live scan read in the frame `photo` was made from, for its scan. */
export function rememberScannedCodes(photo: Blob, codes: readonly ProductCode[]): void {
  scannedCodes.set(photo, [...codes]);
}

/** The checked codes in a photo or a live scan's video frame, the reader loaded on the first. */
const loadReader = (image: Blob | ImageBitmap, signal?: AbortSignal): Promise<ProductCode[]> =>
  reader().then(({ readProductCodes }) => readProductCodes(image, signal));

export const readFrameCodes: (frame: ImageBitmap, signal?: AbortSignal) => Promise<ProductCode[]> = loadReader;
const loadedReaderReady = () => loaded?.readerReady() ?? false;

/**
 * Loads the reader and starts its worker: called when the seller opens the picker, so the reader is
 * ready by the time a photo comes back, and never before a seller goes for a photo.
 */
export function warmBarcodeReader(): void {
  reader()
    .then(({ warmReader }) => warmReader())
    .catch(() => undefined); // the scan loads it again and says why it cannot
}

/** Until every scan among `waiting` ends, `deadline` resolves, or `signal` aborts. */
async function untilEnded(waiting: readonly Scan[], deadline: Promise<void> | null, signal?: AbortSignal) {
  if (waiting.every((scan) => scan.codes) || signal?.aborted) return;
  const aborted = new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true }));
  await Promise.race([Promise.all(waiting.map((scan) => scan.done)), aborted, ...(deadline ? [deadline] : [])]);
}

export interface ProductCodeScanOptions {
  waitMs?: number;
  /** Whether the reader is loaded; an analysis does not wait for a reader still downloading. */
  readerReady?: () => boolean;
}

export function createProductCodeScans(
  read: ReadProductCodes = loadReader,
  { waitMs = CODE_SCAN_WAIT_MS, readerReady = loadedReaderReady }: ProductCodeScanOptions = {},
): ProductCodeScans {
  const scans = new Map<string, Scan>();
  const scansOf = (photoIds: readonly string[]) =>
    photoIds.map((id) => scans.get(id)).filter((scan) => scan !== undefined);
  // Each product once, first seen first (a GTIN names its kind, so either copy is the same code).
  const foundIn = (photoIds: readonly string[]) => [
    ...new Map(photoIds.flatMap((id) => scans.get(id)?.codes ?? []).map((code) => [code.gtin, code])).values(),
  ];
  return {
    start(photoId, file) {
      scans.get(photoId)?.controller.abort();
      const controller = new AbortController();
      const scan: Scan = { controller, done: Promise.resolve([]) };
      const known = scannedCodes.get(file);
      if (known) {
        scans.set(photoId, { controller, codes: known, done: Promise.resolve(known) });
        return;
      }
      scan.done = read(file, controller.signal).then(
        (codes) => (scan.codes = codes),
        (error: unknown) => {
          if (!controller.signal.aborted) console.warn('Could not read barcodes in the photo', error);
          return (scan.codes = []);
        },
      );
      scans.set(photoId, scan);
    },
    async codesFor(photoIds, signal) {
      // A reader still downloading is not waited for: the scan goes on, for `settled`.
      if (!readerReady()) return foundIn(photoIds);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
      await untilEnded(scansOf(photoIds), deadline, signal);
      clearTimeout(timer);
      return foundIn(photoIds);
    },
    async settled(photoIds, signal) {
      await untilEnded(scansOf(photoIds), null, signal);
      return foundIn(photoIds);
    },
    foundIn,
    drop(photoId) {
      scans.get(photoId)?.controller.abort();
      scans.delete(photoId);
    },
  };
}
