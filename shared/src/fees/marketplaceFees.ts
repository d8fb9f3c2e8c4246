/**
 * What each marketplace of spec §9 charges a US seller, as data: one file, reviewed like code.
 *
 * Every entry names its fee page (`source`) and the day someone last compared the entry with it
 * (`checkedOn`). When a marketplace changes its fees, change the entry, its `checkedOn`, and the
 * table test in `__tests__/payout.test.ts` that cites the marketplace's own example. An entry
 * older than FEES_STALE_AFTER_MONTHS shows "Fees checked on …" wherever its payout is shown.
 *
 * 2026-11-26: compared with copies of these pages held in a public-page archive; this machine
 * has no live internet. Depop's US rule and Poshmark's (which piloted another structure in late
 * 2024) are the ones to re-check first on the live pages.
 *
 * The model: the buyer pays the item's price, plus the shipping the seller charges when the item
 * is shipped (which pays for the label). What the seller keeps is the price less the fee; a fee
 * charged on shipping as well (`onShipping`) costs the seller that share of the shipping too.
 */
import type { MarketplaceId } from '../types/entities';

/** How the item reaches the buyer. */
export type Delivery = 'local' | 'shipped';

/**
 * The kinds of item a marketplace is for. Derived from the AI's category (see itemKind.ts);
 * 'other' is anything the words do not place.
 */
export type ItemKind = 'fashion' | 'electronics' | 'home' | 'other';

export interface FeeRule {
  /** The percentage as a fraction of the fee base: 0.136 for 13.6%. */
  rate: number;
  /** Added to every order: eBay's $0.40. */
  perOrder?: number;
  /** A smaller per-order amount for an order total at or under a threshold: eBay's $0.30 up to $10. */
  smallOrder?: { atOrUnder: number; perOrder: number };
  /** A flat fee instead of the percentage for a price under a threshold: Poshmark's $2.95 under $15. */
  flatUnder?: { price: number; fee: number };
  /** The least the fee can be: OfferUp's $1.99 on a shipped sale. */
  minimum?: number;
  /** The percentage is charged on the shipping the buyer pays as well as on the price. */
  onShipping: boolean;
}

export interface MarketplaceFees {
  id: MarketplaceId;
  /** The fee for a local sale (the buyer collects and pays in person); null: no local sales. */
  local: FeeRule | null;
  /** The fee for a shipped sale; null: the marketplace does not ship. */
  shipped: FeeRule | null;
  /**
   * Who pays for card processing: 'in-fee' (the marketplace's fee covers it), 'buyer' (a fee the
   * buyer pays on top), or 'seller-arranges' (no checkout: the seller arranges payment).
   */
  processing: 'in-fee' | 'buyer' | 'seller-arranges';
  /** What the seller should know that the figures do not say. */
  note: string;
  /** The kinds of item sold there; 'any' for a general marketplace. */
  sells: 'any' | readonly ItemKind[];
  /** The fee page, on the marketplace's own site. */
  source: string;
  /** ISO date (YYYY-MM-DD) the entry was last compared with `source`. */
  checkedOn: string;
}

/** After this many months an entry's payouts say when its fees were checked. */
export const FEES_STALE_AFTER_MONTHS = 6;

const FREE: FeeRule = { rate: 0, onShipping: false };

export const MARKETPLACE_FEES: Readonly<Record<MarketplaceId, MarketplaceFees>> = {
  facebook: {
    id: 'facebook',
    local: FREE,
    shipped: { rate: 0.1, onShipping: true },
    processing: 'in-fee',
    note: 'Local pickup is free. A shipped sale pays 10% of the total, shipping included (older pages say 5% with a $0.40 minimum).',
    sells: 'any',
    source: 'https://www.facebook.com/help/1118431648567225',
    checkedOn: '2026-11-26',
  },
  instagram: {
    id: 'instagram',
    local: FREE,
    shipped: FREE,
    processing: 'seller-arranges',
    note: 'No marketplace fee: a direct sale. You arrange payment (and any fee your payment app charges) with the buyer.',
    sells: 'any',
    source: 'https://help.instagram.com/1627591223954487',
    checkedOn: '2026-11-26',
  },
  offerup: {
    id: 'offerup',
    local: FREE,
    shipped: { rate: 0.129, minimum: 1.99, onShipping: false },
    processing: 'in-fee',
    note: 'Local sales are free. A shipped sale pays 12.9% of the price (not the shipping), at least $1.99.',
    sells: 'any',
    source: 'https://help.offerup.com/hc/en-us/articles/360039017352',
    checkedOn: '2026-11-26',
  },
  mercari: {
    id: 'mercari',
    local: null,
    shipped: { rate: 0.1, onShipping: true },
    processing: 'buyer',
    note: 'A 10% selling fee on the price and the shipping the buyer pays; the buyer pays a 3.6% protection fee (since 6 Jan 2025).',
    sells: 'any',
    source: 'https://www.mercari.com/us/help_center/article/169/',
    checkedOn: '2026-11-26',
  },
  craigslist: {
    id: 'craigslist',
    local: FREE,
    shipped: null,
    processing: 'seller-arranges',
    note: 'Free to post in most for-sale categories (cars, boats and a few others cost a few dollars); buyers pay in person.',
    sells: 'any',
    source: 'https://www.craigslist.org/about/help/posting_fees',
    checkedOn: '2026-11-26',
  },
  vinted: {
    id: 'vinted',
    local: null,
    shipped: FREE,
    processing: 'buyer',
    note: 'No seller fee: the buyer pays a protection fee on top.',
    sells: ['fashion'],
    source: 'https://www.vinted.com/help/selling',
    checkedOn: '2026-11-26',
  },
  depop: {
    id: 'depop',
    local: null,
    shipped: { rate: 0.033, perOrder: 0.45, onShipping: true },
    processing: 'in-fee',
    note: 'US sellers pay no 10% selling fee (other regions do), only payment processing: 3.3% + $0.45 of the total.',
    sells: ['fashion'],
    source: 'https://depophelp.zendesk.com/hc/en-us/articles/360001791127-Depop-fees-and-charges',
    checkedOn: '2026-11-26',
  },
  poshmark: {
    id: 'poshmark',
    local: null,
    shipped: { rate: 0.2, flatUnder: { price: 15, fee: 2.95 }, onShipping: false },
    processing: 'in-fee',
    note: '20% at $15 and over, a flat $2.95 under $15, never on shipping (the buyer pays Poshmark’s label).',
    sells: ['fashion', 'home', 'electronics'],
    source: 'https://poshmark.com/posh_protect',
    checkedOn: '2026-11-26',
  },
  ebay: {
    id: 'ebay',
    local: null,
    shipped: { rate: 0.136, perOrder: 0.4, smallOrder: { atOrUnder: 10, perOrder: 0.3 }, onShipping: true },
    processing: 'in-fee',
    note: '13.6% of the total in most categories (up to $7,500), shipping and tax included, plus $0.40 an order ($0.30 at $10 or less); raised 14 Feb 2025.',
    sells: 'any',
    source: 'https://www.ebay.com/help/selling/fees-credits-invoices/selling-fees?id=4364',
    checkedOn: '2026-11-26',
  },
};
