/**
 * Market listings as the gateway's market port (functions/src/market/marketComparables.ts) returns
 * them, and as the estimate's evidence is made from them (priceEvidence.ts): active **asking prices**
 * of listings still for sale, not prices things sold at.
 */
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
  /** eBay's condition id ('3000' …), when the answer had one: the filter holds it to the item's grade. */
  conditionId?: string;
  /** eBay's category ids of the listing, leaf first, when the answer had them. */
  categoryIds?: string[];
}

export interface MarketResult {
  listings: MarketListing[];
  source: 'ebay';
  /** From the local stand-in, not eBay. */
  demo: boolean;
  /** When the listings were fetched (a cached result keeps its first time). */
  fetchedAt: number;
  /** The words searched (eBay's `q`), or the product code when the search was by GTIN. */
  query?: string;
  /** The eBay category the search was held to, when one was known. */
  categoryId?: string;
}
