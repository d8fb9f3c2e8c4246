/** Types for scripts/ebay-standin-listings.mjs, so the browser-side demo AI can use the same listings. */
export interface StandInItemSummary {
  itemId: string;
  title: string;
  price: { value: string; currency: string };
  condition: string;
  conditionId: string;
  buyingOptions: string[];
  itemWebUrl: string;
  image: { imageUrl: string };
  itemLocation: { country: string };
}

export function listingsFor(query: string, kase?: string): StandInItemSummary[];
