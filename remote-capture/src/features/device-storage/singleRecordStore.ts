/**
 * One record kept in an IndexedDB database of its own (blobs included): what the camera keeps on
 * the device across a reload or a sign-in (the result waiting for sign-up, the photos chosen and
 * not yet analysed). The record names its owner itself (whoever made it); the database is opened
 * through the device-database helper (@snap/shared/storage), once for the person this page serves.
 * Sign-out deletes the database: the handle is then closed for good, and the page's next person
 * (a visitor again, or another account) gets a new one. Without IndexedDB (a private mode that
 * blocks it) nothing is kept: reads find nothing and writes do nothing.
 */
import {
  DeviceDatabaseGone,
  fromStorable,
  openDeviceDatabase,
  toStorable,
  type DeviceDatabase,
  type DeviceDatabaseSpec,
} from '@snap/shared/storage';

export interface SingleRecordStore<T> {
  put(record: T): Promise<void>;
  get(): Promise<T | undefined>;
  clear(): Promise<void>;
}

/** `key` names the record in the store (kept as it is for a database already made). */
export function singleRecordStore<T>(spec: DeviceDatabaseSpec, { key = 'record' } = {}): SingleRecordStore<T> {
  let handle: DeviceDatabase | undefined;
  const request = async <R>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<R>) => {
    handle ??= openDeviceDatabase(spec);
    if (!handle) return undefined;
    try {
      return await handle.request(mode, run);
    } catch (error) {
      // Deleted by a sign-out: whoever asks now is the page's next person.
      if (!(error instanceof DeviceDatabaseGone)) throw error;
      handle = openDeviceDatabase(spec);
      return handle?.request(mode, run);
    }
  };
  return {
    // Its Blobs as bytes and type (storableBlobs.ts): WebKit refuses Blobs where it keeps nothing on disk.
    put: async (record) => {
      const stored = await toStorable(record);
      await request('readwrite', (s) => s.put(stored, key));
    },
    get: async () => fromStorable<T | undefined>(await request('readonly', (s) => s.get(key))),
    clear: () => request('readwrite', (s) => s.delete(key)).then(() => undefined),
  };
}
