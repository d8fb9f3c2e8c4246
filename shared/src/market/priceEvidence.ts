/**
 * The estimate the seller sees, from the model's estimate and what the market had. Pure: the
 * gateway prices every analysis with it, and the browser's demo AI its demo market data.
 *
 * The listings are first held to the item (comparableFilter.ts): accessories, other models,
 * several models in one title, lots and parts, prices apart from the rest and from the AI's own
 * estimate are dropped, each with its reason.
 *
 * - At least MIN_MARKET_COMPARABLES listings of the item left: the range is theirs (25th–75th
 *   percentile, rounded as a person prices) and the model's figure is checked against it. Inside
 *   the range it stands; near it (within [p25 / 1.5, p75 × 1.5]) it is pulled to the nearer edge;
 *   farther, the median stands, unless the median and the model differ by more than
 *   DISAGREEMENT_LIMIT either way: then the listings and the AI disagree too much for either to
 *   be trusted over the other, and the price is the AI's with confidence lowered (`disagrees`).
 *   On real answers it is as often the market that priced something else as the model.
 * - Fewer: the model's estimate stands, labelled as an AI estimate. Why is said in words: most of
 *   what was found were accessories (`mostly-accessories`) or other models
 *   (`mostly-other-products`), or there were simply too few (`not-enough-data`); and so it does
 *   when the market could not be asked (`unavailable`). Confidence is capped by how thin the
 *   evidence is.
 *
 * Confidence is computed here, never copied: with market evidence from the count, the spread and the
 * agreement; without it the model's own figure serves only as a ceiling under the cap.
 * The model's own comparableItems are always dropped, and the estimate carries only listings the
 * price was computed from (none for an AI estimate).
 */
import {
  MAX_MARKET_COMPARABLES,
  MIN_MARKET_COMPARABLES,
  type AiEvidenceReason,
  type CodeConflict,
  type ComparableItem,
  type PriceEstimate,
  type PriceEvidence,
} from '../types/entities';
import { percentile } from './comparableStats';
import { filterComparables, type DropReason, type FilterItem } from './comparableFilter';
import type { MarketListing, MarketResult } from './marketListing';
import { readableRange } from './readablePrice';

/** What the estimate takes of the model's own: its figure, range and confidence. */
export type ModelEstimate = Pick<PriceEstimate, 'estimatedPrice' | 'priceRange' | 'confidence'>;

/**
 * `heldTo`: what the result's listings were held to when it is not the item identified (a product
 * code the seller confirmed: its own product); `codeConflict`: the product code's own listings were
 * of another product than the one identified.
 */
export type MarketOutcome = (
  { ok: true; result: MarketResult; heldTo?: FilterItem } | { ok: false; reason: string }
) & {
  codeConflict?: CodeConflict;
};

export interface PricedEstimate {
  estimate: PriceEstimate & { evidence: PriceEvidence };
  /** Why the figure or the confidence is not what the model said; for the log only. */
  reason?: string;
  /** Each listing the filter dropped and why (for tests, the log and the price bench). */
  dropped?: { title: string; price: number; reason: DropReason }[];
}

/** How far off the model's figure may be, as a factor beyond the quartiles, before it is overruled. */
export const DISAGREEMENT_FACTOR = 1.5;
/**
 * Past this factor between the listings' median and the model's figure (either way), neither
 * overrules the other: the price is the AI's, labelled `disagrees`. Chosen on the price bench
 * (npm run bench:price, docs in functions/README.md).
 */
export const DISAGREEMENT_LIMIT = 3;
/** The most confidence an AI estimate gets when the market found other things than the item. */
export const OFF_MARKET_CONFIDENCE = 35;

/** The item the listings are held to: what the identification says of it. */
export type PricedItem = FilterItem & { photoRequest?: string };

