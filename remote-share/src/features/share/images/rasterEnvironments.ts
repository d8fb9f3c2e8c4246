/**
 * Decode and encode for reencode(): ImageBitmap + OffscreenCanvas (works in a worker), and the
 * main-thread fallback with <img> and <canvas> for browsers without them.
 */
import type { DecodedImage, ReencodeEnvironment, Size } from './reencode';
import { ShareImageError } from './shareImageErrors';

type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** White first: JPEG has no alpha, so transparent PNG areas would otherwise turn black. */
function paint(context: Context2D | null, image: DecodedImage, { width, height }: Size): void {
  if (!context) throw new ShareImageError('no-canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image.source, 0, 0, width, height);
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

export const hasOffscreenCanvas = () =>
  typeof OffscreenCanvas === 'function' && typeof OffscreenCanvas.prototype.convertToBlob === 'function';

export const bitmapEnvironment: ReencodeEnvironment = { decode: decodeBitmap, encode: encodeOffscreen };

async function decodeImageElement(blob: Blob): Promise<DecodedImage> {
  const url = URL.createObjectURL(blob);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    width: image.naturalWidth,
    height: image.naturalHeight,
    source: image,
    close: () => URL.revokeObjectURL(url),
  };
}

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
