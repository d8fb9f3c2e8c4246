/**
 * The seller's listings as the port's live subscription first answers them. A cached answer counts:
 * Firestore's cache holds every listing this device has seen, and offline it is all there is.
 */
import type { ListingsPort, SavedListing } from '@snap/shared';

export function readListingsOnce(port: ListingsPort): Promise<SavedListing[]> {
  return new Promise((resolve, reject) => {
    let done = false;
    const stop = port.subscribe(({ loading, error, listings }) => {
      if (done || loading) return;
      done = true;
      if (error) reject(new Error(error));
      else resolve(listings);
      // Later: the port may answer synchronously, before subscribe() has returned `stop`.
      queueMicrotask(() => stop());
    });
  });
}