/** The highest confidence an AI estimate gets with this many listings found (fewer than the minimum). */
export function aiConfidenceCap(listingsFound: number): number {
  if (listingsFound >= 3) return 50;
  if (listingsFound >= 1) return 45;
  return 40;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const dollars = (value: number) => `$${Math.round(value * 100) / 100}`;
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The listings an estimate carries, at most MAX_MARKET_COMPARABLES: all of them when they fit,
 * else ones spread evenly over the price order, so what is shown has the median of what was used.
 * Closest to the median first: the first few a seller reads are the typical ones.
 */
export function shownComparables(kept: readonly MarketListing[], median: number): ComparableItem[] {
  const sorted = [...kept].sort((a, b) => a.price - b.price);
  const n = sorted.length;
  const picked =
    n <= MAX_MARKET_COMPARABLES
      ? sorted
      : Array.from(
          { length: MAX_MARKET_COMPARABLES },
          (_, i) => sorted[Math.round((i * (n - 1)) / (MAX_MARKET_COMPARABLES - 1))],
        );
  return picked
    .map((listing, order) => ({ listing, order }))
    .sort((a, b) => Math.abs(a.listing.price - median) - Math.abs(b.listing.price - median) || a.order - b.order)
    .map(({ listing: { title, price, platform, condition, url } }) => ({ title, price, platform, condition, url }));
}

/** Confidence from market evidence: more listings raise it, a wide spread and disagreement lower it. */
export function marketConfidence(count: number, spread: number, agreement: 'agrees' | 'near' | 'far'): number {
  let confidence = Math.min(90, 60 + 2 * (count - MIN_MARKET_COMPARABLES));
  if (spread > 0.75) confidence -= 15;
  else if (spread > 0.4) confidence -= 5;
  if (agreement === 'near') confidence -= 5;
  if (agreement === 'far') confidence -= 25;
  return clamp(Math.round(confidence), 10, 95);
}

/**
 * The most confidence a price gets while a detail it depends on could not be read from the photos
 * (the identification asked for a photo): listings of "Nike Air Max 90" say little about a pair
 * whose size is unknown.
 */
export const UNREAD_DETAIL_CONFIDENCE = 50;

/**
 * `item.photoRequest`: the photo the identification asked for, when it could not read what the
 * price depends on; confidence then stays at most UNREAD_DETAIL_CONFIDENCE, and the log says why.
 */
export function priceFromEvidence(model: ModelEstimate, market: MarketOutcome, item: PricedItem): PricedEstimate {
  const priced = priceFromMarket(model, market, item);
  const { photoRequest } = item;
  if (!photoRequest || priced.estimate.confidence <= UNREAD_DETAIL_CONFIDENCE) return priced;
  const note = `confidence held at ${UNREAD_DETAIL_CONFIDENCE}: a detail the price depends on was not read ("${photoRequest}")`;
  return {
    ...priced,
    estimate: { ...priced.estimate, confidence: UNREAD_DETAIL_CONFIDENCE },
    reason: priced.reason ? `${priced.reason}; ${note}` : note,
  };
}

/** Why too few listings were the item: most were accessories, or other models, or there were few. */
function scarcityOf(found: number, dropped: readonly { reason: DropReason }[]): AiEvidenceReason {
  const count = (...reasons: DropReason[]) => dropped.filter((d) => reasons.includes(d.reason)).length;
  const accessories = count('accessory', 'not-one-item');
  const others = count('several-models', 'other-model');
  if (found >= MIN_MARKET_COMPARABLES && accessories * 2 >= found && accessories >= others) return 'mostly-accessories';
  if (found >= MIN_MARKET_COMPARABLES && others * 2 >= found) return 'mostly-other-products';
  return 'not-enough-data';
}

function priceFromMarket(model: ModelEstimate, market: MarketOutcome, item: PricedItem): PricedEstimate {
  const aiEstimate = (reason: AiEvidenceReason, cap: number, note?: string, query?: string): PricedEstimate => ({
    estimate: {
      estimatedPrice: model.estimatedPrice,
      priceRange: { ...model.priceRange },
      currency: 'USD' as const,
      confidence: Math.min(cap, model.confidence),
      comparableItems: [],
      evidence: { source: 'ai' as const, reason, ...(query ? { query } : {}) },
    },
    ...(note ? { reason: note } : {}),
  });

  if (!market.ok) return aiEstimate('unavailable', aiConfidenceCap(0), `market unavailable: ${market.reason}`);

  const { result } = market;
  const query = result.query ? result.query.slice(0, 100) : undefined;
  const { kept, dropped } = filterComparables(result.listings, market.heldTo ?? item, {
    estimate: model.estimatedPrice,
    categoryId: result.categoryId,
  });
  const droppedList = dropped.map(({ listing, reason }) => ({ title: listing.title, price: listing.price, reason }));
  const withDropped = (priced: PricedEstimate): PricedEstimate => ({ ...priced, dropped: droppedList });

  if (kept.length < MIN_MARKET_COMPARABLES) {
    const scarcity = scarcityOf(result.listings.length, dropped);
    let cap = scarcity === 'not-enough-data' ? aiConfidenceCap(kept.length) : OFF_MARKET_CONFIDENCE;
    let note = `${kept.length} listing(s) of the item among ${result.listings.length} found, fewer than ${MIN_MARKET_COMPARABLES} (${scarcity})`;
    // Even a few listings can say the model priced something else.
    const prices = kept.map((l) => l.price);
    if (prices.length > 0) {
      const [min, max] = [Math.min(...prices), Math.max(...prices)];
      if (model.estimatedPrice < min / DISAGREEMENT_FACTOR || model.estimatedPrice > max * DISAGREEMENT_FACTOR) {
        cap -= 10;
        note += `; the model's ${dollars(model.estimatedPrice)} is far from their ${dollars(min)}–${dollars(max)}`;
      }
    }
    return withDropped(aiEstimate(scarcity, cap, note, query));
  }

  const prices = kept.map((l) => l.price).sort((a, b) => a - b);
  const median = cents(percentile(prices, 0.5));
  const [low, high] = readableRange(percentile(prices, 0.25), percentile(prices, 0.75));
  const estimate = model.estimatedPrice;
  const apart = Math.max(median / estimate, estimate / median);
  if (!(apart <= DISAGREEMENT_LIMIT))
    return withDropped(
      aiEstimate(
        'disagrees',
        OFF_MARKET_CONFIDENCE,
        `the model's ${dollars(estimate)} and the median ${dollars(median)} of ${kept.length} listings are more than ${DISAGREEMENT_LIMIT}× apart`,
        query,
      ),
    );
  const agreement =
    estimate >= low && estimate <= high
      ? 'agrees'
      : estimate >= low / DISAGREEMENT_FACTOR && estimate <= high * DISAGREEMENT_FACTOR
        ? 'near'
        : 'far';
  const estimatedPrice = agreement === 'far' ? median : clamp(estimate, low, high);
  const spread = median > 0 ? (high - low) / median : 0;
  return withDropped({
    estimate: {
      estimatedPrice,
      priceRange: { min: low, max: high },
      currency: 'USD',
      confidence: marketConfidence(kept.length, spread, agreement),
      comparableItems: shownComparables(kept, median),
      evidence: {
        source: 'ebay',
        kind: 'asking',
        count: kept.length,
        median,
        low,
        high,
        fetchedAt: new Date(result.fetchedAt).toISOString(),
        demo: result.demo,
        ...(query ? { query } : {}),
      },
    },
    ...(agreement === 'far'
      ? {
          reason: `the model's ${dollars(estimate)} is far from the asking prices of ${kept.length} listings (${dollars(low)}–${dollars(high)}); their median stands`,
        }
      : {}),
  });
}
