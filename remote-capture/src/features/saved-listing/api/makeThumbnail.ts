/**
 * The listing's thumbnail: the analysed photo at most 320 px on its longer side, as a JPEG data URL
 * (~10–25 KB), far below the 200 KB the rules allow and Firestore's 1 MiB document limit.
 * A thin browser adapter (createImageBitmap + canvas); a failure only means no thumbnail.
 */
import { fitWithin } from '../../image-pipeline';

export const THUMBNAIL_EDGE = 320;

export async function makeThumbnail(photo: Blob): Promise<string | undefined> {
  try {
    const bitmap = await createImageBitmap(photo);
    const { width, height } = fitWithin(bitmap, THUMBNAIL_EDGE);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.7);
  } catch (error) {
    console.warn('No thumbnail for this listing', error);
    return undefined;
  }
}
