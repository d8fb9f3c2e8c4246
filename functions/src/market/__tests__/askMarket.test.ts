/** The searches an analysis makes: the category, then at most two, the broader only when needed. */
import type { MarketListing, MarketResult } from '@snap/shared/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { askMarket, marketPlanOf, productTitleOf } from '../askMarket';
import { listingsFromSearch } from '../ebayBrowse';
import { MarketUnavailableError, type MarketComparables, type MarketQuery } from '../marketComparables';

const listing = (title: string, price: number): MarketListing => ({
  title,
  price,
  currency: 'USD',
  condition: 'Used',
  url: `https://www.ebay.com/itm/${price}`,
  platform: 'eBay',
});
const result = (listings: MarketListing[]): MarketResult => ({ listings, source: 'ebay', demo: false, fetchedAt: 0 });
const phones = (n: number, title = 'Apple iPhone 11 Pro Max 64GB') =>
  Array.from({ length: n }, (_, i) => listing(title, 400 + i));
const item = {
  itemName: 'iPhone 11 Pro Max 64GB',
  brandName: 'Apple',
  estimatedCondition: 'good' as const,
  condition: 'Light wear',
};

/** A market answering each search from `answers` by its words; it records what it was asked. */
function fakeMarket(answers: Record<string, MarketListing[] | Error>, category?: string | Error) {
  const asked: MarketQuery[] = [];
  const market: MarketComparables = {
    async search(query) {
      asked.push(query);
      const answer = answers[query.query];
      if (answer instanceof Error) throw answer;
      return result(answer ?? []);
    },
    async suggestCategory() {
      if (category instanceof Error) throw category;
      return category;
    },
  };
  return { market, asked };
}
const signal = new AbortController().signal;

