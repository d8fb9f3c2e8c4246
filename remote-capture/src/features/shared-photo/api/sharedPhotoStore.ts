/**
 * Takes the photo the service worker kept from a Web Share Target POST (host/src/sw/shareTarget.ts)
 * out of Cache Storage: once taken it is deleted, so it is analysed once.
 */
import { SHARED_PHOTO_CACHE, SHARED_PHOTO_KEY } from '@snap/shared/pwa';

/** The part of Cache Storage this uses. */
export type PhotoCaches = Pick<CacheStorage, 'open'>;

export async function takeSharedPhoto(caches: PhotoCaches | undefined = globalThis.caches): Promise<File | null> {
  if (!caches) return null;
  const cache = await caches.open(SHARED_PHOTO_CACHE);
  const response = await cache.match(SHARED_PHOTO_KEY);
  if (!response) return null;
  const blob = await response.blob();
  await cache.delete(SHARED_PHOTO_KEY);
  const name = decodeURIComponent(response.headers.get('X-File-Name') ?? 'shared-photo');
  return new File([blob], name, { type: blob.type || response.headers.get('Content-Type') || '' });
}
