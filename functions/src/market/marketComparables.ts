/**
 * The port the estimate asks for market comparables: listings of the same item, with their
 * prices. One adapter (ebayBrowse.ts, eBay's Browse API, or the local stand-in in demo mode).
 *
 * What comes back are **active asking prices** (listings still for sale), not prices things sold
 * at: the Browse API has no sold listings. They are evidence of what sellers ask, nothing more.
 */
import type { ItemCondition, MarketListing, MarketResult } from '@snap/shared/contracts';

export type { MarketListing, MarketResult };

export interface MarketQuery {
  /** What a buyer would type: brand, model, variant, the spec (marketSearch.ts). Empty with `gtin`. */
  query: string;
  /** The product's code (UPC, EAN or ISBN-13): eBay searches it as `gtin`. */
  gtin?: string;
  /** A marketplace category id, when one is known (eBay's are numeric). */
  categoryId?: string;
  condition?: ItemCondition;
  /** eBay's condition ids to ask for, when the grade alone is not enough (a refurbished item). */
  conditionIds?: string[];
}

export interface MarketSearchOptions {
  signal?: AbortSignal;
  /** The longest the search may take, token included; past it the search fails as `timeout`. */
  budgetMs: number;
}

export interface MarketComparables {
  search(query: MarketQuery, options: MarketSearchOptions): Promise<MarketResult>;
  /**
   * The marketplace's category for a kind of item, from its category suggestions for these words
   * (eBay's Taxonomy API), or undefined when it has none. Optional: a market without it is searched
   * in every category.
   */
  suggestCategory?(words: string, options: MarketSearchOptions): Promise<string | undefined>;
}

export type MarketFailure =
  | 'not-configured'
  | 'timeout'
  | 'over-budget'
  | 'over-share'
  | 'rate-limited'
  | 'upstream-error'
  | 'auth-failed'
  | 'invalid-reply'
  | 'network'
  | 'aborted';

/** Why the market could not be asked; logged, never shown to the seller. */
export class MarketUnavailableError extends Error {
  constructor(
    readonly failure: MarketFailure,
    message: string,
  ) {
    super(message);
    this.name = 'MarketUnavailableError';
  }
}
