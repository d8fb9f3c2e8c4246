/**
 * The listings' outbox: every save, replace and edit of a listing is first kept here, on the
 * device, in one IndexedDB record per listing (keyed `${uid}/${listingId}`), and the record leaves
 * once the server has acknowledged the write it holds. So a result that is on screen is never only
 * in the Firestore SDK's hands, whose queue of unsent writes is in memory in WebKit
 * (listingsCache.ts) and not yet written anywhere until its chunk has loaded: a reload, or a tab
 * closed the moment the price shows, leaves the write here, and the next page sends it again
 * (outboxSync.ts).
 *
 * A listing's writes merge into its one record (an edit of a listing whose save is still waiting
 * becomes part of that save), so a resend is the listing's latest state, written under the id the
 * device chose for it: a repeat, never a duplicate. Each merge bumps the record's version; the
 * acknowledgement of an older version leaves a newer one in place.
 *
 * Outside the "listings-sdk" chunk: a save is queued without waiting for the Firestore SDK. A tiny
 * wrapper over the raw API, like photoStore.ts. Sign-out deletes the whole database (forgetOutbox).
 */
import { deleteDatabase, type ListingEdit, type MarketplaceId, type NewListing } from '@snap/shared';

export const OUTBOX_DATABASE = 'snap-listings-outbox';
const STORE = 'writes';

/**
 * A write as it will be sent: a new listing, a new analysis in a listing's place, or an edit; or
 * where the item is listed and whether it sold ('track': `edit` holds those fields, `shares` the
 * marketplaces it was shared to, recorded as recordShare does). A 'track' record is the device's
 * copy of a change sent straight to the server (queuedPort.ts), kept in a record of its own next
 * to the listing's other write, until the server has it: a page closed before then leaves it for
 * the next page to send.
 */
export type QueuedWrite =
  | { kind: 'save'; id: string; listing: NewListing }
  | { kind: 'replace'; id: string; listing: NewListing }
  | { kind: 'update'; id: string; edit: ListingEdit }
  | { kind: 'track'; id: string; edit: ListingEdit; shares: MarketplaceId[] };

export type OutboxRecord = QueuedWrite & {
  uid: string;
  version: number;
  queuedAt: number;
  /**
   * The server refused this write for good (the rules said no): it is not sent again, and stays on
   * the device, the seller told, until they change the listing (which sends it again) or delete it.
   */
  refused?: string;
};

/** The fields of `value` that are set. */
export const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

/** Where a write waits: a listing's 'track' record beside its other write. */
export const writeKey = (uid: string, { kind, id }: Pick<QueuedWrite, 'kind' | 'id'>): string =>
  kind === 'track' ? `${uid}/${id}#track` : `${uid}/${id}`;

/** Two changes of where an item is listed, as one: a list set by hand outweighs earlier shares. */
function mergeTracking(
  earlier: Extract<QueuedWrite, { kind: 'track' }>,
  next: Extract<QueuedWrite, { kind: 'track' }>,
): QueuedWrite {
  const edit = { ...earlier.edit, ...defined(next.edit) };
  const shares = next.edit.sharedTo !== undefined ? next.shares : [...new Set([...earlier.shares, ...next.shares])];
  return { ...next, edit, shares };
}

/** The write that stands for `earlier` followed by `next`, for one listing (of the same key). */
export function mergeWrite(earlier: QueuedWrite | undefined, next: QueuedWrite): QueuedWrite {
  if (!earlier) return next;
  if (next.kind === 'track') return earlier.kind === 'track' ? mergeTracking(earlier, next) : next;
  // (A 'track' record has a key of its own: only a 'track' write meets it.)
  if (earlier.kind === 'track') return next;
  if (next.kind === 'update')
    return earlier.kind === 'update'
      ? { ...earlier, edit: { ...earlier.edit, ...defined(next.edit) } }
      : { ...earlier, listing: { ...earlier.listing, ...defined(next.edit) } };
  // A new analysis of a listing whose save has not arrived is still that listing's first save.
  if (next.kind === 'replace' && earlier.kind === 'save') return { ...next, kind: 'save' };
  return next;
}

