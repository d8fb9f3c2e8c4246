/**
 * How many rows Recent Activity showed the seller last time (RECENT_ROWS_KEY_PREFIX): remembered
 * once their listings have answered, read while they load. Storage that cannot be read or written
 * (private modes, the build's Node side) means 0: the room of the empty state, as before.
 */
import { RECENT_COUNT, RECENT_ROWS_KEY_PREFIX } from '@snap/shared/contracts';

/** A stored value as a row count: a whole number from 0 to RECENT_COUNT, anything else 0. */
export function recentRowsFrom(stored: string | null): number {
  const rows = Number(stored);
  return Number.isInteger(rows) && rows >= 0 && rows <= RECENT_COUNT ? rows : 0;
}

export function rememberedRecentRows(uid: string | undefined): number {
  if (!uid) return 0;
  try {
    return recentRowsFrom(window.localStorage.getItem(RECENT_ROWS_KEY_PREFIX + uid));
  } catch {
    return 0;
  }
}

/** Remembers the rows `listingCount` listings fill in Recent Activity. */
export function rememberRecentRows(uid: string, listingCount: number): void {
  try {
    window.localStorage.setItem(RECENT_ROWS_KEY_PREFIX + uid, String(Math.min(listingCount, RECENT_COUNT)));
  } catch {
    // Full or refused storage: the next visit keeps the empty state's room, as it did before.
  }
}
