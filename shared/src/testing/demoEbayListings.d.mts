/** Types for demoEbayListings.mjs: the demo AI client prices from the listings the eBay stand-in answers. */
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
export const DEMO_GTINS: Record<string, string>;
export function listingsForGtin(gtin: string, kase?: string): StandInItemSummary[];
