/**
 * Full-size photos of saved listings on this device: one IndexedDB record per listing id, holding
 * its JPEGs. A listing this device saved or opened shows them without the network, and the outbox's
 * send reads them from here to put them on the server next to the listing (listingPhotos.ts). A tiny
 * handle of the device-database helper (@snap/shared/storage): keys are scoped by user, so two
 * sellers on one device never see each other's photos, and a handle whose database sign-out deleted
 * never opens it again. Sign-out deletes the whole database (forgetPhotos).
 */
import {
  deleteDatabase,
  fromStorable,
  LISTING_PHOTOS_DB,
  openDeviceDatabase,
  ownerKey,
  ownerRange,
  toStorable,
} from '@snap/shared/storage';

export interface PhotoStore {
  put(listingId: string, photos: Blob[]): Promise<void>;
  get(listingId: string): Promise<Blob[]>;
  remove(listingId: string): Promise<void>;
  removeAll(): Promise<void>;
}

/** Sign-out: every seller's photos leave the device, the database with them. */
export const forgetPhotos = (factory: IDBFactory | undefined = globalThis.indexedDB): Promise<void> =>
  deleteDatabase(LISTING_PHOTOS_DB.name, factory);

/** Keeps a listing's photos on the device; a failure is told, and the thumbnail stands in. */
export const keepPhotosOnDevice = (
  photos: Pick<PhotoStore, 'put'>,
  id: string,
  blobs: Blob[],
  warn: (message: string, error?: unknown) => void = console.warn,
): Promise<void> =>
  photos
    .put(id, blobs)
    .catch((error: unknown) => warn('Photos not kept on this device; the thumbnail stands in', error));

export function createPhotoStore(uid: string, factory: IDBFactory | undefined = globalThis.indexedDB): PhotoStore {
  const database = openDeviceDatabase(LISTING_PHOTOS_DB, { factory });
  const request = <T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    if (!database) throw new Error('This browser cannot keep photos on the device');
    return database.request(mode, run);
  };
  return {
    // As bytes and type (storableBlobs.ts): WebKit refuses Blobs where it keeps nothing on disk.
    async put(listingId, photos) {
      const stored = await toStorable(photos);
      await request('readwrite', (store) => store.put(stored, ownerKey(uid, listingId)));
    },
    get: async (listingId) =>
      fromStorable<Blob[] | undefined>(await request('readonly', (store) => store.get(ownerKey(uid, listingId)))) ?? [],
    remove: async (listingId) => void (await request('readwrite', (store) => store.delete(ownerKey(uid, listingId)))),
    removeAll: async () => void (await request('readwrite', (store) => store.delete(ownerRange(uid)))),
  };
}
