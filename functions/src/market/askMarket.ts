/**
 * The market search as the analysis runs it: the item's category first (once per kind of item,
 * cached by the adapter), then at most MAX_MARKET_SEARCHES searches — by the product's code when
 * there is one, by the words a buyer would type, then one step broader — stopping at the first that
 * finds enough listings of the same product (comparableFilter.ts). Never rejects, and settles within
 * its budget whatever the adapter does, so the estimate can wait for it without ever being held
 * past that budget; a search that found something is kept when a later one fails or runs out of time.
 */
import { MarketUnavailableError, type MarketComparables, type MarketQuery } from './marketComparables';
import type { CodeConflict, MarketListing } from '@snap/shared/contracts';
import { MIN_MARKET_COMPARABLES, type ItemIdentification } from '@snap/shared/contracts';
import {
  MAX_MARKET_SEARCHES,
  conditionIdsFor,
  filterComparables,
  gtinSearchLabel,
  marketSearchSteps,
  type FilterItem,
  type MarketOutcome,
  type MarketResult,
} from '@snap/shared/market';

/** The longest the category lookup may take of the market's budget; past it, every category is searched. */
export const CATEGORY_WAIT_MS = 1_500;

export interface MarketPlan {
  /** The searches in order, each one query for the adapter; at most MAX_MARKET_SEARCHES. */
  searches: MarketQuery[];
  /** The words the category is asked by: the broadest search's (the kind of item, not this one). */
  kind: string;
  /** What the listings are held to. */
  item: FilterItem;
  /**
   * The seller said the product code names the item (after a CodeConflict): the code's listings are
   * held to their own product, not to what the photos were identified as.
   */
  codeConfirmed?: boolean;
}

/** The searches for an identified item (with the product code when one was read). */
export function marketPlanOf(
  item: Pick<
    ItemIdentification,
    'itemName' | 'brandName' | 'modelNumber' | 'searchQuery' | 'estimatedCondition' | 'condition'
  > & {
    gtin?: string;
    codeConfirmed?: boolean;
  },
): MarketPlan {
  // The identification's own search words when it proposed them: what a buyer types, in fewer and
  // surer words than the name; the same words then say which listings are the item.
  const named = item.searchQuery?.trim() || item.itemName;
  const filterItem: FilterItem = {
    itemName: named,
    ...(item.brandName ? { brandName: item.brandName } : {}),
    ...(item.modelNumber ? { modelNumber: item.modelNumber } : {}),
    estimatedCondition: item.estimatedCondition,
    condition: item.condition,
  };
  const conditionIds = conditionIdsFor(filterItem);
  const base = { condition: item.estimatedCondition, ...(conditionIds ? { conditionIds } : {}) };
  const steps = marketSearchSteps(filterItem);
  const searches: MarketQuery[] = [
    ...(item.gtin ? [{ ...base, query: '', gtin: item.gtin }] : []),
    ...steps.map((step) => ({ ...base, query: step.q })),
  ].slice(0, MAX_MARKET_SEARCHES);
  const codeConfirmed = Boolean(item.gtin && item.codeConfirmed);
  return {
    searches,
    kind: steps.at(-1)?.q ?? item.itemName,
    item: filterItem,
    ...(codeConfirmed ? { codeConfirmed } : {}),
  };
}

/** What a search is called in the evidence: its words, or its product code. */
export const searchLabel = (query: MarketQuery) => (query.gtin ? gtinSearchLabel(query.gtin) : query.query);

const reasonOf = (error: unknown) =>
  error instanceof MarketUnavailableError
    ? `${error.failure}: ${error.message}`
    : `unexpected: ${error instanceof Error ? error.message : String(error)}`;

/**
 * A search by code with at least this many listings, none of them the product identified: the code
 * names another product, and the seller is asked which is right.
 */
export const CODE_CONFLICT_MIN_LISTINGS = 2;

/**
 * Whether a code's listings are all of another product than `item`, whatever their condition: on
 * real eBay answers a used card's code finds new and for-parts listings of that very card, which
 * the condition check drops (functions/src/market/__tests__/askMarket.test.ts).
 */
function namesAnotherProduct({ itemName, brandName, modelNumber }: FilterItem, listings: readonly MarketListing[]) {
  const product = { itemName, ...(brandName ? { brandName } : {}), ...(modelNumber ? { modelNumber } : {}) };
  return listings.length >= CODE_CONFLICT_MIN_LISTINGS && filterComparables(listings, product).kept.length === 0;
}

