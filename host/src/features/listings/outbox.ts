/**
 * The listings' outbox: every change of a listing — a save, a new analysis, the seller's words,
 * where it is listed, a sale, the archive — is first kept here, on the device, in one IndexedDB
 * record per listing (keyed `${uid}/${listingId}`), and the record leaves once the server has
 * acknowledged it. So a change on screen is never only in the Firestore SDK's hands, whose queue of
 * unsent writes is in memory in WebKit (listingsCache.ts) and not yet written anywhere until its
 * chunk has loaded: a reload, or a tab closed the moment the price shows, leaves the change here,
 * and the next page sends it (outboxSync.ts).
 *
 * A listing's changes merge into its one record (mergeChanges, @snap/shared/contracts), so a
 * resend is the listing's latest state, written under the id the device chose for it: a repeat,
 * never a duplicate. Each merge bumps the record's version; the acknowledgement of an older
 * version leaves a newer one in place.
 *
 * A new listing is also noted at once, synchronously, in localStorage (the journal) until its record
 * is committed: IndexedDB commits after the page has painted the price (in WebKit, whose IndexedDB
 * is another process, up to a few hundred ms later), and a page replaced before then aborts the
 * transaction. The next page of the same seller puts what the journal still holds in the outbox
 * before it reads anything.
 *
 * Outside the "listings-sdk" chunk: a save is queued without waiting for the Firestore SDK. A tiny
 * wrapper over the raw API, like photoStore.ts. Sign-out deletes the whole database and the journal
 * (forgetOutbox).
 */
import { deleteDatabase } from '@snap/shared';
import { mergeChanges, type ListingChange } from '@snap/shared/contracts';
import { releaseOnPageHide, type PageHideRelease } from './pageHide';

export const OUTBOX_DATABASE = 'snap-listings-outbox';
const STORE = 'writes';

/** A change of the listing `id`, as it is queued and sent. */
export type QueuedChange = ListingChange & { id: string };

export type OutboxRecord = QueuedChange & {
  uid: string;
  version: number;
  queuedAt: number;
  /**
   * The server refused this change for good (the rules said no): it is not sent again, and stays
   * on the device, the seller told, until they change the listing (which sends it again) or delete it.
   */
  refused?: string;
};

/** Where a listing's change waits. */
export const writeKey = (uid: string, id: string): string => `${uid}/${id}`;

/**
 * A record in the outbox's older layout, which a device may still hold: one per kind of write
 * ('save', 'replace', 'update', and 'track' under a key of its own), read as the change it stands
 * for. A share it holds is left out: a share is no sign the listing is live (the seller marks it
 * listed).
 */
