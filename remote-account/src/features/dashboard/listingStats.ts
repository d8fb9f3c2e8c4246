/** What the dashboard shows about the seller's listings. Pure, so the sums are tested on their own. */
import type { ListingStatus, SavedListing } from '@snap/shared';
import { listingStatus } from '@snap/shared/contracts';
import { formatDate } from '@snap/shared/format';

export interface DashboardStats {
  /** Every listing saved, whatever became of it. */
  itemsScanned: number;
  /** What the unsold items are worth at the seller's chosen prices (drafts and listed; not sold or archived). */
  totalValue: number;
  /** Items on at least one marketplace, not sold yet. */
  listed: number;
  sold: number;
  /** The sum of the sold items' sale prices. */
  earned: number;
}

const FOR_SALE: readonly ListingStatus[] = ['draft', 'listed'];

export function listingStats(listings: readonly SavedListing[]): DashboardStats {
  let totalValue = 0;
  let listed = 0;
  let sold = 0;
  let earned = 0;
  for (const listing of listings) {
    const status = listingStatus(listing);
    if (FOR_SALE.includes(status)) totalValue += listing.price;
    if (status === 'listed') listed += 1;
    if (status === 'sold') {
      sold += 1;
      earned += listing.sold?.price ?? 0;
    }
  }
  return {
    itemsScanned: listings.length,
    totalValue: Math.round(totalValue),
    listed,
    sold,
    earned: Math.round(earned * 100) / 100,
  };
}

/** 'Nov 23, 2026', in the seller's locale. */
export const formatListingDate = (millis: number) => formatDate(new Date(millis), { month: 'short' });

/** Where a saved listing opens: its result view on /camera, without the AI. */
