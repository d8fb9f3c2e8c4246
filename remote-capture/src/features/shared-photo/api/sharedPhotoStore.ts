/**
 * Takes the photo the service worker kept from a Web Share Target POST (host/src/sw/shareTarget.ts)
 * out of Cache Storage: once taken it is deleted, so it is offered once.
 *
 * It is checked again here, as the service worker does (@snap/shared/pwa): a worker of an earlier
 * deploy, which kept any image, can still be the one answering while this screen is already new.
 */
import {
  SHARED_PHOTO_CACHE,
  SHARED_PHOTO_KEY,
  SHARED_PHOTO_SIGNATURE_BYTES,
  isAcceptableSharedPhoto,
} from '@snap/shared/pwa';

/** The part of Cache Storage this uses. */
export type PhotoCaches = Pick<CacheStorage, 'open'>;

/** The shared photo; 'refused' when what was kept is not a photo the app takes; null when none. */
export type TakenSharedPhoto = File | 'refused' | null;

export async function takeSharedPhoto(caches: PhotoCaches | undefined = globalThis.caches): Promise<TakenSharedPhoto> {
  if (!caches) return null;
  const cache = await caches.open(SHARED_PHOTO_CACHE);
  const response = await cache.match(SHARED_PHOTO_KEY);
  if (!response) return null;
  const bytes = new Uint8Array(await response.arrayBuffer());
  await cache.delete(SHARED_PHOTO_KEY);
  const type = response.headers.get('Content-Type') ?? '';
  const head = bytes.subarray(0, SHARED_PHOTO_SIGNATURE_BYTES);
  if (!isAcceptableSharedPhoto({ type, size: bytes.byteLength, head })) return 'refused';
  const name = decodeURIComponent(response.headers.get('X-File-Name') ?? 'shared-photo');
  return new File([bytes], name, { type });
}
