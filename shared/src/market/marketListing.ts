/**
 * Market listings as the gateway's market port (functions/src/market/marketComparables.ts) returns
 * them, and as the estimate's evidence is made from them (priceEvidence.ts): active **asking prices**
 * of listings still for sale, not prices things sold at.
 */
import type { ItemIdentification } from '../types/entities';

export interface MarketListing {
  title: string;
  /** US dollars. */
  price: number;
  currency: string;
  /** The marketplace's own wording ('Pre-Owned', 'New', …). */
  condition: string;
  /** The listing's page; always on an ebay.com domain. */
  url: string;
  platform: 'eBay';
}

export interface MarketResult {
  listings: MarketListing[];
  source: 'ebay';
  /** From the local stand-in, not eBay. */
  demo: boolean;
  /** When the listings were fetched (a cached result keeps its first time). */
  fetchedAt: number;
}

/** What a buyer would type for the item: its name, with the brand first when the name lacks it. */
export function searchTextOf({ itemName, brandName }: Pick<ItemIdentification, 'itemName' | 'brandName'>): string {
  const name = itemName.trim();
  const brand = brandName?.trim();
  return brand && !name.toLowerCase().includes(brand.toLowerCase()) ? `${brand} ${name}` : name;
}
