/**
 * The searches the market is asked, in order: what a buyer would type for the item (brand, model,
 * variant and the one spec that sets the price), then, when that finds too few listings of the
 * same product, one step broader (without the spec, else without the variant). At most
 * MAX_MARKET_SEARCHES per analysis. Pure.
 *
 * The words are plain: nothing in them changes the meaning of eBay's `q` (itemTerms.ts).
 */
import { displayWordsOf, itemTermsOf, type ItemTerms } from './itemTerms';

export const MAX_MARKET_SEARCHES = 2;
/** eBay's `q` takes at most 100 characters; a longer query would be cut by eBay mid-word. */
export const MAX_QUERY_LENGTH = 100;

export interface MarketSearchStep {
  q: string;
  /** What this search left out of the first one, when it is the broader second. */
  broadened?: 'spec' | 'variant';
}

export interface MarketSearchItem {
  itemName: string;
  brandName?: string;
  modelNumber?: string;
}

function queryOf(item: MarketSearchItem, terms: ItemTerms, parts: { variant: boolean; spec: boolean }): string {
  const shown = new Map<string, string>();
  for (const word of displayWordsOf(`${item.brandName ?? ''} ${item.itemName} ${item.modelNumber ?? ''}`))
    if (!shown.has(word.toLowerCase())) shown.set(word.toLowerCase(), word);
  const show = (word: string) => shown.get(word) ?? word;
  const brand = terms.brand ? displayWordsOf(terms.brand) : [];
  const words = [
    ...brand,
    ...terms.model.map(show),
    ...(parts.variant ? terms.variant.map(show) : []),
    ...(terms.kind ? [terms.kind] : []),
    ...(parts.spec && terms.spec ? [terms.spec] : []),
  ];
  let q = '';
  for (const word of words) {
    const next = q ? `${q} ${word}` : word;
    if (next.length > MAX_QUERY_LENGTH) break;
    q = next;
  }
  return q;
}

/** The searches for this item: the first, then at most one broader. Never two alike. */
export function marketSearchSteps(item: MarketSearchItem): MarketSearchStep[] {
  const terms = itemTermsOf(item);
  const first = queryOf(item, terms, { variant: true, spec: true });
  if (!first) return [];
  const broader: MarketSearchStep | undefined = terms.spec
    ? { q: queryOf(item, terms, { variant: true, spec: false }), broadened: 'spec' }
    : terms.variant.length > 0
      ? { q: queryOf(item, terms, { variant: false, spec: false }), broadened: 'variant' }
      : undefined;
  return broader && broader.q && broader.q !== first ? [{ q: first }, broader] : [{ q: first }];
}
