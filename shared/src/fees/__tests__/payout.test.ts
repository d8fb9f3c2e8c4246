/**
 * Table tests against each marketplace's published fee rule and, where the marketplace gives one,
 * its own worked example (cited per row). Figures are what a US seller keeps, in dollars.
 */
import { MARKETPLACES } from '../../marketplaces';
import { MARKETPLACE_FEES } from '../marketplaceFees';
import { defaultShipping, itemKind } from '../itemKind';
import { feeFor, payout, rankPayouts, type Shipping } from '../payout';
import type { MarketplaceId } from '../../types/entities';

const local: Shipping = { delivery: 'local' };
const shipped = (cost: number): Shipping => ({ delivery: 'shipped', cost });

describe('payout: one sale on one marketplace', () => {
  test.each<[string, MarketplaceId, number, Shipping, number, number]>([
    // eBay: 13.6% of the total, shipping included, + $0.40 an order, $0.30 when the total is $10 or less.
    ['eBay, $20 + $5 shipping: 13.6% of $25 + $0.40', 'ebay', 20, shipped(5), 3.8, 16.2],
    ['eBay, a $10 total: the $0.30 per-order fee', 'ebay', 6, shipped(4), 1.66, 4.34],
    ['eBay, a $10.01 total: the $0.40 per-order fee', 'ebay', 6.01, shipped(4), 1.76, 4.25],
    ['eBay, no local option', 'ebay', 20, local, NaN, NaN],
    // Mercari (FAQ on the fees from 6 Jan 2025): 10% of the item price and the buyer-paid shipping.
    ['Mercari, $100 + $10 shipping', 'mercari', 100, shipped(10), 11, 89],
    // Poshmark: a flat $2.95 under $15, 20% at $15 and over, never on shipping.
    ['Poshmark, $14: flat $2.95', 'poshmark', 14, shipped(7.67), 2.95, 11.05],
    ['Poshmark, $15: 20%', 'poshmark', 15, shipped(7.67), 3, 12],
    ['Poshmark, $50: 20%', 'poshmark', 50, shipped(7.67), 10, 40],
    // OfferUp help: shipped sales pay 12.9% of the final price (excluding shipping), at least $1.99.
    ['OfferUp shipped, $10: the $1.99 minimum', 'offerup', 10, shipped(6), 1.99, 8.01],
    ['OfferUp shipped, $100: 12.9%, not on shipping', 'offerup', 100, shipped(12), 12.9, 87.1],
    ['OfferUp local: free', 'offerup', 100, local, 0, 100],
    // Facebook: local free; shipped 10% of the total, shipping included.
    ['Facebook shipped, $50 + $10', 'facebook', 50, shipped(10), 6, 44],
    ['Facebook local', 'facebook', 50, local, 0, 50],
    // Depop US: processing only, 3.3% + $0.45 of the total.
    ['Depop, $50 + $10', 'depop', 50, shipped(10), 2.43, 47.57],
    ['Vinted: no seller fee', 'vinted', 40, shipped(8), 0, 40],
    ['Instagram: a direct sale', 'instagram', 40, shipped(8), 0, 40],
    ['Craigslist local: free', 'craigslist', 187, local, 0, 187],
    ['Craigslist does not ship', 'craigslist', 187, shipped(8), NaN, NaN],
  ])('%s', (_, marketplace, price, shipping, fee, keep) => {
    const result = payout({ price, marketplace, shipping });
    if (Number.isNaN(fee)) {
      expect(result).toBeNull();
      return;
    }
    expect(result).toMatchObject({ marketplace, delivery: shipping.delivery, fee, keep });
  });

  test("eBay's own per-order example: a $25 sale (shipping and tax in) paid $3.71 at the 13.25% then in force", () => {
    // ebay.com seller center, 2024 winter update: "you'll now pay a fee of $3.71 instead of $3.61".
    const rule = { ...MARKETPLACE_FEES.ebay.shipped!, rate: 0.1325 };
    expect(feeFor(rule, 25, 0).fee).toBe(3.71);
    expect(feeFor({ ...rule, perOrder: 0.3 }, 25, 0).fee).toBe(3.61);
  });

  test('the fee reads as a seller reads it', () => {
    const label = (marketplace: MarketplaceId, price: number, shipping: Shipping) =>
      payout({ price, marketplace, shipping })!.feeLabel;
    expect(label('craigslist', 50, local)).toBe('no fees');
    expect(label('mercari', 50, shipped(8))).toBe('10%');
    expect(label('poshmark', 12, shipped(8))).toBe('flat $2.95');
    expect(label('offerup', 10, shipped(8))).toBe('12.9% (at least $1.99)');
    expect(label('ebay', 50, shipped(8))).toBe('13.6% + $0.40');
  });

  test('a seller never keeps less than nothing', () => {
    expect(payout({ price: 1, marketplace: 'poshmark', shipping: shipped(8) })!.keep).toBe(0);
  });
});

