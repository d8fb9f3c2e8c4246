/**
 * How many rows Recent Activity showed the seller last time: remembered once their listings have
 * answered, read while they load, so the panel keeps that much room and nothing moves when they
 * arrive. Storage that cannot be read or written (private modes) means 0: the empty state's room.
 */
import { RECENT_COUNT, RECENT_ROWS_KEY_PREFIX } from '@snap/shared/contracts';

/** localStorage, + the seller's uid: a row count from 0 to RECENT_COUNT and nothing else. */
export { RECENT_ROWS_KEY_PREFIX };

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
    // Full or refused storage: the next visit keeps the room of the count last remembered, or the empty state's.
  }
}
