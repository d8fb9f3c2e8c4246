/**
 * JPEG decoders can decode straight to N/8 of the full size (DCT scaling), skipping most of the
 * work for a photo that ends up at 1280 px. This picks the smallest N whose output still covers
 * the target, so the final resize only ever shrinks.
 */
import type { Size } from './fitWithin';

export const JPEG_SCALE_DENOMINATOR = 8;

/** The decode size to ask for, in stored (un-rotated) pixels; null when full size is needed. */
export function jpegDecodeSize(stored: Size, longestTarget: number): Size | null {
  const longest = Math.max(stored.width, stored.height);
  const numerator = Math.ceil((longestTarget * JPEG_SCALE_DENOMINATOR) / longest);
  if (numerator >= JPEG_SCALE_DENOMINATOR) return null;
  // libjpeg rounds scaled sizes up; asking for exactly that makes the decoder pick this scale.
  const scaled = (side: number) => Math.ceil((side * numerator) / JPEG_SCALE_DENOMINATOR);
  return { width: scaled(stored.width), height: scaled(stored.height) };
}
