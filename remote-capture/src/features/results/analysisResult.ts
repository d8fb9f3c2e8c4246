/** What the results view shows: one successful identify + estimate, and whether it was the demo AI. */
import type { ItemIdentification, PriceEstimate } from '@snap/shared';
import type { ProductCode } from '@snap/shared/market';

export interface AnalysisResult {
  item: ItemIdentification;
  estimate: PriceEstimate;
  /** True when either reply came from the offline demo stand-in: the UI shows a 'Demo AI' badge. */
  demo: boolean;
  /**
   * When the result was saved (epoch milliseconds), on one opened from a saved listing: the
   * evidence panel then dates what the price rested on. Absent on a fresh result.
   */
  savedAt?: number;
  /** The product codes read from the barcodes in the seller's photos (check digits verified), if any. */
  productCodes?: ProductCode[];
  /**
   * The codes sent with the analysis (GTINs), on a fresh result. A code among `productCodes` but not
   * here was read after the analysis went (a slow phone's first photo): the price was made without
   * it, and the seller is offered a price by it. Absent on a result opened from a saved listing.
   */
  sentCodes?: readonly string[];
}

/** Codes read from the photos that the price was not made with (see `sentCodes`). */
export const unpricedCodes = ({ productCodes = [], sentCodes }: Pick<AnalysisResult, 'productCodes' | 'sentCodes'>) =>
  sentCodes ? productCodes.filter(({ gtin }) => !sentCodes.includes(gtin)) : [];

/** The editable fields of spec §4, as the seller currently has them. */
export interface ListingEdits {
  name: string;
  description: string;
}

export type EditableField = keyof ListingEdits;

/**
 * The price the seller chose (what is shared, copied and saved; the estimate stays shown as the
 * AI's) and the shipping the buyer pays when it is shipped, which the payouts depend on.
 */
export interface Pricing {
  price: number;
  /**
   * Absent until the seller sets it: the usual cost for the item's kind (@snap/shared/fees'
   * defaultShipping), worked out where payouts are shown, so its word lists stay out of the
   * camera's first chunk.
   */
  shipping?: number;
}

/** Where a fresh result starts: the estimate. */
export function defaultPricing({ estimate }: Pick<AnalysisResult, 'estimate'>): Pricing {
  return { price: estimate.estimatedPrice };
}

/** The AI's own values: what Cancel restores. */
export function aiValues(item: ItemIdentification): ListingEdits {
  return { name: item.itemName, description: item.description };
}
