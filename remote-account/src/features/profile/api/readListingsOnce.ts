/**
 * The seller's listings as the port's live subscription first answers them. A cached answer counts:
 * Firestore's cache holds every listing this device has seen, and offline it is all there is.
 */
import type { ListingsPort, SavedListing } from '@snap/shared';

export function readListingsOnce(port: ListingsPort): Promise<SavedListing[]> {
  return new Promise((resolve, reject) => {
    let done = false;
    let unsubscribe: (() => void) | undefined;
    const finish = (settle: () => void) => {
      done = true;
      settle();
      unsubscribe?.();
    };
    unsubscribe = port.subscribe((snapshot) => {
      if (done || snapshot.loading) return;
      const { error, listings } = snapshot;
      finish(() => (error ? reject(new Error(error)) : resolve(listings)));
    });
    // The port may answer synchronously, before subscribe() returned the unsubscribe function.
    if (done) unsubscribe();
  });
}
