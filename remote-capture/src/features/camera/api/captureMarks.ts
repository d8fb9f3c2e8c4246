/**
 * User Timing marks of the capture flow (`capture:<name>`), which `npm run bench:analysis` reads
 * to split the time from choosing a photo to the price on screen. Free when nobody reads them.
 */
export type CaptureMark = 'file-chosen' | 'photo-ready' | 'price-shown';

export function markCapture(name: CaptureMark): void {
  globalThis.performance?.mark?.(`capture:${name}`);
}