/**
 * What a product code's listings call it: the shortest title of eBay's five best matches (the
 * fewest words besides the product's name), on one line.
 */
export function productTitleOf(listings: readonly MarketListing[]): string {
  const titles = listings.slice(0, 5).map((listing) => listing.title.replace(/\s+/g, ' ').trim());
  return titles
    .reduce((shortest, title) => (title.length < shortest.length ? title : shortest), titles[0] ?? '')
    .slice(0, 80);
}

/** A confirmed code's listings are held to their own product: its name, not the brand or model identified. */
const codesOwnProduct = ({ estimatedCondition, condition }: FilterItem, listings: readonly MarketListing[]) => ({
  itemName: productTitleOf(listings),
  estimatedCondition,
  condition,
});

/** Failures after which a second search is not tried: it would fail the same way, or there is no time. */
const FINAL: ReadonlySet<string> = new Set([
  'over-budget',
  'rate-limited',
  'aborted',
  'timeout',
  'auth-failed',
  'not-configured',
]);

export function askMarket(
  market: MarketComparables | undefined,
  plan: MarketPlan,
  budgetMs: number,
  signal: AbortSignal,
  now: () => number = Date.now,
): Promise<MarketOutcome> {
  if (!market) return Promise.resolve({ ok: false, reason: 'no market configured' });
  if (budgetMs <= 0) return Promise.resolve({ ok: false, reason: 'no time left before the deadline' });
  if (plan.searches.length === 0) return Promise.resolve({ ok: false, reason: 'nothing to search for' });
  const started = now();
  const left = () => budgetMs - (now() - started);
  let best: { result: MarketResult; relevant: number; heldTo: FilterItem } | undefined;
  let codeConflict: CodeConflict | undefined;
  const outcome = (reason: string): MarketOutcome => ({
    ...(best
      ? { ok: true, result: best.result, ...(best.heldTo !== plan.item ? { heldTo: best.heldTo } : {}) }
      : { ok: false, reason }),
    ...(codeConflict ? { codeConflict } : {}),
  });

  async function run(): Promise<MarketOutcome> {
    let categoryId: string | undefined;
    if (market?.suggestCategory) {
      try {
        categoryId = await market.suggestCategory(plan.kind, { signal, budgetMs: Math.min(left(), CATEGORY_WAIT_MS) });
      } catch {
        // Searched in every category: the filter still holds the listings to the item.
      }
    }
    let failure = 'no search was made';
    for (const query of plan.searches) {
      if (left() <= 0) return outcome(`timeout: no answer within ${budgetMs} ms`);
      try {
        const result = await market!.search(
          { ...query, ...(categoryId ? { categoryId } : {}) },
          { signal, budgetMs: left() },
        );
        // A confirmed code's listings are of its own product: held to their title, not the photos' item.
        const byCode = query.gtin && result.listings.length > 0;
        const heldTo = byCode && plan.codeConfirmed ? codesOwnProduct(plan.item, result.listings) : plan.item;
        const relevant = filterComparables(result.listings, heldTo, { categoryId }).kept.length;
        if (byCode && !plan.codeConfirmed && relevant === 0 && namesAnotherProduct(plan.item, result.listings))
          codeConflict = { gtin: query.gtin!, title: productTitleOf(result.listings) };
        if (!best || relevant > best.relevant)
          best = {
            result: { ...result, query: searchLabel(query), ...(categoryId ? { categoryId } : {}) },
            relevant,
            heldTo,
          };
        if (relevant >= MIN_MARKET_COMPARABLES) break;
      } catch (error) {
        failure = reasonOf(error);
        if (error instanceof MarketUnavailableError && FINAL.has(error.failure)) break;
      }
    }
    return outcome(failure);
  }

  return new Promise<MarketOutcome>((resolve) => {
    // The adapter ends its own requests at the budget; this ends the wait even if one does not,
    // with what an earlier search found.
    const timer = setTimeout(() => resolve(outcome(`timeout: no answer within ${budgetMs} ms`)), budgetMs + 50);
    run()
      .then(resolve, (error: unknown) => resolve(outcome(reasonOf(error))))
      .finally(() => clearTimeout(timer));
  });
}
