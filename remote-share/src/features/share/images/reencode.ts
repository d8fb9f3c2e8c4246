/**
 * One share photo: decoded, scaled to at most 1080 px on the longer side and encoded afresh as
 * JPEG 0.85 (spec §9). Drawing to a canvas and encoding keeps pixels only, so EXIF (GPS above all)
 * cannot survive. The environment (worker or main thread) supplies decode and encode.
 */
import { ShareImageError } from './shareImageErrors';

export interface Size {
  width: number;
  height: number;
}

export interface DecodedImage extends Size {
  source: CanvasImageSource;
  close(): void;
}

export interface ReencodeEnvironment {
  decode(blob: Blob): Promise<DecodedImage>;
  /** Draws `image` at `size` and encodes it as JPEG at `quality`. */
  encode(image: DecodedImage, size: Size, quality: number): Promise<Blob>;
}

export interface ReencodeLimits {
  maxDimension: number;
  quality: number;
}

/** The largest size within `max` on the longer side that keeps the aspect ratio; never upscales. */
export function fitWithin({ width, height }: Size, max: number): Size {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function reencode(blob: Blob, limits: ReencodeLimits, env: ReencodeEnvironment): Promise<Blob> {
  let image: DecodedImage;
  try {
    image = await env.decode(blob);
  } catch {
    throw new ShareImageError('load-failed');
  }
  try {
    return await env.encode(image, fitWithin(image, limits.maxDimension), limits.quality);
  } finally {
    image.close();
  }
}
