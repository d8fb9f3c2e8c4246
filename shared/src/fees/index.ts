/**
 * '@snap/shared/fees': marketplace fees as data and what a seller keeps on each marketplace.
 * Pure and React-free; bundled from source by each app that shows payouts.
 */
export {
  FEES_STALE_AFTER_MONTHS,
  MARKETPLACE_FEES,
  type Delivery,
  type FeeRule,
  type ItemKind,
  type MarketplaceFees,
} from './marketplaceFees';
export { DEFAULT_SHIPPING, defaultShipping, itemKind, type ItemWords } from './itemKind';
export {
  feeFor,
  payout,
  rankPayouts,
  staleFeeNote,
  type MarketplacePayout,
  type Payout,
  type Shipping,
} from './payout';
