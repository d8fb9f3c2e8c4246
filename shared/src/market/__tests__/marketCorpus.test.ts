/**
 * The market path's pure parts over real eBay answers (functions/src/market/__fixtures__/ebay/):
 * the query a seller's item gets, the filter's drop reasons on real titles, and the price the
 * issue's cases get. The answers are read as published; nothing here is edited.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filterComparables, type DropReason, type FilterItem } from '../comparableFilter';
import { marketSearchSteps } from '../marketSearch';
import { priceFromEvidence } from '../priceEvidence';
import { readableRange } from '../readablePrice';
import type { MarketListing } from '../marketListing';

const corpusDir = join(__dirname, '..', '..', '..', '..', 'functions', 'src', 'market', '__fixtures__', 'ebay');
interface Summary {
  title: string;
  price: { value: string; currency: string };
  condition?: string;
  conditionId?: string;
  itemWebUrl: string;
  categories?: { categoryId: string }[];
}
const answer = (file: string): MarketListing[] =>
  (JSON.parse(readFileSync(join(corpusDir, file), 'utf8')) as { itemSummaries: Summary[] }).itemSummaries.map((s) => ({
    title: s.title,
    price: Number(s.price.value),
    currency: s.price.currency,
    condition: s.condition ?? '',
    url: s.itemWebUrl,
    platform: 'eBay',
    ...(s.conditionId ? { conditionId: s.conditionId } : {}),
    ...(s.categories ? { categoryIds: s.categories.map((c) => c.categoryId) } : {}),
  }));
const phones = answer('phones-iphone-best-match-gaurav-arun-ebay-alerts.json');
const accessories = answer('phones-iphone-sort-price-gaurav-arun-ebay-alerts.json');
const rtx4070 = answer('gpus-geforce-rtx-4070-activescott-gpu-agent.json');
const boosterBoxes = answer('collectibles-pokemon-booster-box-aprea-ebay-listings-monitor.json');

describe('the query eBay is asked', () => {
  it.each<[string, { itemName: string; brandName?: string; modelNumber?: string }, string[]]>([
    [
      'brand, model, variant, capacity; then without the capacity',
      { itemName: 'iPhone 11 Pro Max 64GB', brandName: 'Apple' },
      ['Apple iPhone 11 Pro Max 64GB', 'Apple iPhone 11 Pro Max'],
    ],
    [
      'the variant dropped when there is no spec',
      { itemName: 'Apple iPhone 12 mini' },
      ['Apple iPhone 12 mini', 'Apple iPhone 12'],
    ],
    [
      'nothing of eBay syntax: parentheses, commas, quotes, a leading minus',
      { itemName: 'Apple iPhone 11 (Unlocked), "Excellent" -64GB' },
      ['Apple iPhone 11 64GB', 'Apple iPhone 11'],
    ],
    [
      "a marketplace title's noise left out",
      { itemName: 'ASUS TUF Gaming GeForce RTX 4090 OC 24GB GDDR6X Graphics Card - Fast Shipping✈️' },
      ['GeForce RTX 4090 24GB', 'GeForce RTX 4090'],
    ],
    [
      'a short name keeps its words after the number',
      { itemName: 'Canon AE-1 Program', brandName: 'Canon' },
      ['Canon AE-1 Program'],
    ],
    ['several capacities: no spec', { itemName: 'Apple iPhone 11 64/128/256GB Factory Unlocked' }, ['Apple iPhone 11']],
    [
      'an accessory keeps what it is',
      { itemName: 'Case for iPhone 14 Pro Max' },
      ['iPhone 14 Pro Max case', 'iPhone 14 case'],
    ],
    [
      "a shoe's size is its spec",
      { itemName: 'Nike Air Max 90 Size 10', brandName: 'Nike' },
      ['Nike Air Max 90 size 10', 'Nike Air Max 90'],
    ],
  ])('%s', (_label, item, queries) => {
    const steps = marketSearchSteps(item);
    expect(steps.map((s) => s.q)).toEqual(queries);
    expect(steps.length).toBeLessThanOrEqual(2);
    for (const { q } of steps) {
      expect(q).not.toMatch(/[(),"*]|(^|\s)-/);
      expect(q.length).toBeLessThanOrEqual(100);
    }
  });
});

describe('the filter on real answers', () => {
  const reasonFor = (listings: MarketListing[], item: FilterItem, title: string): DropReason | 'kept' => {
    const { kept, dropped } = filterComparables(listings, item);
    if (kept.some((l) => l.title === title)) return 'kept';
    const found = dropped.find((d) => d.listing.title === title);
    if (!found) throw new Error(`no listing titled ${title}`);
    return found.reason;
  };

  it.each<[string, MarketListing[], FilterItem, string, DropReason | 'kept']>([
    [
      'an accessory',
      accessories,
      { itemName: 'Apple iPhone 11 Pro Max' },
      'For iPhone 14 Plus 13 12 11 Pro Max Tempered Glass Camera Lens Screen Protector',
      'accessory',
    ],
    [
      'a case for the phone',
      accessories,
      { itemName: 'Apple iPhone 11 Pro Max' },
      'Shockproof Armor Matte Case For iPhone 14 13 12 11 Pro Max XR XS 7 8 Hard Cover',
      'accessory',
    ],
    [
      'another generation',
      phones,
      { itemName: 'Apple iPhone 11' },
      'Apple iPhone 8 64GB GSM Factory Unlocked Smartphone-Good',
      'other-model',
    ],
    [
      'another variant',
      phones,
      { itemName: 'Apple iPhone 12' },
      'Apple iPhone 12 mini 64GB Unlocked AT&T T-Mobile Verizon Very Good Condition',
      'other-model',
    ],
    [
      'several models in one title',
      phones,
      { itemName: 'Apple iPhone 11 Pro' },
      phones.find((l) => /11 Pro \| 11 Pro Max/.test(l.title))!.title,
      'several-models',
    ],
    [
      'the same phone',
      phones,
      { itemName: 'Apple iPhone 11' },
      phones.find((l) => /^Apple iPhone 11 64GB Unlocked Verizon/.test(l.title))!.title,
      'kept',
    ],
    [
      'a refurbished grade for a used item',
      phones,
      { itemName: 'Apple iPhone 8', estimatedCondition: 'good' },
      'Apple iPhone 8 64GB GSM Factory Unlocked Smartphone-Good',
      'condition',
    ],
    [
      'for parts',
      rtx4070,
      { itemName: 'NVIDIA GeForce RTX 4070' },
      rtx4070.find((l) => /parts/i.test(l.condition))!.title,
      'not-one-item',
    ],
    [
      'a Ti for a plain 4070',
      rtx4070,
      { itemName: 'NVIDIA GeForce RTX 4070' },
      rtx4070.find((l) => /4070 Ti\b/.test(l.title) && !/super/i.test(l.title))!.title,
      'other-model',
    ],
  ])('%s', (_label, listings, item, title, reason) => {
    expect(reasonFor(listings, item, title)).toBe(reason);
  });

  it('a listing priced in another currency (a real eBay Australia answer)', () => {
    const { kept, dropped } = filterComparables(boosterBoxes, { itemName: 'Pokemon booster box' });
    expect(kept).toEqual([]);
    expect(dropped.map((d) => d.reason)).toEqual(boosterBoxes.map(() => 'currency'));
  });

  it('a price outside the fences of the rest: an outlier', () => {
    const used = rtx4070.filter(
      (l) => /RTX 4070\b/.test(l.title) && !/\b(Ti|Super)\b/i.test(l.title) && !/parts/i.test(l.condition),
    );
    const absurd = { ...used[0], title: `${used[0].title} `, price: used[0].price * 3.5 };
    const { dropped } = filterComparables([...used, absurd], { itemName: 'NVIDIA GeForce RTX 4070' });
    expect(dropped).toContainEqual({ listing: absurd, reason: 'outlier' });
  });

  it('holds listings to the category when one is known', () => {
    const { dropped } = filterComparables(accessories, { itemName: 'Apple iPhone 11' }, { categoryId: '9355' });
    expect(dropped.filter((d) => d.reason === 'category').length).toBeGreaterThan(50);
  });

  it("drops prices a quarter or less of the AI's estimate, unless most listings are there", () => {
    const listing = (price: number): MarketListing => ({
      title: 'Apple iPhone 11',
      price,
      currency: 'USD',
      condition: 'Used',
      url: 'https://www.ebay.com/itm/1',
      platform: 'eBay',
    });
    const apart = filterComparables(
      [1, 280, 290, 300, 310, 320].map(listing),
      { itemName: 'Apple iPhone 11' },
      { estimate: 300 },
    );
    expect(apart.dropped).toEqual([{ listing: expect.objectContaining({ price: 1 }), reason: 'far-from-estimate' }]);
    const most = filterComparables(
      [20, 21, 22, 23, 300].map(listing),
      { itemName: 'Apple iPhone 11' },
      { estimate: 300 },
    );
    expect(most.dropped.every((d) => d.reason !== 'far-from-estimate')).toBe(true);
  });
});

describe("the issue's cases, priced", () => {
  const model = (estimatedPrice: number) => ({
    estimatedPrice,
    priceRange: { min: estimatedPrice * 0.8, max: estimatedPrice * 1.2 },
    confidence: 80,
  });
  const outcome = (listings: MarketListing[]) => ({
    ok: true as const,
    result: { listings, source: 'ebay' as const, demo: false, fetchedAt: 0, query: 'q' },
  });

  it('a new iPhone 11 Pro Max whose search found cases at $0.75: the AI estimate, saying why', () => {
    const { estimate } = priceFromEvidence(model(450), outcome(accessories), {
      itemName: 'Apple iPhone 11 Pro Max',
      estimatedCondition: 'new',
    });
    expect(estimate.estimatedPrice).toBe(450);
    expect(estimate.evidence).toEqual({ source: 'ai', reason: 'mostly-accessories', query: 'q' });
    expect(estimate.comparableItems).toEqual([]);
  });

  it('a used iPhone 11 is priced from the used iPhone 11s, not from cases or other models', () => {
    const { estimate } = priceFromEvidence(model(280), outcome([...phones, ...accessories]), {
      itemName: 'Apple iPhone 11',
    });
    expect(estimate.evidence).toMatchObject({ source: 'ebay' });
    expect(estimate.estimatedPrice).toBeGreaterThan(200);
    expect(estimate.estimatedPrice).toBeLessThan(400);
    for (const item of estimate.comparableItems) expect(item.title).toMatch(/iPhone 11\b/);
  });

  it('shows at most ten, spread over the prices used: their median is the median the panel states', () => {
    const used = rtx4070.filter((l) => /RTX 4070\b/.test(l.title));
    const { estimate } = priceFromEvidence(model(550), outcome(used), {
      itemName: 'NVIDIA GeForce RTX 4070',
      estimatedCondition: 'new',
    });
    expect(estimate.evidence.source).toBe('ebay');
    if (estimate.evidence.source !== 'ebay') return;
    const shown = estimate.comparableItems.map((c) => c.price).sort((a, b) => a - b);
    expect(shown.length).toBeLessThanOrEqual(10);
    const shownMedian = (shown[Math.floor((shown.length - 1) / 2)] + shown[Math.ceil((shown.length - 1) / 2)]) / 2;
    expect(Math.abs(shownMedian - estimate.evidence.median) / estimate.evidence.median).toBeLessThan(0.05);
  });
});

describe('ranges as a person prices', () => {
  it.each<[number, number, [number, number]]>([
    [50.05, 59.95, [50, 60]],
    [111.25, 133.75, [110, 135]],
    [242.1, 395.5, [240, 400]],
    [0.75, 1.2, [0.5, 1.5]],
    [1499, 2210, [1450, 2250]],
  ])('%d–%d reads %j', (low, high, range) => {
    expect(readableRange(low, high)).toEqual(range);
  });
});
