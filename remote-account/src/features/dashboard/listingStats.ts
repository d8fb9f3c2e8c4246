/** What the dashboard shows about the seller's listings. Pure, so the sums are tested on their own. */
import type { SavedListing } from '@snap/shared';
import { formatDate } from '@snap/shared/format';

export interface DashboardStats {
  itemsScanned: number;
  totalValue: number;
}

export function listingStats(listings: readonly SavedListing[]): DashboardStats {
  return {
    itemsScanned: listings.length,
    totalValue: Math.round(listings.reduce((sum, listing) => sum + listing.price, 0)),
  };
}

/** 'Nov 23, 2026': short, and the same on every device. */
export const formatListingDate = (millis: number) => formatDate(new Date(millis), { month: 'short' });

/** Where a saved listing opens: its result view on /camera, without the AI. */