describe('every entry of the fee table', () => {
  test.each(MARKETPLACES.map(({ id }) => id))('%s has a source page, a date checked and a way to sell', (id) => {
    const fees = MARKETPLACE_FEES[id];
    expect(fees.id).toBe(id);
    expect(new URL(fees.source).protocol).toBe('https:');
    expect(fees.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(new Date(fees.checkedOn).getTime())).toBe(false);
    expect(fees.local ?? fees.shipped).not.toBeNull();
  });
});

describe('itemKind and the shipping a seller starts from', () => {
  test.each([
    ['Clothing, Shoes & Accessories', 'fashion', 8],
    ['Electronics', 'electronics', 12],
    ['Home & Garden', 'home', 15],
    ['Collectibles', 'other', 10],
  ] as const)('%s is %s, shipped for $%d', (category, kind, cost) => {
    expect(itemKind({ category })).toBe(kind);
    expect(defaultShipping({ category })).toBe(cost);
  });

  test("the AI's own category decides before its marketplace categories", () => {
    expect(itemKind({ category: 'Film camera', marketplaceCategories: { poshmark: 'Bags' } })).toBe('electronics');
    expect(itemKind({ category: 'Vintage', marketplaceCategories: { ebay: 'Cameras & Photo' } })).toBe('electronics');
  });
});

describe('rankPayouts: every marketplace, best first, one line why', () => {
  const jacket = { category: 'Clothing', itemName: 'Leather jacket' };
  const camera = { category: 'Cameras & Photo', itemName: 'Canon AE-1' };
  const now = new Date('2026-12-01T00:00:00Z');

  test('nine payouts sorted by what the seller keeps; a tie keeps the catalogue order', () => {
    const ranked = rankPayouts({ price: 187, shippingCost: 8, item: jacket, now });
    expect(ranked.map((r) => [r.marketplace, r.best.keep])).toEqual([
      ['facebook', 187],
      ['instagram', 187],
      ['offerup', 187],
      ['craigslist', 187],
      ['vinted', 187],
      ['depop', 180.11],
      ['mercari', 167.5],
      ['ebay', 160.08],
      ['poshmark', 149.6],
    ]);
    expect(ranked[3].why).toBe('Craigslist: local pickup, no fees — you keep $187');
    expect(ranked[6].why).toBe('Mercari: shipped, 10% — you keep $167.50');
    expect(ranked[1].why).toBe('Instagram Feed: local or shipped, no fees — you keep $187');
  });

  test('local and shipped are both given where they differ', () => {
    const facebook = rankPayouts({ price: 187, shippingCost: 8, item: jacket, now })[0];
    expect(facebook.best).toMatchObject({ delivery: 'local', keep: 187 });
    expect(facebook.other).toMatchObject({ delivery: 'shipped', keep: 167.5 });
    const craigslist = rankPayouts({ price: 187, shippingCost: 8, item: jacket, now })[3];
    expect(craigslist.other).toBeNull();
  });

  test('a marketplace that does not sell this kind of item comes last, saying why', () => {
    const ranked = rankPayouts({ price: 120, shippingCost: 12, item: camera, now });
    expect(ranked.slice(-2).map((r) => r.marketplace)).toEqual(['vinted', 'depop']);
    expect(ranked.slice(-2).every((r) => !r.fits)).toBe(true);
    expect(ranked.at(-1)!.why).toBe('Depop: not a place for electronics — you would keep $115.19');
    expect(ranked.slice(0, -2).every((r) => r.fits)).toBe(true);
  });

  test('a moved price moves every payout', () => {
    const low = rankPayouts({ price: 100, shippingCost: 8, item: jacket, now });
    const high = rankPayouts({ price: 140, shippingCost: 8, item: jacket, now });
    for (const entry of high) {
      const before = low.find((r) => r.marketplace === entry.marketplace)!;
      expect(entry.best.keep).toBeGreaterThan(before.best.keep);
    }
  });

  test('fees older than six months say when they were checked (fake clock)', () => {
    const checked = MARKETPLACE_FEES.mercari.checkedOn;
    const day = (offsetMonths: number, offsetDays: number) => {
      const d = new Date(`${checked}T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() + offsetMonths);
      d.setUTCDate(d.getUTCDate() + offsetDays);
      return d;
    };
    const mercari = (now: Date) =>
      rankPayouts({ price: 50, shippingCost: 8, item: jacket, now }).find((r) => r.marketplace === 'mercari')!;
    expect(mercari(day(6, -1)).staleNote).toBeNull();
    expect(mercari(day(6, 1)).staleNote).toMatch(/^Fees checked on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });
});
