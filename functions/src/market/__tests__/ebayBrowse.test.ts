/**
 * The eBay adapter over real HTTP against the eBay stand-in (scripts/ebay-standin.mjs) on a free
 * port, with a fake clock for token expiry, the cache, Retry-After and the day's budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEbayStandIn, type EbayStandIn } from '../../../../scripts/ebay-standin.mjs';
import {
  createEbayBrowse,
  inMemoryCallBudget,
  isEbayUrl,
  listingsFromSearch,
  normaliseQuery,
  retryAfterMs,
  TOKEN_MARGIN_MS,
} from '../ebayBrowse';
import type { MarketComparables } from '../marketComparables';

let standIn: EbayStandIn;
beforeAll(async () => {
  standIn = await startEbayStandIn({ port: 0 });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.setCase(undefined);
});

const START = Date.UTC(2026, 10, 26, 10, 0, 0);
function adapter({ perDay = 5000, cacheSize }: { perDay?: number; cacheSize?: number } = {}) {
  const clock = { now: START };
  const now = () => clock.now;
  const market = createEbayBrowse({
    baseUrl: standIn.url,
    clientId: 'client-id',
    clientSecret: 'client-secret',
    demo: true,
    budget: inMemoryCallBudget(perDay, now),
    now,
    cacheSize,
  });
  return { market, clock };
}
const search = (market: MarketComparables, query: string, budgetMs = 2000) =>
  market.search({ query, condition: 'good' }, { budgetMs });
const count = (kind: 'token' | 'search') => standIn.requests.filter((r) => r.kind === kind).length;

describe('the eBay adapter against the stand-in', () => {
  it('asks for a token with client credentials, then searches fixed-price US-dollar listings on EBAY_US', async () => {
    const { market } = adapter();
    const result = await search(market, 'Canon AE-1 Program');
    expect(result).toMatchObject({ source: 'ebay', demo: true, fetchedAt: START });
    expect(result.listings).toHaveLength(14);
    expect(result.listings[0]).toEqual({
      title: expect.stringContaining('Canon AE-1 Program'),
      price: expect.any(Number),
      currency: 'USD',
      conditionId: '3000',
      condition: expect.any(String),
      url: expect.stringMatching(/^https:\/\/www\.ebay\.com\/itm\/\d+$/),
      platform: 'eBay',
    });

    const [token, searched] = standIn.requests;
    expect(token.headers).toMatchObject({
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`,
    });
    expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({
      grant_type: 'client_credentials',
      scope: 'https://api.ebay.com/oauth/api_scope',
    });
    expect(searched.headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer standin-token-/),
      'x-ebay-c-marketplace-id': 'EBAY_US',
    });
    expect(searched.query).toEqual({
      q: 'Canon AE-1 Program',
      filter: 'conditionIds:{3000|4000|5000},buyingOptions:{FIXED_PRICE},priceCurrency:USD',
      limit: '50',
    });
  });

  it('keeps the token until shortly before it expires, then asks for a new one', async () => {
    const { market, clock } = adapter();
    await search(market, 'Canon AE-1');
    await search(market, 'Nikon FM2');
    expect(count('token')).toBe(1);

    clock.now = START + 7200_000 - TOKEN_MARGIN_MS - 1; // just inside its life less the margin
    await search(market, 'Pentax K1000');
    expect(count('token')).toBe(1);

    clock.now = START + 7200_000 - TOKEN_MARGIN_MS;
    await search(market, 'Olympus OM-1');
    expect(count('token')).toBe(2);
    const bearers = standIn.requests.filter((r) => r.kind === 'search').map((r) => r.headers.authorization);
    expect(new Set(bearers).size).toBe(2);
  });

  it('answers the same query from its cache for an hour, then asks again', async () => {
    const { market, clock } = adapter();
    const first = await search(market, 'Canon AE-1');
    expect(await search(market, '  canon   AE-1 ')).toBe(first);
    expect(count('search')).toBe(1);
    clock.now = START + 60 * 60_000;
    await search(market, 'Canon AE-1');
    expect(count('search')).toBe(2);
  });

  it('keeps a bounded number of queries, the oldest evicted first', async () => {
    const { market } = adapter({ cacheSize: 2 });
    for (const query of ['a camera', 'b camera', 'c camera', 'b camera', 'a camera']) await search(market, query);
    expect(standIn.requests.filter((r) => r.kind === 'search').map((r) => r.query?.q)).toEqual([
      'a camera',
      'b camera',
      'c camera',
      'a camera',
    ]);
  });

  it("stops at the day's budget without calling eBay, and starts again the next UTC day", async () => {
    const { market, clock } = adapter({ perDay: 2 });
    await search(market, 'one');
    await search(market, 'two');
    await expect(search(market, 'three')).rejects.toMatchObject({ failure: 'over-budget' });
    expect(count('search')).toBe(2);
    await search(market, 'one'); // cached answers cost nothing
    clock.now = Date.UTC(2026, 10, 27, 0, 0, 0);
    await expect(search(market, 'three')).resolves.toMatchObject({ source: 'ebay' });
  });

  it("honours a 429's Retry-After: no search goes out until it has passed", async () => {
    const { market, clock } = adapter();
    standIn.setCase('rate-limited');
    await expect(search(market, 'Canon AE-1')).rejects.toMatchObject({ failure: 'rate-limited' });
    standIn.setCase(undefined);
    await expect(search(market, 'Nikon FM2')).rejects.toMatchObject({ failure: 'rate-limited' });
    expect(count('search')).toBe(1);
    clock.now = START + 30_000;
    await expect(search(market, 'Nikon FM2')).resolves.toMatchObject({ source: 'ebay' });
  });

  it('fails a 500 as an upstream error, and does not cache it', async () => {
    const { market } = adapter();
    standIn.setCase('error');
    await expect(search(market, 'Canon AE-1')).rejects.toMatchObject({ failure: 'upstream-error' });
    standIn.setCase(undefined);
    await expect(search(market, 'Canon AE-1')).resolves.toMatchObject({ source: 'ebay' });
  });

  it('gives up on a search that hangs within its budget', async () => {
    const { market } = adapter();
    standIn.setCase('hang');
    const started = Date.now();
    await expect(search(market, 'Canon AE-1', 300)).rejects.toMatchObject({ failure: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('stops when the analysis ends first', async () => {
    const { market } = adapter();
    standIn.setCase('hang');
    const controller = new AbortController();
    const searching = market.search({ query: 'Canon AE-1' }, { budgetMs: 5000, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(searching).rejects.toMatchObject({ failure: 'aborted' });
  });

  it.each([
    ['none', 0],
    ['few', 2],
    // the 14, the $5 for-parts and the $900 lot; not the one on another domain
    ['outliers', 16],
    // the 6 in dollars, not the 6 in pounds and euros
    ['currencies', 6],
  ] as const)('the %s case: %i listings', async (kase, listings) => {
    const { market } = adapter();
    standIn.setCase(kase);
    const result = await search(market, 'Canon AE-1');
    expect(result.listings).toHaveLength(listings);
    expect(result.listings.every((l) => l.currency === 'USD' && isEbayUrl(l.url))).toBe(true);
  });

  it('reads the case from the query text too', async () => {
    const { market } = adapter();
    await expect(search(market, 'Canon AE-1 case:few')).resolves.toMatchObject({ listings: [{}, {}] });
  });
});

describe('reading eBay', () => {
  it.each([
    ['https://www.ebay.com/itm/1', true],
    ['https://ebay.com/itm/1', true],
    ['https://m.ebay.com/itm/1', true],
    ['http://www.ebay.com/itm/1', false],
    ['https://ebay.com.example.net/itm/1', false],
    ['https://notebay.com/itm/1', false],
    ['https://www.ebay.co.uk/itm/1', false],
    ['javascript:alert(1)', false],
    [42, false],
  ])('%s is an eBay page: %s', (url, expected) => {
    expect(isEbayUrl(url)).toBe(expected);
  });

  it('skips summaries without a usable price, title or page; a reply without itemSummaries is none', () => {
    const good = {
      title: 'A',
      price: { value: '10.50', currency: 'USD' },
      condition: 'Used',
      itemWebUrl: 'https://www.ebay.com/itm/1',
    };
    expect(
      listingsFromSearch({
        itemSummaries: [
          good,
          { ...good, price: { value: 'n/a', currency: 'USD' } },
          { ...good, price: { value: '0', currency: 'USD' } },
          { ...good, title: '' },
          { ...good, itemWebUrl: undefined },
          { ...good, price: { value: '9', currency: 'CAD' } },
        ],
      }),
    ).toEqual([
      {
        title: 'A',
        price: 10.5,
        currency: 'USD',
        condition: 'Used',
        url: 'https://www.ebay.com/itm/1',
        platform: 'eBay',
      },
    ]);
    expect(listingsFromSearch({ total: 0 })).toEqual([]);
    expect(() => listingsFromSearch('oops')).toThrow(/not an object/);
  });

  it.each([
    ['30', 30_000],
    ['0', 0],
    [new Date(START + 12_000).toUTCString(), 12_000],
    [null, 60_000],
    ['soon', 60_000],
  ])('Retry-After %s → %i ms', (header, ms) => {
    expect(retryAfterMs(header, START)).toBe(ms);
  });

  it('normalises queries for the cache: case, spacing and width aside', () => {
    expect(normaliseQuery({ query: ' Canon  ＡＥ-1 ', condition: 'good' })).toBe('canon ae-1|||good|');
  });
});

describe('the eBay adapter: categories, product codes and refurbished grades', () => {
  it('asks the Taxonomy API for the category once per kind of item: the tree, then the first suggestion', async () => {
    const { market, clock } = adapter();
    expect(await market.suggestCategory!('Canon AE-1 Program', { budgetMs: 2000 })).toBe('15230');
    expect(await market.suggestCategory!('canon  ae-1 PROGRAM', { budgetMs: 2000 })).toBe('15230');
    const asked = standIn.requests.filter((r) => r.kind === 'category-tree' || r.kind === 'category-suggestions');
    expect(asked.map((r) => r.kind)).toEqual(['category-tree', 'category-suggestions']);
    expect(asked[0].query).toEqual({ marketplace_id: 'EBAY_US' });
    expect(asked[1].query).toEqual({ q: 'canon ae-1 program' });
    expect(asked[1].headers.authorization).toMatch(/^Bearer standin-token-/);
    // A day later it is asked again (the tree is kept).
    clock.now += 24 * 60 * 60_000 + 1;
    await market.suggestCategory!('Canon AE-1 Program', { budgetMs: 2000 });
    expect(standIn.requests.filter((r) => r.kind === 'category-suggestions')).toHaveLength(2);
    expect(standIn.requests.filter((r) => r.kind === 'category-tree')).toHaveLength(1);
    // No category search was counted against the day's Browse budget.
    expect(count('search')).toBe(0);
  });

  it("takes the first of eBay's own suggestions (a real published Taxonomy answer)", async () => {
    const answer = readFileSync(
      join(
        __dirname,
        '..',
        '__fixtures__',
        'ebay',
        'taxonomy-category-suggestions-earthenware-chanelkim-major-studio-2-thesis.json',
      ),
      'utf8',
    );
    const tree = readFileSync(
      join(
        __dirname,
        '..',
        '__fixtures__',
        'ebay',
        'taxonomy-default-category-tree-id-ebay-us-activescott-gpu-agent.json',
      ),
      'utf8',
    );
    const asked: string[] = [];
    const market = createEbayBrowse({
      baseUrl: 'https://api.ebay.com',
      clientId: 'id',
      clientSecret: 'secret',
      demo: false,
      budget: inMemoryCallBudget(10),
      fetch: async (input) => {
        const url = String(input);
        asked.push(url);
        if (url.endsWith('/identity/v1/oauth2/token')) return Response.json({ access_token: 't', expires_in: 7200 });
        return new Response(url.includes('get_default_category_tree_id') ? tree : answer, {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    expect(await market.suggestCategory!('earthenware', { budgetMs: 2000 })).toBe('262408');
    expect(asked.at(-1)).toBe(
      'https://api.ebay.com/commerce/taxonomy/v1/category_tree/0/get_category_suggestions?q=earthenware',
    );
  });

  it('a kind of item eBay has no suggestion for is searched in every category', async () => {
    const { market } = adapter();
    expect(await market.suggestCategory!('zzz unknown thing', { budgetMs: 2000 })).toBeUndefined();
  });

  it('searches in the category, by product code, with the refurbished grades asked for', async () => {
    const { market } = adapter();
    await market.search(
      { query: '', gtin: '0194252030394', categoryId: '9355', conditionIds: ['3000', '2030'] },
      { budgetMs: 2000 },
    );
    const [searched] = standIn.requests.filter((r) => r.kind === 'search');
    expect(searched.query).toMatchObject({
      gtin: '0194252030394',
      category_ids: '9355',
      filter: 'conditionIds:{3000|2030},buyingOptions:{FIXED_PRICE},priceCurrency:USD',
    });
    expect(searched.query).not.toHaveProperty('q');
  });

  it("reads a summary's condition id and categories, leaf first", () => {
    expect(
      listingsFromSearch({
        itemSummaries: [
          {
            title: 'Apple iPhone 11 64GB',
            price: { value: '289.89', currency: 'USD' },
            condition: 'Used',
            conditionId: '3000',
            leafCategoryIds: ['9355'],
            categories: [
              { categoryId: '9355', categoryName: 'Cell Phones & Smartphones' },
              { categoryId: '15032', categoryName: 'Cell Phones & Accessories' },
            ],
            itemWebUrl: 'https://www.ebay.com/itm/1',
          },
        ],
      })[0],
    ).toMatchObject({ conditionId: '3000', categoryIds: ['9355', '15032'] });
  });
});
