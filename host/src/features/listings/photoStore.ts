/**
 * Full-size photos of saved listings on this device: one IndexedDB record per listing id, holding
 * its JPEGs. A listing this device saved or opened shows them without the network, and the outbox's
 * send reads them from here to put them on the server next to the listing (listingPhotos.ts). A tiny
 * wrapper over the raw API, so no dependency. Keys are scoped by user, so two sellers on one device
 * never see each other's photos. Sign-out deletes the whole database (forgetPhotos).
 */
import { deleteDatabase } from '@snap/shared';
import { fromStorable, toStorable } from '@snap/shared/storage';
import { releaseOnPageHide, type PageHideRelease } from './pageHide';

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

function open(
  factory: IDBFactory,
  onClose: () => void,
  onPageCached: () => void,
): Promise<{ db: IDBDatabase; release: PageHideRelease }> {
  const request = factory.open(DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return done(request).then((db) => {
    // Only sign-out deletes it (in this tab or another), and the deletion waits for open
    // connections: close this one, and never open it again for this seller, who has gone (a
    // late read or write, a photo on its way to the server, would make the database anew).
    db.onversionchange = () => {
      db.close();
      onClose();
    };
    // Into the back/forward cache: closed, and opened again if the page is shown again.
    return { db, release: releaseOnPageHide(db, onPageCached) };
  });
}

/** Sign-out: every seller's photos leave the device, the database with them. */
export const forgetPhotos = (factory: IDBFactory | undefined = globalThis.indexedDB): Promise<void> =>
  deleteDatabase(DB_NAME, factory);

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
  let db: Promise<{ db: IDBDatabase; release: PageHideRelease }> | undefined;
  let gone = false;
  const store = async (mode: IDBTransactionMode) => {
    if (!factory) throw new Error('This browser cannot keep photos on the device');
    if (gone) throw new Error('The photos on this device were deleted: their seller has signed out');
    db ??= open(
      factory,
      () => {
        db = undefined;
        gone = true;
      },
      () => (db = undefined),
    );
    const opened = await db;
    return opened.release.track(opened.db.transaction(STORE, mode)).objectStore(STORE);
  };
  const key = (listingId: string) => `${uid}/${listingId}`;
  return {
    // As bytes and type (storableBlobs.ts): WebKit refuses Blobs where it keeps nothing on disk.
    async put(listingId, photos) {
      const stored = await toStorable(photos);
      await done((await store('readwrite')).put(stored, key(listingId)));
    },
    get: async (listingId) =>
      fromStorable<Blob[] | undefined>(await done((await store('readonly')).get(key(listingId)))) ?? [],
    remove: async (listingId) => void (await done((await store('readwrite')).delete(key(listingId)))),
    // Everything under this seller's prefix ('/' sorts just before '0').
    removeAll: async () =>
      void (await done((await store('readwrite')).delete(IDBKeyRange.bound(`${uid}/`, `${uid}0`, false, true)))),
  };
}