describe('askMarket', () => {
  it('one search when it finds enough of the item, held to the suggested category', async () => {
    const { market, asked } = fakeMarket({ 'Apple iPhone 11 Pro Max 64GB': phones(6) }, '9355');
    const outcome = await askMarket(market, marketPlanOf(item), 2000, signal);
    expect(asked).toEqual([
      expect.objectContaining({
        query: 'Apple iPhone 11 Pro Max 64GB',
        categoryId: '9355',
        conditionIds: ['3000', '4000', '5000'],
      }),
    ]);
    expect(outcome).toMatchObject({ ok: true, result: { query: 'Apple iPhone 11 Pro Max 64GB', categoryId: '9355' } });
  });

  it('too few of the item (cases do not count): one broader search, and its listings are used', async () => {
    const cases = Array.from({ length: 8 }, (_, i) => listing('Case for iPhone 11 Pro Max', 1 + i));
    const { market, asked } = fakeMarket({
      'Apple iPhone 11 Pro Max 64GB': [...cases, ...phones(2)],
      'Apple iPhone 11 Pro Max': phones(7),
    });
    const outcome = await askMarket(market, marketPlanOf(item), 2000, signal);
    expect(asked.map((q) => q.query)).toEqual(['Apple iPhone 11 Pro Max 64GB', 'Apple iPhone 11 Pro Max']);
    expect(outcome).toMatchObject({ ok: true, result: { query: 'Apple iPhone 11 Pro Max', listings: phones(7) } });
  });

  it('never more than two searches, and the one with more of the item wins', async () => {
    const { market, asked } = fakeMarket({
      'Apple iPhone 11 Pro Max 64GB': phones(3),
      'Apple iPhone 11 Pro Max': phones(1),
    });
    const outcome = await askMarket(market, marketPlanOf({ ...item, gtin: '0190199389236' }), 2000, signal);
    expect(asked).toHaveLength(2);
    expect(asked[0]).toMatchObject({ query: '', gtin: '0190199389236' });
    expect(outcome).toMatchObject({ ok: true, result: { query: 'Apple iPhone 11 Pro Max 64GB' } });
  });

  describe('a barcode whose listings are of another product', () => {
    const GTIN = '0190199389236';
    const lamps = (n: number) =>
      Array.from({ length: n }, (_, i) => listing('Mid-Century Teak Table Lamp  - works', 80 + i));

    it('says so (eBay’s name for the code’s product), and prices by the words instead', async () => {
      const { market, asked } = fakeMarket({ '': lamps(6), 'Apple iPhone 11 Pro Max 64GB': phones(6) });
      const outcome = await askMarket(market, marketPlanOf({ ...item, gtin: GTIN }), 2000, signal);
      expect(asked.map((q) => q.gtin ?? q.query)).toEqual([GTIN, 'Apple iPhone 11 Pro Max 64GB']);
      expect(outcome).toMatchObject({
        ok: true,
        result: { query: 'Apple iPhone 11 Pro Max 64GB' },
        codeConflict: { gtin: GTIN, title: 'Mid-Century Teak Table Lamp - works' },
      });
    });

    it('says nothing when the code’s listings are the item, or too few to tell', async () => {
      const same = await askMarket(
        fakeMarket({ '': phones(6) }).market,
        marketPlanOf({ ...item, gtin: GTIN }),
        2000,
        signal,
      );
      expect(same).not.toHaveProperty('codeConflict');
      const one = fakeMarket({ '': lamps(1), 'Apple iPhone 11 Pro Max 64GB': phones(6) });
      expect(await askMarket(one.market, marketPlanOf({ ...item, gtin: GTIN }), 2000, signal)).not.toHaveProperty(
        'codeConflict',
      );
    });

    it('once the seller says the code is right, its listings are held to their own product and priced from', async () => {
      const { market, asked } = fakeMarket({ '': lamps(6), 'Apple iPhone 11 Pro Max 64GB': phones(6) });
      const plan = marketPlanOf({ ...item, gtin: GTIN, codeConfirmed: true });
      const outcome = await askMarket(market, plan, 2000, signal);
      expect(asked).toHaveLength(1);
      expect(outcome).toMatchObject({ ok: true, result: { query: `GTIN ${GTIN}`, listings: lamps(6) } });
      expect(outcome).not.toHaveProperty('codeConflict');
    });
  });

  describe("a barcode's listings, on a real eBay answer (__fixtures__/ebay, corpus.json)", () => {
    // activescott/gpu-agent's published Browse answer for "nvidia geforce rtx 4090", unedited:
    // eBay's first ten, as a search by the card's code answers with listings of that card.
    const cards = listingsFromSearch(
      JSON.parse(
        readFileSync(
          join(__dirname, '..', '__fixtures__', 'ebay', 'gpus-geforce-rtx-4090-activescott-gpu-agent.json'),
          'utf8',
        ),
      ),
    ).slice(0, 10);
    const GTIN = '0812674024141';
    const card = {
      itemName: 'NVIDIA GeForce RTX 4090 Founders Edition 24GB',
      brandName: 'NVIDIA',
      modelNumber: 'RTX 4090',
      estimatedCondition: 'like-new' as const,
      condition: 'Sealed',
    };
    const sneakers = {
      itemName: 'Air Jordan 1 High',
      brandName: 'Nike',
      estimatedCondition: 'good' as const,
      condition: 'Worn',
    };

    // The card identified as like-new: eBay's listings of it are new or for parts, all dropped for
    // their condition, and still the same product (this said "another product" before it was tried here).
    it('the card identified: no conflict, though no listing is in its condition', async () => {
      const outcome = await askMarket(
        fakeMarket({ '': cards }).market,
        marketPlanOf({ ...card, gtin: GTIN }),
        2000,
        signal,
      );
      expect(outcome).not.toHaveProperty('codeConflict');
      expect(outcome).toMatchObject({ ok: true, result: { query: `GTIN ${GTIN}` } });
    });

    it('sneakers identified: a conflict named by a real title; once confirmed, priced by the code', async () => {
      const conflicted = await askMarket(
        fakeMarket({ '': cards }).market,
        marketPlanOf({ ...sneakers, gtin: GTIN }),
        2000,
        signal,
      );
      expect(conflicted.codeConflict).toEqual({ gtin: GTIN, title: productTitleOf(cards) });
      expect(cards.slice(0, 5).map((listing) => listing.title)).toContain(conflicted.codeConflict?.title);
      const confirmed = await askMarket(
        fakeMarket({ '': cards }).market,
        marketPlanOf({ ...sneakers, gtin: GTIN, codeConfirmed: true }),
        2000,
        signal,
      );
      expect(confirmed).toMatchObject({
        ok: true,
        result: { query: `GTIN ${GTIN}` },
        heldTo: { itemName: productTitleOf(cards) },
      });
      expect(confirmed).not.toHaveProperty('codeConflict');
    });
  });

  it('a broader search that fails keeps what the first found; a category lookup that fails searches every category', async () => {
    const { market, asked } = fakeMarket(
      {
        'Apple iPhone 11 Pro Max 64GB': phones(2),
        'Apple iPhone 11 Pro Max': new MarketUnavailableError('upstream-error', 'search answered 500'),
      },
      new MarketUnavailableError('timeout', 'no answer'),
    );
    const outcome = await askMarket(market, marketPlanOf(item), 2000, signal);
    expect(asked[0]).not.toHaveProperty('categoryId');
    expect(outcome).toMatchObject({ ok: true, result: { listings: phones(2) } });
  });

  it('a first search over the budget: no second, the reason kept', async () => {
    const { market, asked } = fakeMarket({
      'Apple iPhone 11 Pro Max 64GB': new MarketUnavailableError('over-budget', "today's eBay searches are spent"),
    });
    const outcome = await askMarket(market, marketPlanOf(item), 2000, signal);
    expect(asked).toHaveLength(1);
    expect(outcome).toEqual({ ok: false, reason: "over-budget: today's eBay searches are spent" });
  });

  it('a second search that hangs: the first one’s listings at the budget', async () => {
    const hanging: MarketComparables = {
      search: (query) =>
        query.query.endsWith('64GB') ? Promise.resolve(result(phones(2))) : new Promise(() => undefined),
    };
    const started = Date.now();
    const outcome = await askMarket(hanging, marketPlanOf(item), 300, signal);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(outcome).toMatchObject({ ok: true, result: { listings: phones(2) } });
  });

  it("searches the identification's own search words first, and holds the listings to them", async () => {
    const { market, asked } = fakeMarket({ 'Apple iPhone 11 Pro Max': phones(6) });
    const plan = marketPlanOf({
      ...item,
      itemName: 'Apple iPhone 11 Pro Max smartphone in midnight green',
      searchQuery: 'Apple iPhone 11 Pro Max',
    });
    expect(plan.item.itemName).toBe('Apple iPhone 11 Pro Max');
    const outcome = await askMarket(market, plan, 2000, signal);
    expect(asked.map((q) => q.query)).toEqual(['Apple iPhone 11 Pro Max']);
    expect(outcome).toMatchObject({ ok: true, result: { query: 'Apple iPhone 11 Pro Max' } });
  });
});
