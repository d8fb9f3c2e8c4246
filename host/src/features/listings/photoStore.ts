/**
 * Full-size photos of saved listings, kept on this device only (the landing page promises photos
 * stay private): one IndexedDB record per listing id, holding its JPEG blobs. A tiny wrapper over
 * the raw API, so no dependency. Keys are scoped by user, so two sellers on one device never see
 * each other's photos.
 */
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

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return done(request);
}

export function createPhotoStore(uid: string, factory: IDBFactory | undefined = globalThis.indexedDB): PhotoStore {
  let db: Promise<IDBDatabase> | undefined;
  const store = async (mode: IDBTransactionMode) => {
    if (!factory) throw new Error('This browser cannot keep photos on the device');
    db ??= open(factory);
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
