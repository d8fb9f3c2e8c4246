/**
 * Full-size photos of saved listings, kept on this device only (the landing page promises photos
 * stay private): one IndexedDB record per listing id, holding its JPEG blobs. A tiny wrapper over
 * the raw API, so no dependency. Keys are scoped by user, so two sellers on one device never see
 * each other's photos. Sign-out deletes the whole database (forgetPhotos).
 */
import { deleteDatabase } from '@snap/shared';

const DB_NAME = 'snap-listing-photos';
const STORE = 'photos';

export interface PhotoStore {
  put(listingId: string, photos: Blob[]): Promise<void>;
  get(listingId: string): Promise<Blob[]>;
  remove(listingId: string): Promise<void>;
  removeAll(): Promise<void>;
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

function open(factory: IDBFactory, onClose: () => void): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return done(request).then((db) => {
    // A deletion (sign-out, in this tab or another) waits for open connections: close this one,
    // and open anew on the next call.
    db.onversionchange = () => {
      db.close();
      onClose();
    };
    return db;
  });
}

/** Sign-out: every seller's photos leave the device, the database with them. */
export const forgetPhotos = (factory: IDBFactory | undefined = globalThis.indexedDB): Promise<void> =>
  deleteDatabase(DB_NAME, factory);

export function createPhotoStore(uid: string, factory: IDBFactory | undefined = globalThis.indexedDB): PhotoStore {
  let db: Promise<IDBDatabase> | undefined;
  const store = async (mode: IDBTransactionMode) => {
    if (!factory) throw new Error('This browser cannot keep photos on the device');
    db ??= open(factory, () => (db = undefined));
    return (await db).transaction(STORE, mode).objectStore(STORE);
  };
  const key = (listingId: string) => `${uid}/${listingId}`;
  return {
    put: async (listingId, photos) => void (await done((await store('readwrite')).put(photos, key(listingId)))),
    get: async (listingId) => ((await done((await store('readonly')).get(key(listingId)))) as Blob[] | undefined) ?? [],
    remove: async (listingId) => void (await done((await store('readwrite')).delete(key(listingId)))),
    // Everything under this seller's prefix ('/' sorts just before '0').
    removeAll: async () =>
      void (await done((await store('readwrite')).delete(IDBKeyRange.bound(`${uid}/`, `${uid}0`, false, true)))),
  };
}
