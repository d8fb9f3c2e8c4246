/**
 * A listing as the seller last left it on this device: what the store has, with the outbox's
 * waiting write (outbox.ts) laid over it. The store may not have that write yet: in WebKit its
 * cache is in memory (listingsCache.ts), so after a reload the SDK answers from the server, which
 * a queued edit has not reached, and a listing opened then would show the seller's work undone.
 */
import type { SavedListing } from '@snap/shared';
import { defined, type OutboxRecord } from './outbox';

/** `saved` (null: the store has no such listing) with `waiting`, the listing's record in the outbox, applied. */
export function withWaitingWrite(saved: SavedListing | null, waiting: OutboxRecord | undefined): SavedListing | null {
  if (!waiting) return saved;
  if (waiting.kind === 'update') {
    // The outbox holds the seller's words and price; a sale never waits there (queuedPort.ts).
    const { sold: _sold, ...edit } = waiting.edit;
    return saved && { ...saved, ...defined(edit) };
  }
  if (saved) {
    // A new analysis in the listing's place: its content is the write's; where it is listed and
    // whether it sold stay the listing's.
    const { id, sharedTo, status, links, sold, delistedFrom, createdAt, updatedAt } = saved;
    const tracking = defined({ status, links, sold, delistedFrom });
    return { ...waiting.listing, ...tracking, id, sharedTo, createdAt, updatedAt };
  }
  // A save the server has not had: the listing is only here, as it was queued.
  if (waiting.kind !== 'save') return null;
  return { ...waiting.listing, id: waiting.id, sharedTo: [], createdAt: waiting.queuedAt, updatedAt: waiting.queuedAt };
}

/**
 * The seller's listings (newest first) as this device last left them: each with its waiting write
 * laid over it, and the saves the store does not have yet (a first read from the server, or
 * WebKit's cache after a reload) among them.
 */
export function withWaitingWrites(listings: SavedListing[], waiting: OutboxRecord[]): SavedListing[] {
  if (waiting.length === 0) return listings;
  const byId = new Map(waiting.map((record) => [record.id, record]));
  const known = listings.map((listing) => withWaitingWrite(listing, byId.get(listing.id)) ?? listing);
  const ids = new Set(listings.map((listing) => listing.id));
  const onlyHere = waiting
    .filter((record) => !ids.has(record.id))
    .map((record) => withWaitingWrite(null, record))
    .filter((listing): listing is SavedListing => listing !== null);
  if (onlyHere.length === 0) return known;
  return [...onlyHere, ...known].sort((a, b) => b.createdAt - a.createdAt);
}