/** The key/value part, so the outbox is tested without IndexedDB (memoryOutboxStore). */
export interface OutboxStore {
  /** Replaces the record at `key` with `change(current)`, in one transaction; undefined leaves it. */
  merge(key: string, change: (current: OutboxRecord | undefined) => OutboxRecord | undefined): Promise<void>;
  /** Deletes the record at `key`, but only while it is still at `version` (any version without one). */
  delete(key: string, version?: number): Promise<void>;
  /** Every record whose key starts with `prefix`. */
  list(prefix: string): Promise<OutboxRecord[]>;
  /** Lets go of the store for good (the seller has gone): it is not opened again. */
  close?(): void;
}

export interface Outbox {
  /** Keeps the write on the device; resolves, with the record's version, once it is committed there. */
  queue(write: QueuedWrite): Promise<number>;
  /** The seller's writes the server has not acknowledged, oldest first. */
  pending(): Promise<OutboxRecord[]>;
  /** The server acknowledged this record: it goes, unless changed since. */
  settle(record: Pick<OutboxRecord, 'kind' | 'id' | 'version'>): Promise<void>;
  /** The server refused this record for good: it stays, marked, and is not sent again (unless changed since). */
  refuse(record: Pick<OutboxRecord, 'kind' | 'id' | 'version'>, reason: string): Promise<void>;
  /** Drops the listing's waiting writes (the listing was deleted). */
  discard(listingId: string): Promise<void>;
  /** Drops every waiting write of the seller (every listing was deleted). */
  discardAll(): Promise<void>;
  /** Told the waiting writes (their number, and the records) now and after each change made in this page. */
  watch(listener: (count: number, records: OutboxRecord[]) => void): () => void;
  /** The seller has gone: the device's store is let go and not opened again from this page. */
  close(): void;
}

export function createOutbox(uid: string, store: OutboxStore, now: () => number = Date.now): Outbox {
  const prefix = `${uid}/`;
  const listeners = new Set<(count: number, records: OutboxRecord[]) => void>();
  const pending = async () => (await store.list(prefix)).sort((a, b) => a.queuedAt - b.queuedAt);
  const changed = <T>(done: Promise<T>): Promise<T> =>
    done.finally(() => {
      if (listeners.size === 0) return;
      pending().then(
        (records) => listeners.forEach((listener) => listener(records.length, records)),
        () => undefined,
      );
    });
  return {
    queue(write) {
      let version = 0;
      return changed(
        store.merge(writeKey(uid, write), (current) => {
          version = (current?.version ?? 0) + 1;
          // A change of a refused write is a new try: it goes again.
          const { refused: _refused, ...merged } = { ...mergeWrite(current, write) } as OutboxRecord;
          return { ...merged, uid, version, queuedAt: current?.queuedAt ?? now() };
        }),
      ).then(() => version);
    },
    pending,
    settle: (record) => changed(store.delete(writeKey(uid, record), record.version)),
    refuse: (record, reason) =>
      changed(
        store.merge(writeKey(uid, record), (current) =>
          // Changed since (a new try), or gone: left as it is.
          current?.version === record.version ? { ...current, refused: reason } : undefined,
        ),
      ),
    discard: (listingId) =>
      changed(
        Promise.all([
          store.delete(writeKey(uid, { kind: 'save', id: listingId })),
          store.delete(writeKey(uid, { kind: 'track', id: listingId })),
        ]),
      ).then(() => undefined),
    discardAll: () =>
      changed(pending().then((records) => Promise.all(records.map((r) => store.delete(writeKey(uid, r)))))).then(
        () => undefined,
      ),
    watch(listener) {
      listeners.add(listener);
      pending().then(
        (records) => listeners.has(listener) && listener(records.length, records),
        () => undefined,
      );
      return () => void listeners.delete(listener);
    },
    close() {
      listeners.clear();
      store.close?.();
    },
  };
}

