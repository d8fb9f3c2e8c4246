/** Which photos a share carries, in order: the selected photo (ShareData.image) first, then the rest, at most 10. */
import { SHARE_MAX_IMAGES, type ShareData } from '@snap/shared';

export function shareImageSources(data: Pick<ShareData, 'image' | 'images'>): Blob[] {
  const ordered = [data.image, ...(data.images ?? [])].filter((blob): blob is Blob => Boolean(blob));
  return [...new Set(ordered)].slice(0, SHARE_MAX_IMAGES);
}

export const shareImageName = (index: number) => `item-image-${index + 1}.jpg`;

/** iOS share targets want a real file: a name and the JPEG type. */
export function toShareFile(blob: Blob, index: number): File {
  return new File([blob], shareImageName(index), { type: 'image/jpeg' });
}
