/**
 * The barcode worker: finds retail codes (EAN-13, UPC-A, UPC-E, EAN-8; ISBNs are EAN-13) in the
 * seller's own photo, off the main thread. The browser's BarcodeDetector reads where it exists
 * (Chrome on Android and macOS); elsewhere ZXing's WebAssembly reader, fetched from this
 * remote's own files on the first photo. Bundled on its own: it imports nothing federated.
 */
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { BarcodeReady, BarcodeRequest, BarcodeResponse, BarcodeWarmUp } from './protocol';
import { HEADER_BYTES, readImageHeader } from '../../core/imageHeader';
import { canDecodeScaled, decodeScaledJpeg } from '../../browser/scaledJpegDecode';
import { SCAN_MAX_SIDE, scanSize } from './scanSize';

interface WorkerScope {
  onmessage: ((event: MessageEvent<BarcodeRequest | BarcodeWarmUp>) => void) | null;
  postMessage(message: BarcodeResponse | BarcodeReady): void;
}

/** The browser's reader, as far as this worker uses it (not in TypeScript's DOM types yet). */
interface NativeDetector {
  detect(image: ImageBitmap): Promise<{ rawValue: string; format: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

const NATIVE_FORMATS = ['ean_13', 'upc_a', 'upc_e', 'ean_8'];
const scope = self as unknown as WorkerScope & { BarcodeDetector?: NativeDetectorClass };

/** The browser's reader when it reads every retail format, else null; asked once. */
let native: Promise<NativeDetector | null> | null = null;
function nativeDetector(): Promise<NativeDetector | null> {
  const Detector = scope.BarcodeDetector;
  native ??= Detector
    ? Detector.getSupportedFormats().then(
        (formats) =>
          NATIVE_FORMATS.every((format) => formats.includes(format)) ? new Detector({ formats: NATIVE_FORMATS }) : null,
        () => null,
      )
    : Promise.resolve(null);
  return native;
}

/**
 * Fetches and compiles ZXing's reader from `wasmUrl`, once: ZXing keeps its module while the
 * overrides it is given are the same object, and makes it anew for any other.
 */
let overrides: { wasmUrl: string; locateFile: () => string } | null = null;
function prepareReader(wasmUrl: string): Promise<unknown> {
  if (overrides?.wasmUrl !== wasmUrl) overrides = { wasmUrl, locateFile: () => wasmUrl };
  return prepareZXingModule({ overrides, equalityFn: Object.is, fireImmediately: true }).catch((error: unknown) => {
    overrides = null; // a failed fetch is not kept: the next photo tries again
    throw error;
  });
}

/** `whole` at the size scanned: itself when it is no larger, else a scaled copy (and `whole` closed). */
async function fitToScan(whole: ImageBitmap, maxSide: number): Promise<ImageBitmap> {
  const size = scanSize(whole.width, whole.height, maxSide);
  if (size.width === whole.width) return whole;
  try {
    return await createImageBitmap(whole, {
      resizeWidth: size.width,
      resizeHeight: size.height,
      resizeQuality: 'medium',
    });
  } finally {
    whole.close();
  }
}

/**
 * The photo at the size scanned. A JPEG is decoded straight to N/8 of its size where the browser can
 * (the image pipeline's fast path: a 12 MP photo then costs what a 3 MP one does); anything else
 * is decoded whole once and scaled from its pixels. A live scan's frame is already pixels.
 */
async function bitmapToScan(file: Blob | ImageBitmap, maxSide = SCAN_MAX_SIDE): Promise<ImageBitmap> {
  if (!(file instanceof Blob)) return fitToScan(file, maxSide);
  const header = readImageHeader(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
  if (canDecodeScaled(header)) {
    const scaled = await decodeScaledJpeg(file, header, { width: maxSide, height: maxSide }).catch(() => null);
    if (scaled) return scaled.source as ImageBitmap;
  }
  return fitToScan(await createImageBitmap(file), maxSide);
}

function pixelsOf(bitmap: ImageBitmap): ImageData {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D context in the barcode worker');
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, bitmap.width, bitmap.height);
}

type Scanned = Omit<Extract<BarcodeResponse, { ok: true }>, 'id' | 'ok' | 'ms'>;

async function scan({ file, wasmUrl, maxSide }: BarcodeRequest, started: number): Promise<Scanned> {
  const bitmap = await bitmapToScan(file, maxSide);
  const decodeMs = Math.round(performance.now() - started);
  try {
    const detector = await nativeDetector();
    if (detector) {
      const found = await detector.detect(bitmap);
      return { reader: 'native', decodeMs, codes: found.map(({ rawValue, format }) => ({ text: rawValue, format })) };
    }
    await prepareReader(wasmUrl);
    const found = await readBarcodes(pixelsOf(bitmap), {
      formats: ['EAN13', 'UPCA', 'UPCE', 'EAN8'],
      tryHarder: true,
      maxNumberOfSymbols: 4,
    });
    return {
      reader: 'wasm',
      decodeMs,
      codes: found.filter((result) => result.isValid).map(({ text, format }) => ({ text, format })),
    };
  } finally {
    bitmap.close();
  }
}

scope.onmessage = ({ data }) => {
  if ('warm' in data) {
    // Only where the browser cannot read barcodes itself.
    const ready = () => scope.postMessage({ ready: true });
    void nativeDetector().then((detector) => {
      if (detector) ready();
      else prepareReader(data.wasmUrl).then(ready, () => undefined); // the scan tries again, and says why
    });
    return;
  }
  const started = performance.now();
  scan(data, started).then(
    (scanned) => scope.postMessage({ id: data.id, ok: true, ...scanned, ms: Math.round(performance.now() - started) }),
    (error: unknown) =>
      scope.postMessage({ id: data.id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
};
