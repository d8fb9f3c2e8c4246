/** Turns a compressed JPEG into the CapturedPhoto entity of spec §3. */
import type { CapturedPhoto } from '@snap/shared';

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

export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve(dataUrl.slice(dataUrl.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Failed to read the image'));
    reader.readAsDataURL(blob);
  });
}

/** Creates the preview object URL: whoever removes the photo must revoke `url`. */
export async function toCapturedPhoto(blob: Blob, id: string): Promise<CapturedPhoto> {
  const base64 = await blobToBase64(blob);
  return { id, blob, url: URL.createObjectURL(blob), base64 };
}
