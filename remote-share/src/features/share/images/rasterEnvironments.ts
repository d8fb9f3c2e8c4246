/**
 * Decode and encode for reencode(): ImageBitmap + OffscreenCanvas (works in a worker), and the
 * main-thread fallback with <img> and <canvas> for browsers without them.
 */
import { decodeImageElement, hasOffscreenCanvas, paintOpaque, type Context2D } from '@snap/shared/raster';
import type { DecodedImage, ReencodeEnvironment, Size } from './reencode';
import { ShareImageError } from './shareImageErrors';

/** The image on a white background (JPEG has no alpha), or the share images' no-canvas error. */
function paint(context: Context2D | null, image: DecodedImage, size: Size): void {
  if (!context) throw new ShareImageError('no-canvas');
  paintOpaque(context, image.source, size);
}

async function decodeBitmap(blob: Blob): Promise<DecodedImage> {
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
}

async function encodeOffscreen(image: DecodedImage, size: Size, quality: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(size.width, size.height);
  paint(canvas.getContext('2d'), image, size);
  try {
    return await canvas.convertToBlob({ type: 'image/jpeg', quality });
  } catch {
    throw new ShareImageError('encode-failed');
  } finally {
    // Safari keeps canvas memory until the canvas shrinks.
    canvas.width = 0;
    canvas.height = 0;
  }
}

export const bitmapEnvironment: ReencodeEnvironment = { decode: decodeBitmap, encode: encodeOffscreen };

function encodeCanvasElement(image: DecodedImage, size: Size, quality: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  paint(canvas.getContext('2d'), image, size);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ShareImageError('encode-failed'))),
      'image/jpeg',
      quality,
    );
  }).finally(() => {
    canvas.width = 0;
    canvas.height = 0;
  });
}

export function mainThreadEnvironment(): ReencodeEnvironment {
  return {
    decode: typeof createImageBitmap === 'function' ? decodeBitmap : decodeImageElement,
    encode: hasOffscreenCanvas() ? encodeOffscreen : encodeCanvasElement,
  };
}
