/**
 * The market search as the analysis runs it: never rejects, and settles within its budget whatever
 * the adapter does, so the estimate can wait for it without ever being held past that budget.
 */
import { MarketUnavailableError, type MarketComparables, type MarketQuery } from './marketComparables';
import { searchTextOf, type ItemIdentification, type MarketOutcome } from '@snap/shared/contracts';

/** What a buyer would type for this item: the brand, then the name (without saying the brand twice). */
export function marketQueryOf(
  item: Pick<ItemIdentification, 'itemName' | 'brandName' | 'estimatedCondition'>,
): MarketQuery {
  return { query: searchTextOf(item), condition: item.estimatedCondition };
}

export function askMarket(
  market: MarketComparables | undefined,
  query: MarketQuery,
  budgetMs: number,
  signal: AbortSignal,
): Promise<MarketOutcome> {
  if (!market) return Promise.resolve({ ok: false, reason: 'no market configured' });
  if (budgetMs <= 0) return Promise.resolve({ ok: false, reason: 'no time left before the deadline' });
  return new Promise<MarketOutcome>((resolve) => {
    // The adapter ends its own requests at budgetMs; this ends the wait even if one does not.
    const timer = setTimeout(
      () => resolve({ ok: false, reason: `timeout: no answer within ${budgetMs} ms` }),
      budgetMs + 50,
    );
    market
      .search(query, { signal, budgetMs })
      .then(
        (result) => resolve({ ok: true, result }),
        (error: unknown) =>
          resolve({
            ok: false,
            reason:
              error instanceof MarketUnavailableError
                ? `${error.failure}: ${error.message}`
                : `unexpected: ${error instanceof Error ? error.message : String(error)}`,
          }),
      )
      .finally(() => clearTimeout(timer));
  });
}
