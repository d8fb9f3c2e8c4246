/** The market adapter the configuration asks for: eBay itself, or the local stand-in in demo mode. */
import type { GatewayConfig } from '../config/gatewayConfig';
import { createEbayBrowse, inMemoryCallBudget, type MarketCallBudget } from './ebayBrowse';
import { MarketUnavailableError, type MarketComparables } from './marketComparables';

/**
 * `budget` counts the day's searches; without one each instance counts its own in memory (so up to
 * `maxInstances` × the allowance in a day).
 */
export function marketFromConfig(
  { market }: GatewayConfig,
  { budget, now }: { budget?: MarketCallBudget; now?: () => number } = {},
): MarketComparables {
  if (!market.enabled)
    return {
      search: () => Promise.reject(new MarketUnavailableError('not-configured', 'no eBay credentials are configured')),
    };
  return createEbayBrowse({
    baseUrl: market.baseUrl,
    clientId: market.clientId,
    clientSecret: market.clientSecret,
    demo: market.demo,
    budget: budget ?? inMemoryCallBudget(market.dailySearches, now),
    cacheTtlMs: market.cacheTtlMs,
    now,
  });
}
