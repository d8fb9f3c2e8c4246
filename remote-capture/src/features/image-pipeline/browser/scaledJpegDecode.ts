/**
 * The fast path for JPEG photos where WebCodecs' ImageDecoder exists (Chromium): decode at N/8
 * size, so a 24 MP photo costs about what a 1.5 MP one does. Used only when the result is
 * certainly upright: no EXIF rotation, or a browser whose VideoFrame carries the rotation that
 * drawImage then applies. Anything else returns null and the caller uses createImageBitmap.
 */
import type { Raster } from '../core/compressImage';
import type { Size } from '../core/fitWithin';
import type { ImageHeader } from '../core/imageHeader';
import { jpegDecodeSize } from '../core/jpegScale';

function framesCarryRotation(): boolean {
  return typeof VideoFrame === 'function' && 'rotation' in VideoFrame.prototype;
}

export function canDecodeScaled(header: ImageHeader | undefined): header is ImageHeader & Size {
  if (typeof ImageDecoder !== 'function' || header?.kind !== 'jpeg' || !header.width || !header.height) return false;
  return header.orientation === 1 || framesCarryRotation();
}

export async function decodeScaledJpeg(blob: Blob, header: ImageHeader & Size, target: Size): Promise<Raster | null> {
  const rotated = header.orientation >= 5;
  const stored = rotated
    ? { width: header.height, height: header.width }
    : { width: header.width, height: header.height };
  const desired = jpegDecodeSize(stored, Math.max(target.width, target.height));
  if (!desired) return null;
  const decoder = new ImageDecoder({
    data: blob.stream(),
    type: 'image/jpeg',
    desiredWidth: desired.width,
    desiredHeight: desired.height,
  });
  try {
    const { image } = await decoder.decode();
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(image);
    } finally {
      image.close();
    }
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  } finally {
    decoder.close();
  }
}
