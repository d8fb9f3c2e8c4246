/**
 * A listing as the seller last left it on this device: what the store has, with the outbox's
 * waiting write (outbox.ts) laid over it. The store may not have that write yet: in WebKit its
 * cache is in memory (listingsCache.ts), so after a reload the SDK answers from the server, which
 * a queued edit has not reached, and a listing opened then would show the seller's work undone.
 */
import type { SavedListing } from '@snap/shared';
import { defined, type OutboxRecord } from './outbox';

/** Where the item is listed and whether it sold, as a waiting 'track' record leaves them. */
function withTracking(saved: SavedListing, { edit, shares, queuedAt }: TrackRecord): SavedListing {
  const { sold, ...rest } = edit;
  const next: SavedListing = { ...saved, ...defined(rest) };
  if (sold === null) delete next.sold;
  else if (sold) next.sold = sold;
  if (shares.length === 0) return next;
  const listedAt = { ...next.listedAt };
  shares.forEach((marketplace) => (listedAt[marketplace] = queuedAt));
  return {
    ...next,
    sharedTo: [...new Set([...next.sharedTo, ...shares])],
    listedAt,
    // As recordShare: a draft becomes listed, a sold or archived item keeps its status.
    status: (next.status ?? 'draft') === 'draft' ? 'listed' : next.status,
  };
}

type TrackRecord = Extract<OutboxRecord, { kind: 'track' }>;

/**
 * `saved` (null: the store has no such listing) with `waiting`, the listing's records in the
 * outbox, applied: its save, replace or edit, then where it is listed and whether it sold.
 */
export function withWaitingWrite(
  saved: SavedListing | null,
  waiting: OutboxRecord | OutboxRecord[] | undefined,
): SavedListing | null {
  const records = waiting === undefined ? [] : Array.isArray(waiting) ? waiting : [waiting];
  const track = records.find((record): record is TrackRecord => record.kind === 'track');
  const content = withContent(
    saved,
    records.find((record) => record.kind !== 'track'),
  );
  return content && track ? withTracking(content, track) : content;
}

function withContent(saved: SavedListing | null, waiting: OutboxRecord | undefined): SavedListing | null {
  if (!waiting || waiting.kind === 'track') return saved;
  if (waiting.kind === 'update') {
    // The outbox holds the seller's words and price here; a sale waits in a 'track' record.
    const { sold: _sold, ...edit } = waiting.edit;
    return saved && { ...saved, ...defined(edit) };
  }
  if (saved) {
    // A new analysis in the listing's place: its content is the write's; where it is listed and
    // whether it sold stay the listing's.
    const { id, sharedTo, status, links, sold, delistedFrom, listedAt, createdAt, updatedAt } = saved;
    const tracking = defined({ status, links, sold, delistedFrom, listedAt });
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
  const byId = new Map<string, OutboxRecord[]>();
  waiting.forEach((record) => byId.set(record.id, [...(byId.get(record.id) ?? []), record]));
  const known = listings.map((listing) => withWaitingWrite(listing, byId.get(listing.id)) ?? listing);
  const ids = new Set(listings.map((listing) => listing.id));
  const onlyHere = [...byId]
    .filter(([id]) => !ids.has(id))
    .map(([, records]) => withWaitingWrite(null, records))
    .filter((listing): listing is SavedListing => listing !== null);
  if (onlyHere.length === 0) return known;
  return [...onlyHere, ...known].sort((a, b) => b.createdAt - a.createdAt);
}
