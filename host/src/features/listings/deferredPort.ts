/**
 * A ListingsPort usable at once whose calls wait for the real one, which arrives with the
 * "listings-sdk" chunk (the Firestore SDK). A failed download is not kept: the next call tries again.
 *
 * With a `firstRead` (firstRead.ts), a subscription shows the seller's listings from one plain
 * request first, and only then fetches the SDK for the live list: on a slow phone link the SDK's
 * download would otherwise stand between the seller and their dashboard. Until the SDK has heard
 * from the server, its cache's answers (older, or empty on a first visit) do not replace that read.
 */
import type { ListingsPort, ListingsSnapshot, SavedListing } from '@snap/shared';
import { LISTINGS_READ_FAILED } from './subscribeWithRetry';

export type FirstRead = () => Promise<SavedListing[]>;

/** What the store does itself: read, put back, delete all; every change goes through the outbox (queuedPort.ts). */
export type StoredListingsPort = Omit<ListingsPort, 'save' | 'update' | 'replace' | 'remove'>;

export interface DeferredListingsPort extends StoredListingsPort {
  /** Fetches the SDK now instead of on the first call. */
  preload(): void;
  /** Starts the first read now, for the next subscription to take (a page that lists the listings). */
  readAhead(): void;
  /** The real port, fetching the SDK if it is not here yet. */
  loaded(): Promise<StoredListingsPort>;
}

export function deferredPort(load: () => Promise<StoredListingsPort>, firstRead?: FirstRead): DeferredListingsPort {
  let pending: Promise<StoredListingsPort> | undefined;
  let readingAhead: Promise<SavedListing[]> | undefined;
  const read = (from: FirstRead) => {
    const started = readingAhead ?? from();
    readingAhead = undefined;
    return started;
  };
  const port = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return {
    preload: () => void port().catch(() => undefined),
    loaded: port,
    readAhead() {
      if (!firstRead || readingAhead) return;
      readingAhead = firstRead();
      // Reported, if it fails, by the subscription that takes it.
      readingAhead.catch(() => undefined);
    },
    get: (id) => port().then((p) => p.get(id)),
    getPhotos: (id) => port().then((p) => p.getPhotos(id)),
    restore: (listing) => port().then((p) => p.restore(listing)),
    removeAll: () => port().then((p) => p.removeAll()),
    subscribe(onChange: (snapshot: ListingsSnapshot) => void) {
      let active = true;
      let stop: (() => void) | undefined;
      let readFromServer = false;
      const live = (snapshot: ListingsSnapshot) => {
        if (readFromServer && snapshot.fromCache && !snapshot.error) return;
        onChange(snapshot);
      };
      const listen = () =>
        port().then(
          (p) => {
            if (active) stop = p.subscribe(live);
          },
          (error: unknown) => {
            console.warn('Could not load the listings store', error);
            if (active) onChange({ listings: [], loading: false, error: LISTINGS_READ_FAILED, fromCache: false });
          },
        );
      if (!firstRead) void listen();
      else
        void read(firstRead)
          .then(
            (listings) => {
              if (!active) return;
              readFromServer = true;
              onChange({ listings, loading: false, error: null, fromCache: false });
            },
            (error: unknown) => console.warn('The first read of the listings failed; the live list follows', error),
          )
          .then(() => {
            if (active) void listen();
          });
      return () => {
        active = false;
        stop?.();
      };
    },
  };
}
