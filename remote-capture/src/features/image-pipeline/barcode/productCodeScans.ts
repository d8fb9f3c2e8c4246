/**
 * The product codes in the seller's photos, read while each photo is prepared: a scan starts when
 * a photo is chosen (beside the image pipeline, on the full photo), and the analysis waits for the
 * scans of the photos it sends. The scan is started first and usually ends close to the analysis
 * copy (benchmark: docs/performance.md); CODE_SCAN_WAIT_MS only bounds a reader that stalls, so a
 * code sharpens the price but a stuck scan never holds the seller's answer up for long.
 *
 * A scan that fails (no worker, an image the reader cannot decode) gives no code: the analysis
 * goes on from the photos alone, exactly as without a barcode.
 */
import type { ProductCode } from '@snap/shared/market';

/** The longest an analysis waits for its photos' scans once its analysis image is ready. */
export const CODE_SCAN_WAIT_MS = 3_000;

export type ReadProductCodes = (file: Blob, signal?: AbortSignal) => Promise<ProductCode[]>;

export interface ProductCodeScans {
  /** Starts reading the codes in `file`, the photo `photoId` is made from. */
  start(photoId: string, file: Blob): void;
  /**
   * The codes found in these photos (first photo's first), within CODE_SCAN_WAIT_MS of the call;
   * never rejects. An aborted signal answers at once with what is in.
   */
  codesFor(photoIds: readonly string[], signal?: AbortSignal): Promise<ProductCode[]>;
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

/** The reader itself is loaded with the first photo, not with the screen. */
const loadReader: ReadProductCodes = (file, signal) =>
  import('./browser/barcodeReader').then(({ readProductCodes }) => readProductCodes(file, signal));

/**
 * Loads the reader and starts its worker: called when the seller opens the picker, so the reader is
 * ready by the time a photo comes back, and never before a seller goes for a photo.
 */
export function warmBarcodeReader(): void {
  import('./browser/barcodeReader').then(({ warmReader }) => warmReader()).catch(() => undefined); // the scan loads it again and says why it cannot
}

export function createProductCodeScans(
  read: ReadProductCodes = loadReader,
  waitMs: number = CODE_SCAN_WAIT_MS,
): ProductCodeScans {
  const scans = new Map<string, Scan>();
  // Each product once, first seen first (a GTIN names its kind, so either copy is the same code).
  const foundIn = (photoIds: readonly string[]) => [
    ...new Map(photoIds.flatMap((id) => scans.get(id)?.codes ?? []).map((code) => [code.gtin, code])).values(),
  ];
  return {
    start(photoId, file) {
      scans.get(photoId)?.controller.abort();
      const controller = new AbortController();
      const scan: Scan = { controller, done: Promise.resolve([]) };
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
      const waiting = photoIds.map((id) => scans.get(id)).filter((scan) => scan !== undefined);
      if (waiting.some((scan) => !scan.codes) && !signal?.aborted) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const deadline = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, waitMs);
          signal?.addEventListener('abort', () => resolve(), { once: true });
        });
        await Promise.race([Promise.all(waiting.map((scan) => scan.done)), deadline]);
        clearTimeout(timer);
      }
      return foundIn(photoIds);
    },
    foundIn,
    drop(photoId) {
      scans.get(photoId)?.controller.abort();
      scans.delete(photoId);
    },
  };
}
