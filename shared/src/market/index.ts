/**
 * @snap/shared/market: the market path's pure parts — the search terms, the filter that keeps the
 * listings of the same product, the statistics and the price from the evidence. The gateway runs
 * them on every analysis and the browser's demo AI on its demo market data. A subpath of its own,
 * not in the singleton (@snap/shared) nor in ./contracts: every visitor downloads the singleton,
 * and none of this is needed in a browser but by the demo.
 */
export * from './marketListing';
export * from './comparableStats';
export * from './comparableFilter';
export * from './itemTerms';
export * from './marketSearch';
export * from './readablePrice';
export * from './priceEvidence';
export * from './productCode';
