/**
 * The estimate the seller sees, from the model's estimate and what the market had. Pure: the
 * gateway prices every analysis with it, and the browser's demo AI its demo market data.
 *
 * - At least MIN_MARKET_COMPARABLES listings left after the outlier filter (comparableStats.ts): the
 *   range is theirs (25th–75th percentile) and the model's figure is checked against it. Inside the
 *   range it stands; near it (within [p25 / 1.5, p75 × 1.5]) it is pulled to the nearer edge; farther
 *   off the model has likely priced something else, so the median stands instead and confidence drops,
 *   with a reason for the log.
 * - Fewer: the model's estimate stands, labelled as an AI estimate (`not-enough-data`), and so it
 *   does when the market could not be asked (`unavailable`). Confidence is capped by how thin the
 *   evidence is.
 *
 * Confidence is computed here, never copied: with market evidence from the count, the spread and the
 * agreement; without it the model's own figure serves only as a ceiling under the cap.
 * The model's own comparableItems are always dropped: only real listings are shown as comparables.
 */
import {
  MAX_MARKET_COMPARABLES,
  MIN_MARKET_COMPARABLES,
  type ComparableItem,
  type PriceEstimate,
  type PriceEvidence,
} from '../types/entities';
import { comparableStats } from './comparableStats';
import type { MarketListing, MarketResult } from './marketListing';

/** What the estimate takes of the model's own: its figure, range and confidence. */
export type ModelEstimate = Pick<PriceEstimate, 'estimatedPrice' | 'priceRange' | 'confidence'>;

export type MarketOutcome = { ok: true; result: MarketResult } | { ok: false; reason: string };

export interface PricedEstimate {
  estimate: PriceEstimate & { evidence: PriceEvidence };
  /** Why the figure or the confidence is not what the model said; for the log only. */
  reason?: string;
}

/** How far off the model's figure may be, as a factor beyond the quartiles, before it is overruled. */
export const DISAGREEMENT_FACTOR = 1.5;

/** The highest confidence an AI estimate gets with this many listings found (fewer than the minimum). */
export function aiConfidenceCap(listingsFound: number): number {
  if (listingsFound >= 3) return 50;
  if (listingsFound >= 1) return 45;
  return 40;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const dollars = (value: number) => `$${Math.round(value * 100) / 100}`;

function comparableItemsOf(listings: readonly MarketListing[]): ComparableItem[] {
  return listings
    .slice(0, MAX_MARKET_COMPARABLES)
    .map(({ title, price, platform, condition, url }) => ({ title, price, platform, condition, url }));
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
 * `photoRequest`: the photo the identification asked for, when it could not read what the price
 * depends on; confidence then stays at most UNREAD_DETAIL_CONFIDENCE, and the log says why.
 */
export function priceFromEvidence(
  model: ModelEstimate,
  market: MarketOutcome,
  itemName: string,
  { photoRequest }: { photoRequest?: string } = {},
): PricedEstimate {
  const priced = priceFromMarket(model, market, itemName);
  if (!photoRequest || priced.estimate.confidence <= UNREAD_DETAIL_CONFIDENCE) return priced;
  const note = `confidence held at ${UNREAD_DETAIL_CONFIDENCE}: a detail the price depends on was not read ("${photoRequest}")`;
  return {
    estimate: { ...priced.estimate, confidence: UNREAD_DETAIL_CONFIDENCE },
    reason: priced.reason ? `${priced.reason}; ${note}` : note,
  };
}

function priceFromMarket(model: ModelEstimate, market: MarketOutcome, itemName: string): PricedEstimate {
  const aiEstimate = (
    reason: 'not-enough-data' | 'unavailable',
    cap: number,
    items: ComparableItem[],
    note?: string,
  ) => ({
    estimate: {
      estimatedPrice: model.estimatedPrice,
      priceRange: { ...model.priceRange },
      currency: 'USD' as const,
      confidence: Math.min(cap, model.confidence),
      comparableItems: items,
      evidence: { source: 'ai' as const, reason },
    },
    ...(note ? { reason: note } : {}),
  });

  if (!market.ok) return aiEstimate('unavailable', aiConfidenceCap(0), [], `market unavailable: ${market.reason}`);

  const stats = comparableStats(market.result.listings, itemName);
  const items = comparableItemsOf(stats.kept);
  if (stats.count < MIN_MARKET_COMPARABLES || stats.median === undefined) {
    let cap = aiConfidenceCap(stats.count);
    let note = `${stats.count} comparable listing(s) after filtering, fewer than ${MIN_MARKET_COMPARABLES}`;
    // Even a few listings can say the model priced something else.
    const prices = stats.kept.map((l) => l.price);
    if (prices.length > 0) {
      const [min, max] = [Math.min(...prices), Math.max(...prices)];
      if (model.estimatedPrice < min / DISAGREEMENT_FACTOR || model.estimatedPrice > max * DISAGREEMENT_FACTOR) {
        cap -= 10;
        note += `; the model's ${dollars(model.estimatedPrice)} is far from their ${dollars(min)}–${dollars(max)}`;
      }
    }
    return aiEstimate('not-enough-data', cap, items, note);
  }

  const { count, median, low = median, high = median } = stats;
  const estimate = model.estimatedPrice;
  const agreement =
    estimate >= low && estimate <= high
      ? 'agrees'
      : estimate >= low / DISAGREEMENT_FACTOR && estimate <= high * DISAGREEMENT_FACTOR
        ? 'near'
        : 'far';
  const estimatedPrice = agreement === 'far' ? median : clamp(estimate, low, high);
  const spread = median > 0 ? (high - low) / median : 0;
  return {
    estimate: {
      estimatedPrice,
      priceRange: { min: low, max: high },
      currency: 'USD',
      confidence: marketConfidence(count, spread, agreement),
      comparableItems: items,
      evidence: {
        source: 'ebay',
        kind: 'asking',
        count,
        median,
        low,
        high,
        fetchedAt: new Date(market.result.fetchedAt).toISOString(),
        demo: market.result.demo,
      },
    },
    ...(agreement === 'far'
      ? {
          reason: `the model's ${dollars(estimate)} is far from the asking prices of ${count} listings (${dollars(low)}–${dollars(high)}); their median stands`,
        }
      : {}),
  };
}
