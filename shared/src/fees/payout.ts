/**
 * What a seller keeps on each marketplace: `payout` for one sale, `rankPayouts` for the results
 * screen and the share modal (every marketplace, best first, each with one line why).
 */
import { MARKETPLACES } from '../marketplaces';
import type { MarketplaceId } from '../types/entities';
import { formatPrice } from '../format/formatPrice';
import { formatDate } from '../format/formatDate';
import { itemKind, KIND_LABELS, type ItemWords } from './itemKind';
import {
  FEES_STALE_AFTER_MONTHS,
  MARKETPLACE_FEES,
  type Delivery,
  type FeeRule,
  type MarketplaceFees,
} from './marketplaceFees';

export type Shipping = { delivery: 'local' } | { delivery: 'shipped'; cost: number };

export interface Payout {
  marketplace: MarketplaceId;
  delivery: Delivery;
  price: number;
  /** What the buyer pays for shipping (0 for local). */
  shipping: number;
  fee: number;
  /** The price less the fee: shipping paid by the buyer pays for the label. */
  keep: number;
  /** The fee as a seller reads it: 'no fees', '10%', 'flat $2.95', '12.9% (at least $1.99)'. */
  feeLabel: string;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;
const percent = (rate: number) => `${cents(rate * 100)}%`;

/** The fee one rule charges on a sale of `price` with `shipping` paid by the buyer. */
export function feeFor(rule: FeeRule, price: number, shipping: number): { fee: number; feeLabel: string } {
  if (rule.flatUnder && price < rule.flatUnder.price) {
    return { fee: rule.flatUnder.fee, feeLabel: `flat ${formatPrice(rule.flatUnder.fee)}` };
  }
  const total = price + shipping;
  const base = rule.onShipping ? total : price;
  const perOrder =
    rule.smallOrder && total <= rule.smallOrder.atOrUnder ? rule.smallOrder.perOrder : (rule.perOrder ?? 0);
  const fee = cents(Math.max(base * rule.rate + perOrder, rule.minimum ?? 0));
  if (fee === 0) return { fee, feeLabel: 'no fees' };
  const parts = [
    percent(rule.rate),
    perOrder ? ` + ${formatPrice(perOrder)}` : '',
    rule.minimum ? ` (at least ${formatPrice(rule.minimum)})` : '',
  ];
  return { fee, feeLabel: parts.join('') };
}

/** One sale: null when the marketplace does not sell that way (Craigslist does not ship). */
export function payout({
  price,
  marketplace,
  shipping,
}: {
  price: number;
  marketplace: MarketplaceId;
  shipping: Shipping;
}): Payout | null {
  const rule = MARKETPLACE_FEES[marketplace][shipping.delivery];
  if (!rule) return null;
  const shippingPaid = shipping.delivery === 'shipped' ? Math.max(0, shipping.cost) : 0;
  const { fee, feeLabel } = feeFor(rule, Math.max(0, price), shippingPaid);
  return {
    marketplace,
    delivery: shipping.delivery,
    price,
    shipping: shippingPaid,
    fee,
    keep: cents(Math.max(0, price - fee)),
    feeLabel,
  };
}

export interface MarketplacePayout {
  marketplace: MarketplaceId;
  name: string;
  /** The better way to sell there (local or shipped). */
  best: Payout;
  /** The other way, when the marketplace offers both and it keeps a different amount. */
  other: Payout | null;
  /** How the best way sells: 'local pickup', 'shipped', or 'local or shipped' when both keep the same. */
  how: string;
  /** The marketplace sells this kind of item. */
  fits: boolean;
  /** When it does not: 'not a place for electronics'. */
  misfit: string | null;
  /** One line: 'Craigslist: local, no fees — you keep $187'. */
  why: string;
  /** 'Fees checked on Feb 14, 2025' when the entry is older than FEES_STALE_AFTER_MONTHS, else null. */
  staleNote: string | null;
}

const DELIVERY_LABELS: Readonly<Record<Delivery, string>> = { local: 'local pickup', shipped: 'shipped' };

function isStale(checkedOn: string, now: Date): boolean {
  const checked = new Date(`${checkedOn}T00:00:00Z`);
  const limit = new Date(checked);
  limit.setUTCMonth(limit.getUTCMonth() + FEES_STALE_AFTER_MONTHS);
  return now.getTime() > limit.getTime();
}

/** 'Fees checked on Feb 14, 2025' for an entry past its age, else null. */
export function staleFeeNote(fees: MarketplaceFees, now: Date): string | null {
  return isStale(fees.checkedOn, now)
    ? `Fees checked on ${formatDate(new Date(`${fees.checkedOn}T12:00:00Z`), { month: 'short' })}`
    : null;
}

/**
 * Every marketplace for this item at this price, best first: the ones that sell this kind of item
 * before the ones that do not, then by what the seller keeps; a tie keeps the catalogue's order.
 */
export function rankPayouts({
  price,
  shippingCost,
  item,
  now = new Date(),
}: {
  price: number;
  shippingCost: number;
  item: ItemWords;
  now?: Date;
}): MarketplacePayout[] {
  const kind = itemKind(item);
  const ranked = MARKETPLACES.map(({ id, name }, order) => {
    const fees = MARKETPLACE_FEES[id];
    const options = [
      payout({ price, marketplace: id, shipping: { delivery: 'local' } }),
      payout({ price, marketplace: id, shipping: { delivery: 'shipped', cost: shippingCost } }),
    ].filter((option): option is Payout => option !== null);
    // The better way first; at a tie, local (no parcel to post).
    options.sort((a, b) => b.keep - a.keep);
    const [best, second] = options;
    const other = second && second.keep !== best.keep ? second : null;
    const fits = fees.sells === 'any' || fees.sells.includes(kind);
    const how = second && second.keep === best.keep ? 'local or shipped' : DELIVERY_LABELS[best.delivery];
    const misfit = fits ? null : `not a place for ${KIND_LABELS[kind]}`;
    const why = misfit
      ? `${name}: ${misfit} — you would keep ${formatPrice(best.keep)}`
      : `${name}: ${how}, ${best.feeLabel} — you keep ${formatPrice(best.keep)}`;
    const staleNote = staleFeeNote(fees, now);
    return { entry: { marketplace: id, name, best, other, how, fits, misfit, why, staleNote }, order };
  });
  ranked.sort(
    (a, b) => Number(b.entry.fits) - Number(a.entry.fits) || b.entry.best.keep - a.entry.best.keep || a.order - b.order,
  );
  return ranked.map(({ entry }) => entry);
}
