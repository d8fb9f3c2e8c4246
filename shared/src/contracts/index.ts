/**
 * @snap/shared/contracts: what every app and the AI gateway agree on, free of React and of the
 * browser, so functions/ bundles it into the function: the spec §3 entity types, the §9
 * constants, the marketplace catalogue, the AI failure messages and the route table (PATHS).
 *
 * Each app bundles this subpath from source (it is not the federation singleton), so a remote
 * deployed before the host never asks the host's copy for a name it lacks.
 */
export * from '../types/entities';
export * from '../constants';
export * from '../marketplaces';
export * from '../ai/aiMessages';
export * from '../navigation/paths';
export * from '../ai/analysisStream';
// Types only: the market's code is in @snap/shared/market.
export type * from '../market/marketListing';
export * from '../listings/listingChange';
export * from '../listings/listingStatus';
export * from '../listings/sellerLimits';
