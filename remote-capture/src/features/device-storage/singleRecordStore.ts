/**
 * One record kept in an IndexedDB database of its own (blobs included): what the camera keeps on
 * the device across a reload or a sign-in (the result waiting for sign-up, the photos chosen and
 * not yet analysed). Without IndexedDB (a private mode that blocks it) nothing is kept: reads find
 * nothing and writes do nothing.
 */
import { fromStorable, toStorable } from '@snap/shared/storage';

interface Place {
  name: string;
  store: string;
}

function request<T>(
  { name, store: storeName }: Place,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const factory = globalThis.indexedDB;
  if (!factory) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const opening = factory.open(name, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(storeName);
    opening.onerror = () => reject(opening.error ?? new Error('IndexedDB unavailable'));
    opening.onsuccess = () => {
      const db = opening.result;
      // A deletion (sign-out) must not wait for this page to let go.
      db.onversionchange = () => db.close();
      const req = run(db.transaction(storeName, mode).objectStore(storeName));
      req.onsuccess = () => {
        resolve(req.result);
        db.close();
      };
      req.onerror = () => {
        reject(req.error ?? new Error('IndexedDB request failed'));
        db.close();
      };
    };
  });
}

export interface SingleRecordStore<T> {
  put(record: T): Promise<void>;
  get(): Promise<T | undefined>;
  clear(): Promise<void>;
}

/** `store` and `key` name the record inside the database (kept as they are for a database already made). */
export function singleRecordStore<T>(name: string, { store = 'records', key = 'record' } = {}): SingleRecordStore<T> {
  const place = { name, store };
  return {
    // Its Blobs as bytes and type (storableBlobs.ts): WebKit refuses Blobs where it keeps nothing on disk.
    put: async (record) => {
      const stored = await toStorable(record);
      await request(place, 'readwrite', (s) => s.put(stored, key));
    },
    get: async () => fromStorable<T | undefined>(await request(place, 'readonly', (s) => s.get(key))),
    clear: () => request(place, 'readwrite', (s) => s.delete(key)).then(() => undefined),
  };
}
