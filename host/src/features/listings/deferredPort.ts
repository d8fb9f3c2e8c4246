/**
 * A ListingsPort usable at once whose calls wait for the real one, which arrives with the
 * "listings-sdk" chunk. Lets the dashboard subscribe on its first render while the Firestore SDK
 * downloads after first paint. A failed download is not kept: the next call tries again.
 */
import type { ListingsPort, ListingsSnapshot } from '@snap/shared';
import { LISTINGS_READ_FAILED } from './subscribeWithRetry';

export function deferredPort(load: () => Promise<ListingsPort>): ListingsPort & { preload(): void } {
  let pending: Promise<ListingsPort> | undefined;
  const port = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return {
    preload: () => void port().catch(() => undefined),
    save: (listing, photos) => port().then((p) => p.save(listing, photos)),
    update: (id, edit) => port().then((p) => p.update(id, edit)),
    recordShare: (id, marketplace) => port().then((p) => p.recordShare(id, marketplace)),
    get: (id) => port().then((p) => p.get(id)),
    getPhotos: (id) => port().then((p) => p.getPhotos(id)),
    remove: (id) => port().then((p) => p.remove(id)),
    restore: (listing) => port().then((p) => p.restore(listing)),
    removeAll: () => port().then((p) => p.removeAll()),
    subscribe(onChange: (snapshot: ListingsSnapshot) => void) {
      let active = true;
      let stop: (() => void) | undefined;
      port().then(
        (p) => {
          if (active) stop = p.subscribe(onChange);
        },
        (error: unknown) => {
          console.warn('Could not load the listings store', error);
          if (active) onChange({ listings: [], loading: false, error: LISTINGS_READ_FAILED, fromCache: false });
        },
      );
      return () => {
        active = false;
        stop?.();
      };
    },
  };
}
