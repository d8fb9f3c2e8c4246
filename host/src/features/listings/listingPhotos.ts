/**
 * A saved listing's full-size photos on the server, so they follow the seller to another device:
 * one Firestore document per photo next to the listing, users/{uid}/listings/{id}/photos/{n}
 * ({jpeg: bytes, type: 'image/jpeg'}, n from 0 in the listing's order; firestore.rules). Firestore
 * rather than Cloud Storage, whose emulator does not run offline here; the same PhotoStore shape as
 * the device's (photoStore.ts), so the port does not depend on where they are kept.
 *
 * Read only when a listing is opened (never by the list of listings), and then kept on the device.
 * In the "listings-sdk" chunk.
 */
import {
  Bytes,
  collection,
  doc,
  getDocs,
  getDocsFromCache,
  type QuerySnapshot,
  writeBatch,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { LISTING_PHOTO_MAX_BYTES, LISTING_PHOTOS_MAX } from '@snap/shared';
import type { PhotoStore } from './photoStore';

const TYPE = 'image/jpeg';

export interface RemotePhotoStore extends Omit<PhotoStore, 'removeAll'> {
  /** The listing's photos this device already read from the server, without asking it. */
  getCached(listingId: string): Promise<Blob[]>;
  /** Deletes the photos of each of these listings (the seller's account is going). */
  removeAll(listingIds: string[]): Promise<void>;
}

/** The photos the server keeps: JPEGs within the size the rules allow, the first LISTING_PHOTOS_MAX. */
export function photosToKeep(photos: Blob[], warn: (message: string) => void = console.warn): Blob[] {
  const kept = photos.filter((photo) => photo.type === TYPE && photo.size > 0 && photo.size <= LISTING_PHOTO_MAX_BYTES);
  if (kept.length < photos.length)
    warn(
      `${photos.length - kept.length} photo(s) not JPEG or over ${LISTING_PHOTO_MAX_BYTES} bytes stay on this device only`,
    );
  if (kept.length > LISTING_PHOTOS_MAX)
    warn(`Only the first ${LISTING_PHOTOS_MAX} photos are kept with the listing; the others stay on this device`);
  return kept.slice(0, LISTING_PHOTOS_MAX);
}

const blobsOf = (snapshot: QuerySnapshot): Blob[] =>
  snapshot.docs
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((d) => d.data().jpeg as unknown)
    .filter((jpeg): jpeg is Bytes => jpeg instanceof Bytes)
    // A copy into a plain ArrayBuffer, which is what a Blob takes.
    .map((jpeg) => new Blob([new Uint8Array(jpeg.toUint8Array())], { type: TYPE }));

export function createFirestorePhotoStore(
  db: Firestore,
  uid: string,
  warn: (message: string) => void = console.warn,
): RemotePhotoStore {
  const photos = (listingId: string) => collection(db, 'users', uid, 'listings', listingId, 'photos');
  // Every place a photo may be: a delete of one that is not there costs nothing.
  const places = (listingId: string): DocumentReference[] =>
    Array.from({ length: LISTING_PHOTOS_MAX }, (_, n) => doc(photos(listingId), String(n)));
  const deleteAll = (listingIds: string[]) => {
    const batch = writeBatch(db);
    listingIds.forEach((id) => places(id).forEach((ref) => batch.delete(ref)));
    return batch.commit();
  };
  return {
    async put(listingId, blobs) {
      const kept = photosToKeep(blobs, warn);
      const bytes = await Promise.all(kept.map(async (blob) => new Uint8Array(await blob.arrayBuffer())));
      // One commit: the new photos in place, and those a previous analysis had beyond them gone.
      const batch = writeBatch(db);
      places(listingId).forEach((ref, n) =>
        n < bytes.length ? batch.set(ref, { jpeg: Bytes.fromUint8Array(bytes[n]), type: TYPE }) : batch.delete(ref),
      );
      await batch.commit();
    },
    get: async (listingId) => blobsOf(await getDocs(photos(listingId))),
    getCached: async (listingId) => blobsOf(await getDocsFromCache(photos(listingId))),
    remove: (listingId) => deleteAll([listingId]),
    async removeAll(listingIds) {
      // A commit holds at most 500 writes: 50 listings' photos at a time.
      const perCommit = Math.floor(500 / LISTING_PHOTOS_MAX);
      for (let start = 0; start < listingIds.length; start += perCommit)
        await deleteAll(listingIds.slice(start, start + perCommit));
    },
  };
}
