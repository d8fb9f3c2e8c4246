/**
 * A listing as the seller last left it on this device: what the store has, with the outbox's
 * waiting change (outbox.ts) laid over it by changedListing, the same function the merge and the
 * send follow. The store may not have that change yet: in WebKit its cache is in memory
 * (listingsCache.ts), so after a reload the SDK answers from the server, which a queued edit has
 * not reached, and a listing opened then would show the seller's work undone.
 */
import type { SavedListing } from '@snap/shared';
import { changedListing } from '@snap/shared/contracts';
import type { OutboxRecord } from './outbox';

/** `saved` (null: the store has no such listing) with the listing's waiting change, if any, applied. */
export const withWaitingWrite = (saved: SavedListing | null, waiting: OutboxRecord | undefined): SavedListing | null =>
  waiting ? changedListing(saved, waiting, waiting.id, waiting.queuedAt) : saved;

/**
 * The seller's listings (newest first) as this device last left them: each with its waiting change
 * laid over it, the deleted ones gone, and the new listings the store does not have yet (a first
 * read from the server, or WebKit's cache after a reload) among them.
 */
export function withWaitingWrites(listings: SavedListing[], waiting: OutboxRecord[]): SavedListing[] {
  if (waiting.length === 0) return listings;
  const byId = new Map(waiting.map((record) => [record.id, record]));
  // A listing deleted on this device and not yet on the server leaves the list now.
  const known = listings
    .map((listing) => withWaitingWrite(listing, byId.get(listing.id)))
    .filter((listing): listing is SavedListing => listing !== null);
  const ids = new Set(listings.map((listing) => listing.id));
  const onlyHere = waiting
    .filter((record) => !ids.has(record.id))
    .map((record) => withWaitingWrite(null, record))
    .filter((listing): listing is SavedListing => listing !== null);
  if (onlyHere.length === 0) return known;
  return [...onlyHere, ...known].sort((a, b) => b.createdAt - a.createdAt);
}
