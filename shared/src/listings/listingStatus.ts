/**
 * Where a saved listing stands (draft → listed → sold, or archived), and the checks the app and
 * firestore.rules share: the price cap and the marketplaces' own domains for a pasted link. Pure
 * and free of React, so every app bundles it from @snap/shared/contracts.
 */
import { MARKETPLACES } from '../marketplaces';
import type { MarketplaceId } from '../types/entities';
import type { ListingEdit, ListingStatus, SavedListing } from './ListingsPort';

export const LISTING_STATUSES: readonly ListingStatus[] = ['draft', 'listed', 'sold', 'archived'];

export const STATUS_LABELS: Record<ListingStatus, string> = {
  draft: 'Draft',
  listed: 'Listed',
  sold: 'Sold',
  archived: 'Archived',
};

/** The highest price (and shipping, and sale price) a listing may carry, as firestore.rules caps it. */
export const MAX_PRICE = 1_000_000;

/** A sale made outside the catalogue (in person, another site). */
export const SOLD_ELSEWHERE = 'elsewhere';

/**
 * The status of a listing. One saved before statuses were kept has none: it is listed when the
 * app recorded a share of it, a draft otherwise.
 */
export function listingStatus(listing: Pick<SavedListing, 'status' | 'sharedTo'>): ListingStatus {
  return listing.status ?? (listing.sharedTo.length > 0 ? 'listed' : 'draft');
}

/** The status an item returns to when it is taken out of the archive. */
export function unarchivedStatus(listing: Pick<SavedListing, 'sold' | 'sharedTo'>): ListingStatus {
  if (listing.sold) return 'sold';
  return listing.sharedTo.length > 0 ? 'listed' : 'draft';
}

/** The status after the seller changes where the item is listed: only a draft or a listing moves. */
export function statusAfterListing(status: ListingStatus, listedOn: number): ListingStatus {
  if (status !== 'draft' && status !== 'listed') return status;
  return listedOn > 0 ? 'listed' : 'draft';
}

/**
 * When it was listed where, after the seller ticks the marketplaces it is on (`on`): a marketplace
 * it stays on keeps its time (or its lack of one, on older listings), one added is listed `now`,
 * one taken off loses its time.
 */
export function listedAtAfter(
  { sharedTo, listedAt }: Pick<SavedListing, 'sharedTo' | 'listedAt'>,
  on: readonly MarketplaceId[],
  now: number,
): Partial<Record<MarketplaceId, number>> {
  const times: Partial<Record<MarketplaceId, number>> = {};
  for (const id of on) {
    const time = sharedTo.includes(id) ? listedAt?.[id] : now;
    if (time !== undefined) times[id] = time;
  }
  return times;
}

/**
 * What the seller's word that the item is listed on `on` writes: those marketplaces, when it was
 * listed on each (listedAtAfter) and the status (statusAfterListing). History's "Save where it is
 * listed" and Smart Share's "Mark as listed" both write it through the port's update; a share
 * alone writes nothing, since a marketplace's page being asked for is no sign the listing is live.
 */
export function listedOnEdit(
  listing: Pick<SavedListing, 'sharedTo' | 'listedAt' | 'status'>,
  on: readonly MarketplaceId[],
  now: number,
): Required<Pick<ListingEdit, 'sharedTo' | 'listedAt' | 'status'>> {
  return {
    sharedTo: [...on],
    listedAt: listedAtAfter(listing, on, now),
    status: statusAfterListing(listingStatus(listing), on.length),
  };
}

const escape = (domain: string) => domain.replace(/\./g, '[.]');
const marketplace = (id: MarketplaceId) => MARKETPLACES.find((m) => m.id === id);

/** The catalogue name of a marketplace ('eBay'), or the words for a sale elsewhere. */
export function marketplaceName(id: MarketplaceId | typeof SOLD_ELSEWHERE): string {
  return id === SOLD_ELSEWHERE ? 'Elsewhere' : (marketplace(id)?.name ?? id);
}

/**
 * A pasted link as it is kept: trimmed, https, on the marketplace's own domain or a subdomain of
 * it, at most 300 characters after the host, no white space. Null when it is not one.
 */
export function marketplaceLink(id: MarketplaceId, pasted: string): string | null {
  const link = pasted.trim();
  const domain = marketplace(id)?.domain;
  if (!domain) return null;
  const pattern = new RegExp(`^https://([a-z0-9-]+[.])*${escape(domain)}/\\S{0,300}$`);
  return pattern.test(link) ? link : null;
}
