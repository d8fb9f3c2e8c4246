/**
 * The statistics the market filter (comparableFilter.ts) and the price evidence (priceEvidence.ts)
 * are built on. Pure:
 * - `isNotOneWorkingItem`: a listing whose title (or condition) says it is not one working item:
 *   for parts, broken, not working, for repair, a lot or a bundle. A word the item's own name uses
 *   is not held against a listing ("LEGO bundle" is priced against bundles).
 * - `percentile`: linear between the nearest ranks (type 7).
 * - `tukeyKept`: the prices inside Tukey's fences, 1.5 × the interquartile range beyond the quartiles.
 */
export interface PricedListing {
  title: string;
  price: number;
  currency: string;
  condition: string;
}

/** Words that make a listing something other than one working item; each is matched on its own. */
const NOT_ONE_WORKING_ITEM: RegExp[] = [
  /\bparts\b/i,
  /\bbroken\b/i,
  /\bnot\s+working\b/i,
  /\bdoes\s*n[o']?t\s+work\b/i,
  /\bfor\s+repairs?\b/i,
  /\blot\b/i,
  /\bbundle\b/i,
  /\b\d+\s?-?\s?(pack|pcs|pc)\b/i,
  /\bpack\s+of\b/i,
  /\bset\s+of\s+\d+/i,
];

/** True when the listing's wording rules it out as a comparable for an item called `itemName`. */
export function isNotOneWorkingItem(listing: Pick<PricedListing, 'title' | 'condition'>, itemName = ''): boolean {
  const text = `${listing.title} ${listing.condition}`;
  return NOT_ONE_WORKING_ITEM.some((word) => word.test(text) && !word.test(itemName));
}

/**
 * The p-th quantile (0 ≤ p ≤ 1) of sorted values by linear interpolation between the two nearest
 * ranks (Hyndman & Fan type 7; numpy's and Excel PERCENTILE.INC's default): rank h = (n − 1)·p,
 * value x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋ + 1] − x[⌊h⌋]). Ties need nothing special: equal values interpolate
 * to themselves. One value is every percentile of itself.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('percentile of no values');
  const h = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const below = Math.floor(h);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below] + (h - below) * (sorted[above] - sorted[below]);
}

const ascending = (a: number, b: number) => a - b;

/** The listings inside Tukey's fences (1.5 × the interquartile range beyond the quartiles), in order. */
export function tukeyKept<T extends Pick<PricedListing, 'price'>>(listings: readonly T[]): T[] {
  if (listings.length === 0) return [];
  const prices = listings.map((l) => l.price).sort(ascending);
  const q1 = percentile(prices, 0.25);
  const q3 = percentile(prices, 0.75);
  const fence = 1.5 * (q3 - q1);
  return listings.filter((l) => l.price >= q1 - fence && l.price <= q3 + fence);
}
