/**
 * Main-thread fallbacks for browsers without a usable worker path: decode with createImageBitmap
 * when it exists, otherwise with an <img>; draw on an OffscreenCanvas when it exists, otherwise on
 * a <canvas>. The canvas is always the output size.
 */
import { decodeImageElement, hasOffscreenCanvas } from '@snap/shared/raster';
import type { Raster, RasterEnvironment, Surface } from '../core/compressImage';
import type { Size } from '../core/fitWithin';
import { ImagePipelineError } from '../core/pipelineErrors';
import { decodeFast, drawOffscreen, paint } from './bitmapRaster';

export function drawCanvasElement(raster: Raster, size: Size): Surface {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  paint(canvas.getContext('2d'), raster, size);
  return {
    encode: (quality) =>
      new Promise<Blob>((resolve, reject) => {
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new ImagePipelineError('encode-failed'))),
          'image/jpeg',
          quality,
        );
      }),
    release: () => {
      canvas.width = 0;
      canvas.height = 0;
    },
  };
}

const draw = () => (hasOffscreenCanvas() ? drawOffscreen : drawCanvasElement);

export function mainThreadEnvironment(): RasterEnvironment {
  return { decode: typeof createImageBitmap === 'function' ? decodeFast : decodeImageElement, draw: draw() };
}

export function imageElementEnvironment(): RasterEnvironment {
  return { decode: decodeImageElement, draw: draw() };
}
