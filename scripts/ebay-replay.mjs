/**
 * eBay's item_summary/search replayed over a corpus of real answers (functions/src/market/__fixtures__/ebay/),
 * pure: the price bench (bench-price.mjs) asks it what eBay would have returned for a search, and
 * the stand-in's `accessories` case answers from it. It approximates eBay's matching on what the
 * corpus holds (titles, categories, conditions, buying options): every word of `q` in the title
 * (case aside; eBay also reads item specifics, so real eBay finds at least these), `gtin` against a
 * listing's own gtin when it has one, `category_ids` against its categories, and the `filter`'s
 * conditionIds, buyingOptions and priceCurrency.
 */
const wordsOf = (text) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A summary's id: its itemId, else (built files of web listings) its legacy id or its page. */
export const idOf = (summary) => summary.itemId ?? summary.legacyItemId ?? summary.itemWebUrl;

/**
 * Its eBay condition id; a listing of a built file has only eBay's words for it ("Brand New",
 * "New (Other)", "Pre-Owned"), read as the ids eBay gives those words.
 */
export function conditionIdOf(summary) {
  if (summary.conditionId) return summary.conditionId;
  const words = (summary.condition ?? '').toLowerCase();
  if (words === 'brand new' || words === 'new') return '1000';
  if (words.startsWith('new (other)') || words.startsWith('new other')) return '1500';
  if (words === 'pre-owned' || words === 'used') return '3000';
  return undefined;
}

/** The values of one `name:{a|b}` part of eBay's filter parameter, or undefined when absent. */
function filterValues(filter, name) {
  const match = new RegExp(`(?:^|,)${name}:\\{([^}]*)\\}`).exec(filter ?? '');
  return match ? match[1].split('|').filter(Boolean) : undefined;
}

/** The summaries of `corpus` that a search with these parameters returns, in corpus order. */
export function replaySearch(corpus, params, { exclude = new Set(), limit = 50 } = {}) {
  const q = wordsOf(params.get('q') ?? '');
  const gtin = params.get('gtin');
  const category = params.get('category_ids');
  const filter = params.get('filter') ?? '';
  const conditions = filterValues(filter, 'conditionIds');
  const buying = filterValues(filter, 'buyingOptions');
  const currency = /(?:^|,)priceCurrency:(\w+)/.exec(filter)?.[1];
  const seen = new Set();
  const found = [];
  for (const summary of corpus) {
    const id = idOf(summary);
    if (exclude.has(id) || seen.has(id)) continue;
    const title = new Set(wordsOf(summary.title ?? ''));
    if (!q.every((w) => title.has(w))) continue;
    if (gtin && summary.gtin !== gtin) continue;
    if (category) {
      const ids = [...(summary.leafCategoryIds ?? []), ...(summary.categories ?? []).map((c) => c.categoryId)];
      if (!ids.includes(category)) continue;
    }
    if (conditions && !conditions.includes(conditionIdOf(summary))) continue;
    if (buying && !(summary.buyingOptions ?? []).some((b) => buying.includes(b))) continue;
    if (currency && summary.price?.currency !== currency) continue;
    seen.add(id);
    found.push(summary);
    if (found.length >= limit) break;
  }
  return found;
}
