/** Messages between the page and the barcode worker. Plain data only: they are cloned. */

/** Sent when the seller opens the picker: fetch and compile the reader while they choose. */
export interface BarcodeWarmUp {
  warm: true;
  wasmUrl: string;
}

/** The worker's answer to a warm-up: its reader is loaded (the browser's own, or the wasm compiled). */
export interface BarcodeReady {
  ready: true;
}

export interface BarcodeRequest {
  id: number;
  /** The photo as the seller chose it (the full image, not the analysis copy), or a live scan's video frame. */
  file: Blob | ImageBitmap;
  /** The WebAssembly reader, a hashed asset of this remote (never a CDN): used where the browser has no reader. */
  wasmUrl: string;
  /** The longest side scanned (SCAN_MAX_SIDE unless a benchmark asks otherwise). */
  maxSide?: number;
}

/** A code as the reader saw it; its check digit is checked on the page (productCodeOf). */
export interface SeenCode {
  text: string;
  /** The reader's name for the symbology: only 'UPC-E' changes how the text is read. */
  format: string;
}

export type BarcodeResponse =
  /** `ms`: the whole scan; `decodeMs`: of which decoding and scaling the photo. */
  | { id: number; ok: true; codes: SeenCode[]; reader: 'native' | 'wasm'; ms: number; decodeMs: number }
  | { id: number; ok: false; message: string };
