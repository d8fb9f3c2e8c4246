/** What the dashboard shows about the seller's listings. Pure, so the sums are tested on their own. */
import type { SavedListing } from '@snap/shared';

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Nov 23, 2026': short, and the same on every device. What toLocaleDateString('en-US', { month:
 * 'short', day: 'numeric', year: 'numeric' }) says, spelled out: a page's first Intl call sets up
 * ICU, 100–160 ms of one task on a slow phone (@snap/shared/format's formatPrice).
 */
export const formatListingDate = (millis: number) => {
  const date = new Date(millis);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
};

/** Where a saved listing opens: its result view on /camera, without the AI. */
