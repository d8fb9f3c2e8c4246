/**
 * The one way the app opens IndexedDB: a handle on one database of DEVICE_DATABASES (databases.ts)
 * for the person this page serves.
 *
 * - **Opened once.** The first transaction opens the database (or `openNow` at once, so the first
 *   write does not wait for the opening), and every later one reuses the connection. An opening that
 *   fails is not kept: the next transaction tries again.
 * - **Scoped to its owner.** A store of several people's records keys each `${owner}/${id}`
 *   (`ownerKey`), and `ownerRange` covers every record of the owner and no one else's, so two
 *   people on one phone never read each other's. A store of one record names its owner in it.
 * - **Closed for good once deleted.** Only sign-out deletes a database (in this tab or another), and
 *   a deletion waits for open connections: the handle closes its connection at once and refuses
 *   every later transaction (`DeviceDatabaseGone`). The person it served has gone: a late read or
 *   write of theirs must not make the database anew. The next person gets a new handle.
 * - **Let go into the back/forward cache** (pageHide.ts): what is in flight is aborted, the
 *   connection closed, and opened again if the page is shown again.
 * - Without IndexedDB (a private mode that blocks it) `openDeviceDatabase` returns undefined, and
 *   the caller decides what stands in.
 *
 * Sign-out deletes every database in DEVICE_DATABASES by name (`forgetDeviceDatabases`), whether or
 * not this page opened it.
 */
import type { DeviceDatabaseSpec } from './databases';
import { releaseOnPageHide, type PageEvents, type PageHideRelease } from './pageHide';

/** A transaction asked of a handle whose database sign-out deleted. */
export class DeviceDatabaseGone extends Error {
  constructor(spec: DeviceDatabaseSpec) {
    super(`${spec.what} on this device were deleted: their owner has gone (${spec.name})`);
    this.name = 'DeviceDatabaseGone';
  }
}

/** Resolves with the request's result once it has succeeded. */
export const requestDone = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/** Resolves once the transaction has committed: the write is on the device, a reload away or not. */
export const committed = (transaction: IDBTransaction): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });

/** Asks for the commit now rather than when the transaction runs out of requests. */
export const commitNow = (transaction: IDBTransaction): void =>
  (transaction as IDBTransaction & { commit?: () => void }).commit?.();

/**
 * Every key `${owner}/…`: '/' sorts just before '0', so the range ends before the keys of an owner
 * whose id starts with this one's.
 */
export const ownerKey = (owner: string, id: string): string => `${owner}/${id}`;

export const ownerRange = (owner: string, keyRange: typeof IDBKeyRange = globalThis.IDBKeyRange): IDBKeyRange =>
  keyRange.bound(`${owner}/`, `${owner}0`, false, true);

export interface DeviceDatabase {
  /** A transaction on the database's store, opening the database on first use. */
  transaction(mode: IDBTransactionMode): Promise<{ transaction: IDBTransaction; store: IDBObjectStore }>;
  /**
   * One request in a transaction of its own. Resolves with the request's result: a read once it
   * has succeeded, a write once its transaction has committed.
   */
  request<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T>;
  /** Lets go of the database for good (its owner has gone): it is not opened again by this handle. */
  close(): void;
}

export interface DeviceDatabaseOptions {
  factory?: IDBFactory | undefined;
  /** Opens the database at once rather than at the first transaction. */
  openNow?: boolean;
  /** Where `pagehide` is heard (the window). */
  events?: PageEvents;
}

export function openDeviceDatabase(
  spec: DeviceDatabaseSpec,
  { factory = globalThis.indexedDB, openNow = false, events }: DeviceDatabaseOptions = {},
): DeviceDatabase | undefined {
  if (!factory) return undefined;
  const idb = factory;
  let connection: Promise<{ db: IDBDatabase; release: PageHideRelease }> | undefined;
  let gone = false;
  const open = () => {
    const opening = idb.open(spec.name, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(spec.store);
    return requestDone(opening).then((db) => {
      db.onversionchange = () => {
        db.close();
        connection = undefined;
        gone = true;
      };
      const release = releaseOnPageHide(db, () => (connection = undefined), events);
      return { db, release };
    });
  };
  const transaction = async (mode: IDBTransactionMode) => {
    if (gone) throw new DeviceDatabaseGone(spec);
    if (!connection) {
      const opening = open();
      connection = opening;
      opening.catch(() => {
        if (connection === opening) connection = undefined;
      });
    }
    const { db, release } = await connection;
    const tx = release.track(db.transaction(spec.store, mode));
    return { transaction: tx, store: tx.objectStore(spec.store) };
  };
  if (openNow) void transaction('readonly').catch(() => undefined);
  return {
    transaction,
    async request(mode, run) {
      const { transaction: tx, store } = await transaction(mode);
      const request = run(store);
      if (mode === 'readonly') return requestDone(request);
      const [result] = await Promise.all([requestDone(request), committed(tx)]);
      return result;
    },
    close() {
      gone = true;
      void connection?.then(
        ({ db }) => db.close(),
        () => undefined,
      );
      connection = undefined;
    },
  };
}
