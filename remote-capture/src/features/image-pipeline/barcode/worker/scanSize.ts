/**
 * The size a photo is scanned at. A retail barcode in a phone photo spans a tenth of the frame or
 * more; at 2,048 px on the long side its narrowest bar is still two pixels or wider, while a 12 MP
 * photo scanned whole costs the reader about four times as long (benchmark: scripts/bench-barcodes.mjs).
 */
export const SCAN_MAX_SIDE = 2048;

/** The width and height to scan an image of `width`×`height` at: never larger than the image. */
export function scanSize(width: number, height: number, maxSide = SCAN_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
