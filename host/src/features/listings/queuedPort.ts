/**
 * The seller's ListingsPort with every change of a listing going through the outbox (outbox.ts):
 * a save, a new analysis, the seller's words, where it is listed, a sale, the archive. Each is kept
 * on the device first (a deletion too), without waiting for the Firestore SDK's chunk or the
 * server, and sent from there (outboxSync.ts). A save or an edit of words resolves once it is on
 * the device; a tracking edit (isTrackingEdit) resolves once the server has it, so its screen shows
 * the server's refusal. The id of a new listing is chosen here, on the device, so a resend writes
 * the same document. A listing opened by id shows its waiting change over the store's copy
 * (waitingListing.ts); subscriptions carry the number of changes still waiting.
 *
 * Outside the "listings-sdk" chunk; the chunk's port reads, deletes and sends (SendingListingsPort).
 */
import type { ListingEdit, ListingsPort, ListingsSnapshot, NotSavedListing, SavedListing } from '@snap/shared';
import type { DeferredListingsPort, StoredListingsPort } from './deferredPort';
import { forgetOutboxJournal, newListingId, type Outbox, type OutboxRecord, type QueuedChange } from './outbox';
import { createOutboxSync, type OutboxSyncOptions, type SendWrite } from './outboxSync';
import { keepPhotosOnDevice, type PhotoStore } from './photoStore';
import { withWaitingWrite, withWaitingWrites } from './waitingListing';

/** The chunk's port: besides reading, it sends a listing's waiting change to Firestore. */
export interface SendingListingsPort extends StoredListingsPort {
  send: SendWrite;
}

export interface QueuedListingsPort extends ListingsPort, Omit<DeferredListingsPort, keyof StoredListingsPort> {
  /** Sends what waits; true once nothing does, false after `timeoutMs`. */
  drain(timeoutMs: number): Promise<boolean>;
  /** The seller's changes still waiting. */
  waiting(): Promise<number>;
  /** Stops sending (the seller has gone). */
  stop(): void;
}

const TRACKING_FIELDS = ['status', 'links', 'sold', 'delistedFrom', 'sharedTo', 'listedAt'] as const;

/** Whether an edit is a tracking edit: it changes a tracking field (its screen awaits the server). */
export const isTrackingEdit = (edit: ListingEdit): boolean =>
  TRACKING_FIELDS.some((field) => edit[field] !== undefined);

/** The page's queued port, for sign-out to wait on (forgetWaitingWrites). */
let current: QueuedListingsPort | undefined;

export interface QueuedPortOptions extends OutboxSyncOptions {
  /** The page's port, which sign-out waits on (false: one of several sellers in a test). */
  page?: boolean;
}

