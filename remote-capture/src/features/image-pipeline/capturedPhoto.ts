/** Turns a compressed JPEG into the CapturedPhoto entity of spec §3. */
import type { CapturedPhoto } from '@snap/shared';
import type { CompressedImage } from './core/compressImage';

/**
 * Timestamp ids (spec §3). Two photos in the same millisecond would collide, so each id is at
 * least one more than the last one handed out.
 */
export function createPhotoIdClock(now: () => number = Date.now): () => string {
  let last = 0;
  return () => {
    last = Math.max(now(), last + 1);
    return String(last);
  };
}

/**
 * Creates the preview object URL: whoever removes the photo must revoke `url`. Nothing is read or
 * encoded here: the analysis copy goes to the gateway as bytes, and only when it is analysed.
 */
export function toCapturedPhoto({ blob, analysis }: CompressedImage, id: string): CapturedPhoto {
  return { id, blob, url: URL.createObjectURL(blob), analysisImage: analysis?.blob ?? blob };
}

/** A photo that is shown again, not analysed (a saved or kept result): the blob is all there is. */
export function photoFromBlob(blob: Blob, id: string): CapturedPhoto {
  return { id, blob, url: URL.createObjectURL(blob), analysisImage: blob };
}
