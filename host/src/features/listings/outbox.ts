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
 * Outside the "listings-sdk" chunk: a save is queued without waiting for the Firestore SDK. The
 * store is a handle of the device-database helper (@snap/shared/storage), like photoStore.ts.
 * Sign-out deletes the whole database (DEVICE_DATABASES) and the journal (forgetOutboxJournal).
 */
import { mergeChanges, type ListingChange } from '@snap/shared/contracts';
import { committed, commitNow, OUTBOX_DB, openDeviceDatabase, ownerKey, ownerRange } from '@snap/shared/storage';

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
export const writeKey = ownerKey;

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

/**
 * The outbox store in IndexedDB, through a handle of the device-database helper
 * (@snap/shared/storage), records keyed by their seller (writeKey): opened at once, so the first
 * save does not wait for the opening; closed for good once sign-out deletes it. None where the
 * browser has no IndexedDB.
 */
export function idbOutboxStore(factory: IDBFactory | undefined): OutboxStore | undefined {
  const db = openDeviceDatabase(OUTBOX_DB, { factory, openNow: true });
  if (!db) return undefined;
  /** Reads the record at `key` and acts on it in the same transaction; resolves once that commits. */
  const readThenWrite = async (
    key: string,
    act: (current: OutboxRecord | undefined, store: IDBObjectStore, transaction: IDBTransaction) => void,
  ) => {
    const { transaction, store } = await db.transaction('readwrite');
    const written = committed(transaction);
    const read = store.get(key);
    read.onsuccess = () => act(read.result as OutboxRecord | undefined, store, transaction);
    await written;
  };
  return {
    close: () => db.close(),
    merge: (key, change) =>
      readThenWrite(key, (current, store, transaction) => {
        const next = change(current);
        if (next) store.put(next, key);
        commitNow(transaction);
      }),
    delete: (key, version) =>
      readThenWrite(key, (current, store) => {
        if (current && (version === undefined || current.version === version)) store.delete(key);
      }),
    list: async (prefix) =>
      (await db.request('readonly', (store) => store.getAll(ownerRange(prefix.slice(0, -1))))) as OutboxRecord[],
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
  return createOutbox(uid, idbOutboxStore(factory) ?? memoryOutboxStore(), Date.now, journal);
}

/** Sign-out: every seller's notes of new listings leave the device (the database goes by DEVICE_DATABASES). */
export const forgetOutboxJournal = (journal: OutboxJournal | undefined = pageStorage()): void => {
  if (journal) journalKeys(journal).forEach((key) => journal.removeItem(key));
};