/** Firestore's own ids: 20 characters of [A-Za-z0-9], from the platform's random source. */
export function newListingId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  while (id.length < 20) {
    // 248 = 4 × 62: bytes past it are drawn again, so every character is equally likely.
    for (const byte of random(new Uint8Array(40))) if (byte < 248 && id.length < 20) id += chars[byte % 62];
  }
  return id;
}

/** An outbox store in memory: for tests, and where the browser has no IndexedDB. */
export function memoryOutboxStore(): OutboxStore & { records: Map<string, OutboxRecord> } {
  const records = new Map<string, OutboxRecord>();
  // As IndexedDB would hand it back: a copy, not the object queued (records are plain data).
  const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  return {
    records,
    async merge(key, change) {
      const next = change(records.get(key));
      if (next) records.set(key, copy(next));
    },
    async delete(key, version) {
      if (version === undefined || records.get(key)?.version === version) records.delete(key);
    },
    list: async (prefix) => [...records].filter(([key]) => key.startsWith(prefix)).map(([, record]) => copy(record)),
  };
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/** Resolves once the transaction has committed: the write is on the device, a reload away or not. */
const committed = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });

/** The outbox store in IndexedDB. Opened at once, so the first save does not wait for the opening. */
export function idbOutboxStore(factory: IDBFactory): OutboxStore {
  let db: Promise<IDBDatabase> | undefined;
  let closed = false;
  const open = () => {
    const request = factory.open(OUTBOX_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    return done(request).then((opened) => {
      // Only sign-out deletes it (here or in another tab), and its deletion waits for open
      // connections: close, and do not open it again for this seller, who has gone.
      opened.onversionchange = () => {
        opened.close();
        db = undefined;
        closed = true;
      };
      return opened;
    });
  };
  const transaction = async (mode: IDBTransactionMode) => {
    // Opening it again after sign-out deleted it would leave an empty database behind.
    if (closed) throw new Error('The outbox was closed: its seller has gone');
    db ??= open();
    db.catch(() => (db = undefined));
    const tx = (await db).transaction(STORE, mode);
    return { tx, store: tx.objectStore(STORE) };
  };
  /** Asks for the commit now rather than when the transaction runs out of requests. */
  const commitNow = (tx: IDBTransaction) => (tx as IDBTransaction & { commit?: () => void }).commit?.();
  void transaction('readonly').catch(() => undefined);
  return {
    close() {
      closed = true;
      void db?.then(
        (opened) => opened.close(),
        () => undefined,
      );
      db = undefined;
    },
    async merge(key, change) {
      const { tx, store } = await transaction('readwrite');
      const written = committed(tx);
      const read = store.get(key);
      read.onsuccess = () => {
        const next = change(read.result as OutboxRecord | undefined);
        if (next) store.put(next, key);
        commitNow(tx);
      };
      await written;
    },
    async delete(key, version) {
      const { tx, store } = await transaction('readwrite');
      const written = committed(tx);
      const read = store.get(key);
      read.onsuccess = () => {
        const current = read.result as OutboxRecord | undefined;
        if (current && (version === undefined || current.version === version)) store.delete(key);
      };
      await written;
    },
    async list(prefix) {
      const { store } = await transaction('readonly');
      // Every key under the prefix ('/' sorts just before '0', as in photoStore.ts).
      const range = IDBKeyRange.bound(prefix, `${prefix.slice(0, -1)}0`, false, true);
      return (await done(store.getAll(range))) as OutboxRecord[];
    },
  };
}

/** The seller's outbox on this device, or none where the browser has no IndexedDB. */
export function deviceOutbox(uid: string, factory: IDBFactory | undefined = globalThis.indexedDB): Outbox | null {
  return factory ? createOutbox(uid, idbOutboxStore(factory)) : null;
}

/** Sign-out: every seller's waiting writes leave the device, the database with them. */
export const forgetOutbox = (factory: IDBFactory | undefined = globalThis.indexedDB): Promise<void> =>
  deleteDatabase(OUTBOX_DATABASE, factory);
