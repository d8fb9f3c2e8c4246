/**
 * A live query as a ListingsSnapshot stream. The SDK already rides out a flaky network; a listener
 * it ends with an error is started again, up to 3 tries in all (spec §8), except on a permission
 * error. The last data stays on screen with a readable message.
 */
import type { ListingsSnapshot, SavedListing } from '@snap/shared';
import { isFinalError, LISTINGS_TRIES } from './retryPolicy';

export const LISTINGS_READ_FAILED = 'Could not load your listings. Check your connection and try again.';

type Listen = (
  next: (data: { listings: SavedListing[]; fromCache: boolean }) => void,
  fail: (error: unknown) => void,
) => () => void;

export function subscribeWithRetry(
  listen: Listen,
  onChange: (snapshot: ListingsSnapshot) => void,
  wait: (attempt: number) => Promise<void> = (n) => new Promise((r) => setTimeout(r, 500 * n)),
): () => void {
  let last: ListingsSnapshot = { listings: [], loading: true, error: null, fromCache: false };
  let stop: (() => void) | undefined;
  let active = true;
  let attempt = 0;
  const emit = (snapshot: ListingsSnapshot) => {
    last = snapshot;
    if (active) onChange(snapshot);
  };
  const fail = (error: unknown) => {
    emit({ ...last, loading: false, error: LISTINGS_READ_FAILED });
    if (!active || isFinalError(error) || attempt >= LISTINGS_TRIES) return;
    void wait(attempt).then(() => active && start());
  };
  const start = () => {
    attempt += 1;
    try {
      stop = listen((data) => emit({ ...data, loading: false, error: null }), fail);
    } catch (error) {
      // The SDK refuses a listener at once on a store stopped under it (sign-out stops the page's
      // Firestore while a screen may still be starting its list): the same failure, not a crash.
      fail(error);
    }
  };
  start();
  return () => {
    active = false;
    stop?.();
  };
}