export function queuedPort(
  inner: DeferredListingsPort,
  outbox: Outbox,
  send: SendWrite,
  photos: PhotoStore,
  { warn = console.warn, page = true, ...options }: QueuedPortOptions = {},
): QueuedListingsPort {
  const sync = createOutboxSync(outbox, send, { warn, ...options });
  // Whatever an earlier page (or this one before a reload) left waiting goes now.
  void sync.flush();
  const queue = async (change: QueuedChange) => {
    const version = await outbox.queue(change);
    void sync.flush();
    return version;
  };
  const queueBeside = async (id: string, blobs: Blob[], change: QueuedChange) => {
    const kept = keepPhotosOnDevice(photos, id, blobs, warn);
    sync.hold(id, kept);
    await outbox.queue(change);
    // The moment the listing is on the device, for the e2e suite and the performance panel.
    if (change.create) globalThis.performance?.mark?.('snap:listing-queued');
    await kept;
  };

  const port: QueuedListingsPort = {
    ...inner,
    // The change is on the device at once, beside its photos, which take longer (megabytes): a page
    // replaced meanwhile still leaves the listing to send, with its thumbnail if the photos did not
    // make it. This page sends it once the photos are kept, as the send reads them (outboxSync.hold).
    async save(listing, blobs) {
      const id = newListingId();
      await queueBeside(id, blobs, { id, listing, create: true, edit: {} });
      return id;
    },
    async replace(id, listing, blobs) {
      await queueBeside(id, blobs, { id, listing, edit: {} });
    },
    async update(id, edit) {
      // Made on the dashboard or a listing's screen, which says whether the server took it (`sent`
      // sends it).
      if (isTrackingEdit(edit)) await sync.sent(id, await outbox.queue({ id, edit }));
      else await queue({ id, edit });
    },
    async get(id) {
      // The device's waiting change, read again once if the store could not be read just then.
      const waitingChange = () => outbox.pending().then((records) => records.find((record) => record.id === id));
      const [saved, waiting] = await Promise.all([
        inner.get(id),
        waitingChange()
          .catch(waitingChange)
          .then(
            (record) => ({ record }),
            (error: unknown) => ({ error }),
          ),
      ]);
      // Not on the server, and the device could not say whether it waits here: not "deleted".
      if ('error' in waiting) {
        if (saved === null) throw waiting.error;
        return saved;
      }
      return withWaitingWrite(saved, waiting.record);
    },
    // A deletion waits on the device like any change, so a page closed at once (WebKit keeps the
    // SDK's unsent writes in memory) does not leave the listing on the server.
    async remove(id) {
      await queue({ id, removed: true, edit: {} });
    },
    // Undo: once the deletion has reached the server (sent now if it still waits), the listing is
    // put back with its photos, which the store kept for this.
    async restore(listing) {
      const deletion = (await outbox.pending()).find((record) => record.id === listing.id && record.removed);
      if (deletion) await sync.sent(listing.id, deletion.version);
      await inner.restore(listing);
    },
    async removeAll() {
      await outbox.discardAll();
      await inner.removeAll();
    },
    // The list shows what waits in the outbox too: a listing saved here is on the dashboard before
    // the server has it, with its latest edit, whichever answer (cache, first read, server) came.
    subscribe(onChange) {
      let last: ListingsSnapshot | undefined;
      let waiting: OutboxRecord[] = [];
      const emit = () => {
        if (!last) return;
        const listings = last.loading ? last.listings : withWaitingWrites(last.listings, waiting);
        const refused = waiting.filter((record) => record.refused);
        onChange({
          ...last,
          listings,
          waitingToSync: waiting.length - refused.length,
          ...(refused.length > 0 && { notSaved: notSavedListings(refused, listings) }),
        });
      };
      const stopWatching = outbox.watch((_count, records) => {
        if (records.length === 0 && waiting.length === 0) return;
        waiting = records;
        emit();
      });
      const stopListening = inner.subscribe((snapshot) => {
        last = snapshot;
        emit();
      });
      return () => {
        stopWatching();
        stopListening();
      };
    },
    drain: (timeoutMs) => sync.drain(timeoutMs),
    waiting: () => outbox.pending().then((records) => records.length),
    stop() {
      sync.stop();
      outbox.close();
      if (current === port) current = undefined;
    },
  };
  if (page) {
    current?.stop();
    current = port;
  }
  return port;
}

/** The refused records as the seller is told of them: each listing once, by its name. */
function notSavedListings(refused: OutboxRecord[], listings: SavedListing[]): NotSavedListing[] {
  const named = new Map<string, NotSavedListing>();
  for (const record of refused) {
    if (named.has(record.id)) continue;
    const itemName =
      listings.find((listing) => listing.id === record.id)?.itemName ??
      record.edit.itemName ??
      record.listing?.itemName ??
      'A listing';
    named.set(record.id, { id: record.id, itemName, reason: record.refused ?? '' });
  }
  return [...named.values()];
}

export interface WritesStillWaitingOptions {
  waitMs: number;
  online?: () => boolean;
}

/**
 * Before sign-out: how many of the seller's writes would be lost. Online, they are first given
 * (at most `waitMs`) to reach the server, so a seller who signs out right after a save is not asked
 * about work that was about to arrive; offline they are counted at once.
 */
export async function writesStillWaiting({
  waitMs,
  online = () => globalThis.navigator?.onLine ?? true,
}: WritesStillWaitingOptions): Promise<number> {
  const port = current;
  if (!port) return 0;
  const synced = online() ? await port.drain(waitMs) : false;
  return synced ? 0 : await port.waiting().catch(() => 0);
}

export interface ForgetWaitingWritesOptions {
  waitMs: number;
  online?: () => boolean;
  warn?: (message: string, error?: unknown) => void;
}

/**
 * Sign-out's first part for the outbox. Online, it first waits (at most `waitMs`) for the waiting
 * writes to reach the server, so a seller who signs out right after a save keeps the listing;
 * offline, or past the wait, what is still waiting is lost with the device's copy, and the console
 * says how much. The page's outbox stops and its journal goes; the database itself is deleted with
 * every other device database, after this step (forgetDevice.ts).
 */
export async function forgetWaitingWrites({
  waitMs,
  online = () => globalThis.navigator?.onLine ?? true,
  warn = console.warn,
}: ForgetWaitingWritesOptions): Promise<void> {
  const port = current;
  if (port) {
    const synced = online() ? await port.drain(waitMs) : false;
    const left = synced ? 0 : await port.waiting().catch(() => 0);
    port.stop();
    if (left > 0)
      warn(`Signing out with ${left} listing ${left === 1 ? 'write' : 'writes'} not yet synced: they are lost`);
  }
  forgetOutboxJournal();
}
