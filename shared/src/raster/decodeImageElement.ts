export interface ImageElementRaster {
  readonly width: number;
  readonly height: number;
  readonly source: HTMLImageElement;
  /** Frees the object URL the image was loaded from. */
  close(): void;
}

/**
 * Decodes with an <img>: the main-thread path for browsers without createImageBitmap, and the
 * one Safari takes for HEIC when createImageBitmap cannot. The image follows EXIF orientation.
 */
export async function decodeImageElement(blob: Blob): Promise<ImageElementRaster> {
  const url = URL.createObjectURL(blob);
  const image = new Image();
  image.decoding = 'async';
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
