/**
 * Decoding and drawing with ImageBitmap and OffscreenCanvas: works in a worker (no DOM).
 * The decoder scales while it decodes, so a 48 MP photo never becomes a 48 MP canvas (iOS caps
 * canvases at 16.7 MP); the only canvas is the output size.
 */
import type { Raster, RasterEnvironment, Surface } from '../core/compressImage';
import type { Size } from '../core/fitWithin';
import type { ImageHeader } from '../core/imageHeader';
import { ImagePipelineError } from '../core/pipelineErrors';
import { paintOpaque, type Context2D } from '@snap/shared/raster';
import { canDecodeScaled, decodeScaledJpeg } from './scaledJpegDecode';

export async function decodeBitmap(blob: Blob, target?: Size): Promise<Raster> {
  // Only the longest side is given, so a browser that orients differently still keeps the aspect.
  const resize: ImageBitmapOptions = !target
    ? {}
    : target.width >= target.height
      ? { resizeWidth: target.width }
      : { resizeHeight: target.height };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image', resizeQuality: 'high', ...resize });
  } catch (error) {
    // Browsers that predate 'from-image' reject the option itself (TypeError); their default follows EXIF.
    if (!(error instanceof TypeError)) throw error;
    bitmap = await createImageBitmap(blob, { resizeQuality: 'high', ...resize });
  }
  return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
}

/** The raster on a white background (JPEG has no alpha), or the pipeline's no-canvas error. */
export function paint(context: Context2D | null, raster: Raster, size: Size): void {
  if (!context) throw new ImagePipelineError('no-canvas');
  paintOpaque(context, raster.source, size);
}

export function drawOffscreen(raster: Raster, size: Size): Surface {
  const canvas = new OffscreenCanvas(size.width, size.height);
  paint(canvas.getContext('2d'), raster, size);
  return {
    encode: async (quality) => {
      try {
        return await canvas.convertToBlob({ type: 'image/jpeg', quality });
      } catch {
        throw new ImagePipelineError('encode-failed');
      }
    },
    // Safari keeps canvas memory until the canvas shrinks.
    release: () => {
      canvas.width = 0;
      canvas.height = 0;
    },
  };
}

/** DCT-scaled JPEG decoding where it is safe, createImageBitmap for everything else. */
export async function decodeFast(blob: Blob, target?: Size, header?: ImageHeader): Promise<Raster> {
  if (target && canDecodeScaled(header)) {
    try {
      const raster = await decodeScaledJpeg(blob, header, target);
      if (raster) return raster;
    } catch (error) {
      // The bitmap decoder below gets the last word on whether the file is readable.
      console.warn('Scaled JPEG decode failed; using createImageBitmap', error);
    }
  }
  return decodeBitmap(blob, target);
}

export const bitmapEnvironment: RasterEnvironment = { decode: decodeFast, draw: drawOffscreen };