type LegacyRecord = {
  kind: 'save' | 'replace' | 'update' | 'track';
  id: string;
  uid: string;
  version: number;
  queuedAt: number;
  listing?: ListingChange['listing'];
  edit?: ListingChange['edit'];
};
const isLegacy = (record: OutboxRecord | LegacyRecord): record is LegacyRecord => 'kind' in record;
function changeOf({ kind, listing, edit = {} }: LegacyRecord): ListingChange {
  if (kind === 'save' && listing) return { listing, create: true, edit };
  if (kind === 'replace' && listing) return { listing, edit };
  return { edit };
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

type Listener = (count: number, records: OutboxRecord[]) => void;

/** Where a new listing is noted synchronously until its record is committed (localStorage). */
export type OutboxJournal = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const JOURNAL_PREFIX = 'snap:unsaved-listing:';

/** The page's localStorage; none where reading it throws (storage blocked). */
const pageStorage = (): OutboxJournal | undefined => {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
};

const journalKeys = (journal: OutboxJournal, prefix = JOURNAL_PREFIX): string[] =>
  Array.from({ length: journal.length }, (_, index) => journal.key(index) ?? '').filter((key) =>
    key.startsWith(prefix),
  );

export interface Outbox {
  /** Keeps the change on the device; resolves, with the record's version, once it is committed there. */
  queue(change: QueuedChange): Promise<number>;
  /** The seller's changes the server has not acknowledged, oldest first. */
  pending(): Promise<OutboxRecord[]>;
  /** The server acknowledged this record: it goes, unless changed since. */
  settle(record: Pick<OutboxRecord, 'id' | 'version'>): Promise<void>;
  /** The server refused this record for good: it stays, marked, and is not sent again (unless changed since). */
  refuse(record: Pick<OutboxRecord, 'id' | 'version'>, reason: string): Promise<void>;
  /** Drops the listing's waiting change (the listing was deleted). */
  discard(listingId: string): Promise<void>;
  /** Drops every waiting change of the seller (every listing was deleted). */
  discardAll(): Promise<void>;
  /** Told the waiting changes (their number, and the records) now and after each change made in this page. */
  watch(listener: Listener): () => void;
  /** The seller has gone: the device's store is let go and not opened again from this page. */
  close(): void;
}

export function createOutbox(
  uid: string,
  store: OutboxStore,
  now: () => number = Date.now,
  journal?: OutboxJournal,
): Outbox {
  const prefix = `${uid}/`;
  const listeners = new Set<Listener>();
  const key = (id: string) => writeKey(uid, id);
  // A full or refused localStorage leaves the note out: the record still goes to IndexedDB.
  const note = (change: QueuedChange, queuedAt: number) => {
    const noteKey = `${JOURNAL_PREFIX}${key(change.id)}`;
    try {
      journal?.setItem(noteKey, JSON.stringify({ ...change, queuedAt }));
      return noteKey;
    } catch {
      return undefined;
    }
  };
  // A note left by a page replaced before its record was committed becomes the record (unless the
  // commit made it after all), so nothing is read or sent before it is there.
  const recoverNotes = async () => {
    if (!journal) return;
    for (const noteKey of journalKeys(journal, `${JOURNAL_PREFIX}${prefix}`)) {
      let noted: (QueuedChange & { queuedAt: number }) | undefined;
      try {
        noted = JSON.parse(journal.getItem(noteKey) ?? 'null') as typeof noted;
      } catch {
        noted = undefined;
      }
      if (noted?.id) {
        const { queuedAt, ...change } = noted;
        await store.merge(key(change.id), (current) => current ?? { ...change, uid, version: 1, queuedAt });
      }
      journal.removeItem(noteKey);
    }
  };
  // The last version of each listing's change this page has given or read (one an earlier page
  // left included): a record acknowledged and gone does not start its listing's versions over, so
  // an answer for an earlier change is never taken for a later one's (outboxSync.ts' `sent`).
  const versions = new Map<string, number>();
  const seen = (records: Pick<OutboxRecord, 'id' | 'version'>[]) =>
    records.forEach(({ id, version }) => versions.set(id, Math.max(versions.get(id) ?? 0, version)));
  // Records in the older layout are made changes once, before anything is read. A failure (a
  // store that could not be read just then) is not kept: the next read or save tries again, rather
  // than the outbox staying unreadable, and every save refused, for the rest of the page's life.
  let upgraded: Promise<void> | undefined;
  const upgrade = () =>
    (upgraded ??= store
      .list(prefix)
      .then(async (records) => {
        for (const record of records as (OutboxRecord | LegacyRecord)[]) {
          if (!isLegacy(record)) continue;
          await store.merge(key(record.id), (current) => ({
            ...mergeChanges(current && !isLegacy(current) ? current : undefined, changeOf(record)),
            id: record.id,
            uid,
            version: (current?.version ?? 0) + 1,
            queuedAt: Math.min(current?.queuedAt ?? record.queuedAt, record.queuedAt),
          }));
          if (record.kind === 'track') await store.delete(`${key(record.id)}#track`);
        }
        await recoverNotes();
      })
      .catch((error: unknown) => {
        upgraded = undefined;
        throw error;
      }));
  const pending = async () => {
    await upgrade();
    const records = await store.list(prefix);
    seen(records);
    return records.sort((a, b) => a.queuedAt - b.queuedAt);
  };
  const changed = <T>(done: Promise<T>): Promise<T> =>
    done.finally(() => {
      if (listeners.size === 0) return;
      pending().then(
        (records) => listeners.forEach((listener) => listener(records.length, records)),
        () => undefined,
      );
    });
  return {
    queue(change) {
      let version = 0;
      const queuedAt = now();
      // Only a new listing: nothing else of it is on the device yet to fall back on.
      const noted = change.create ? note(change, queuedAt) : undefined;
      return changed(
        upgrade().then(() =>
          store.merge(key(change.id), (current) => {
            version = Math.max(current?.version ?? 0, versions.get(change.id) ?? 0) + 1;
            versions.set(change.id, version);
            // A change of a refused record is a new try: it goes again.
            return {
              ...mergeChanges(current, change),
              id: change.id,
              uid,
              version,
              queuedAt: current?.queuedAt ?? queuedAt,
            };
          }),
        ),
      ).then(() => {
        // In the task that saw the commit: no page load comes between the two.
        if (noted) journal?.removeItem(noted);
        return version;
      });
    },
    pending,
    settle: (record) => changed(store.delete(key(record.id), record.version)),
    refuse: (record, reason) =>
      changed(
        store.merge(key(record.id), (current) =>
          // Changed since (a new try), or gone: left as it is.
          current?.version === record.version ? { ...current, refused: reason } : undefined,
        ),
      ),
    discard: (listingId) => changed(store.delete(key(listingId))),
    discardAll: () =>
      changed(pending().then((records) => Promise.all(records.map((r) => store.delete(key(r.id)))))).then(
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
  let release: PageHideRelease | undefined;
  let closed = false;
  const open = () => {
    const request = factory.open(OUTBOX_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    return done(request).then((opened) => {
      // Into the back/forward cache: closed, and opened again if the page is shown again.
      release = releaseOnPageHide(opened, () => {
        db = undefined;
        release = undefined;
      });
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
    const opened = await db;
    const tx = opened.transaction(STORE, mode);
    release?.track(tx);
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

/**
 * The seller's outbox on this device: in IndexedDB, or in memory where the browser has none (the
 * page's changes still take the one path, and go with the page).
 */
export function deviceOutbox(
  uid: string,
  factory: IDBFactory | undefined = globalThis.indexedDB,
  journal: OutboxJournal | undefined = pageStorage(),
): Outbox {
  return createOutbox(uid, factory ? idbOutboxStore(factory) : memoryOutboxStore(), Date.now, journal);
}

/** Sign-out: every seller's waiting writes leave the device, the database and the journal with them. */
export const forgetOutbox = (
  factory: IDBFactory | undefined = globalThis.indexedDB,
  journal: OutboxJournal | undefined = pageStorage(),
): Promise<void> => {
  if (journal) journalKeys(journal).forEach((key) => journal.removeItem(key));
  return deleteDatabase(OUTBOX_DATABASE, factory);
};
