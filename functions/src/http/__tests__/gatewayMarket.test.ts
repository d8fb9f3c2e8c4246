/**
 * POST /analyze with market comparables, over real HTTP: the gateway's eBay adapter talks to the
 * eBay stand-in (scripts/ebay-standin.mjs) on a free port while the model is the scripted fake.
 * The estimate rests on the listings when there are enough, and goes out on time as the model's
 * own, labelled, when the market has too few, fails, is over its budget or hangs.
 */
import type { AnalysisStreamEvent, PriceEstimate } from '@snap/shared/contracts';
import { startEbayStandIn, type EbayStandIn, type EbayStandInCase } from '../../../../scripts/ebay-standin.mjs';
import { startOpenLibraryStandIn, type OpenLibraryStandIn } from '../../../../scripts/openlibrary-standin.mjs';
import { jsonReply } from '../../__tests__/support/fakeOpenAi';
import { sampleEstimate, sampleItem } from '../../__tests__/support/fixtures';
import { startGateway, type GatewayOptions, type GatewayUnderTest } from '../../__tests__/support/gatewayServer';

let standIn: EbayStandIn;
let gateway: GatewayUnderTest | undefined;
beforeAll(async () => {
  standIn = await startEbayStandIn({ port: 0 });
});
afterAll(() => standIn.close());
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
  standIn.setCase(undefined);
  standIn.requests.length = 0;
});

const script = [jsonReply(sampleItem), jsonReply(sampleEstimate)];
async function start(kase?: EbayStandInCase, env: Record<string, string> = {}, options: GatewayOptions = {}) {
  standIn.setCase(kase);
  gateway = await startGateway({
    script,
    market: 'from-config',
    ...options,
    env: { EBAY_STANDIN_URL: standIn.url, ...env },
  });
  return gateway;
}

/** The analysis and when each of its lines arrived, from the request's start. */
async function timedAnalysis(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${url}/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'image/jpeg', ...headers },
    body: Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array<number>(400).fill(0x11)]),
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: AnalysisStreamEvent[] = [];
  const at: number[] = [];
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n')) >= 0) {
      events.push(JSON.parse(buffered.slice(0, end)) as AnalysisStreamEvent);
      at.push(performance.now() - started);
      buffered = buffered.slice(end + 1);
    }
  }
  const estimated = events.find((e) => e.type === 'estimated');
  return {
    events,
    estimate: estimated?.type === 'estimated' ? (estimated.data as PriceEstimate) : undefined,
    identifiedAtMs: at[0],
    estimatedAtMs: at[1],
  };
}

const searches = () => standIn.requests.filter((r) => r.kind === 'search');
const logged = (g: GatewayUnderTest) => g.log.info.mock.calls.map(([line]) => String(line)).join('\n');

describe('POST /analyze with market comparables', () => {
  it('prices from the listings: their quartiles, real listings only, demo market data', async () => {
    const { url } = await start();
    const { estimate, events } = await timedAnalysis(url);
    expect(events.map((e) => e.type)).toEqual(['identified', 'estimated']);
    expect(estimate?.evidence).toEqual({
      source: 'ebay',
      kind: 'asking',
      count: 14,
      median: expect.any(Number),
      low: expect.any(Number),
      high: expect.any(Number),
      fetchedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      demo: true,
      query: 'Canon AE-1 Program',
    });
    const evidence = estimate!.evidence as Extract<PriceEstimate['evidence'], { source: 'ebay' }>;
    expect(estimate!.priceRange).toEqual({ min: evidence.low, max: evidence.high });
    expect(estimate!.estimatedPrice).toBeGreaterThanOrEqual(evidence.low);
    expect(estimate!.estimatedPrice).toBeLessThanOrEqual(evidence.high);
    expect(estimate!.comparableItems).toHaveLength(10);
    for (const item of estimate!.comparableItems) {
      expect(item).toEqual({
        title: expect.stringContaining('Canon AE-1 Program'),
        price: expect.any(Number),
        platform: 'eBay',
        condition: expect.any(String),
        url: expect.stringMatching(/^https:\/\/www\.ebay\.com\/itm\//),
      });
    }
    // The model's own comparable (text it wrote) is gone.
    expect(estimate!.comparableItems.map((c) => c.title)).not.toContain(sampleEstimate.comparableItems[0].title);
    // One search when it finds enough: brand and model, the identified grade, fixed price in dollars.
    expect(searches()).toHaveLength(1);
    expect(searches()[0].query).toMatchObject({
      q: 'Canon AE-1 Program',
      filter: expect.stringContaining('conditionIds:{3000|4000|5000}'),
    });
  });

  it('filters the outliers out: the $5 for parts, the $900 lot and the listing off ebay.com', async () => {
    const { url } = await start('outliers');
    const { estimate } = await timedAnalysis(url);
    expect(estimate?.evidence).toMatchObject({ source: 'ebay', count: 14 });
    expect(estimate!.comparableItems.some((c) => /parts|lot|off-site/i.test(c.title))).toBe(false);
  });

  it.each<[EbayStandInCase, string, number]>([
    ['none', 'not-enough-data', 0],
    ['few', 'not-enough-data', 0],
    ['rate-limited', 'unavailable', 0],
    ['error', 'unavailable', 0],
  ])("the %s case: the model's estimate, labelled %s", async (kase, reason, comparables) => {
    const g = await start(kase);
    const { estimate } = await timedAnalysis(g.url);
    expect(estimate).toMatchObject({
      estimatedPrice: sampleEstimate.estimatedPrice,
      priceRange: sampleEstimate.priceRange,
      evidence: { source: 'ai', reason },
    });
    expect(estimate!.confidence).toBeLessThanOrEqual(50);
    expect(estimate!.comparableItems).toHaveLength(comparables);
    // The reason is in the log, not in what the seller is sent.
    expect(logged(g)).toMatch(/\[gateway\] estimate: /);
  });

  it('the currencies case: only the dollar listings count', async () => {
    const { url } = await start('currencies');
    expect((await timedAnalysis(url)).estimate?.evidence).toMatchObject({ source: 'ebay', count: 6 });
  });

  it("once the day's searches are spent, the estimate is the model's and eBay is not asked", async () => {
    const otherItem = { ...sampleItem, itemName: 'Nikon FM2', brandName: 'Nikon' };
    const g = await start(
      undefined,
      { GATEWAY_MARKET_DAILY_SEARCHES: '1' },
      {
        script: [jsonReply(sampleItem), jsonReply(sampleEstimate), jsonReply(otherItem), jsonReply(sampleEstimate)],
      },
    );
    expect((await timedAnalysis(g.url)).estimate?.evidence).toMatchObject({ source: 'ebay' });
    // Another caller (the first one's own share of 1 search is spent too: gatewayMarketShare.test.ts).
    const other = { 'x-forwarded-for': '203.0.113.140' };
    expect((await timedAnalysis(g.url, other)).estimate?.evidence).toEqual({ source: 'ai', reason: 'unavailable' });
    expect(searches()).toHaveLength(1);
    expect(logged(g)).toMatch(/over-budget/);
  });

  it('a market that hangs holds the estimate back no longer than its wait', async () => {
    const g = await start('hang', { GATEWAY_MARKET_MAX_WAIT_MS: '600' });
    const { estimate, identifiedAtMs, estimatedAtMs } = await timedAnalysis(g.url);
    expect(estimate?.evidence).toEqual({ source: 'ai', reason: 'unavailable' });
    expect(estimatedAtMs - identifiedAtMs).toBeGreaterThanOrEqual(500);
    expect(estimatedAtMs - identifiedAtMs).toBeLessThan(1500);
    expect(logged(g)).toMatch(/timeout/);
  });

  it('a market that hangs never holds the estimate past the deadline', async () => {
    // 2.5 s in all: the market gets what is left less its 1 s margin, not its 4 s.
    const g = await start('hang', { GATEWAY_DEADLINE_MS: '2500' });
    const { estimate, estimatedAtMs } = await timedAnalysis(g.url);
    expect(estimate?.evidence).toEqual({ source: 'ai', reason: 'unavailable' });
    expect(estimatedAtMs).toBeLessThan(2500);
  });

  it('a model and listings more than DISAGREEMENT_LIMIT apart: the AI estimate, labelled disagrees', async () => {
    const g = await start(
      undefined,
      {},
      {
        script: [
          jsonReply(sampleItem),
          jsonReply({ ...sampleEstimate, estimatedPrice: 50_000, priceRange: { min: 40_000, max: 60_000 } }),
        ],
      },
    );
    const { estimate } = await timedAnalysis(g.url);
    expect(estimate).toMatchObject({ estimatedPrice: 50_000, evidence: { source: 'ai', reason: 'disagrees' } });
    expect(estimate!.confidence).toBeLessThanOrEqual(35);
    expect(estimate!.comparableItems).toEqual([]);
    expect(logged(g)).toMatch(/more than 3× apart/);
  });

  it('the accessories case: a search that finds mostly cases prices nothing from them', async () => {
    const { url } = await start('accessories');
    const { estimate } = await timedAnalysis(url);
    expect(estimate).toMatchObject({
      estimatedPrice: sampleEstimate.estimatedPrice,
      evidence: { source: 'ai', reason: 'mostly-accessories', query: 'Canon AE-1 Program' },
    });
    expect(estimate!.estimatedPrice).toBeGreaterThanOrEqual(sampleEstimate.estimatedPrice / 4);
    // The first search found too few of the item: one broader search, no more.
    expect(searches().length).toBeLessThanOrEqual(2);
  });

  it('asks eBay for the category once per kind of item and holds the search to it', async () => {
    const { url } = await start();
    await timedAnalysis(url);
    await timedAnalysis(url);
    const suggestions = standIn.requests.filter((r) => r.kind === 'category-suggestions');
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0].query).toMatchObject({ q: 'canon ae-1 program' });
    expect(searches()[0].query).toMatchObject({ category_ids: '15230' });
  });

  it('time to price with and without the market (stand-in, model answering at once)', async () => {
    const runs = 5;
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const measure = async (options: GatewayOptions) => {
      const times: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        // A fresh gateway each run: a cold token and an uncached search every time.
        const g = await startGateway({ script, env: { EBAY_STANDIN_URL: standIn.url }, ...options });
        times.push((await timedAnalysis(g.url)).estimatedAtMs);
        await g.close();
      }
      return median(times);
    };
    const without = await measure({});
    const withMarket = await measure({ market: 'from-config' });
    process.stdout.write(
      `time to price, median of ${runs}: without market ${without.toFixed(0)} ms, with (token + search) ${withMarket.toFixed(0)} ms\n`,
    );
    expect(withMarket - without).toBeLessThan(1000);
  });
});

describe('POST /analyze with a product code read from a barcode', () => {
  // The demo market's catalogue (shared/src/testing/demoEbayListings.mjs) knows this code.
  const KNOWN = '012345678905';
  const identifyText = (g: GatewayUnderTest) => JSON.stringify(g.upstream.requests[0]?.body.messages);

  it('asks eBay by the code first, and prices from the listings of that exact product', async () => {
    const g = await start();
    const { estimate } = await timedAnalysis(g.url, { 'x-product-codes': KNOWN });
    expect(searches().map((s) => [s.query?.gtin, s.query?.q])).toEqual([[KNOWN, undefined]]);
    expect(estimate?.evidence).toMatchObject({ source: 'ebay', query: `GTIN ${KNOWN}` });
    expect(identifyText(g)).toContain(`read from a barcode and checked: UPC-A ${KNOWN}`);
  });

  it('falls back to the words when eBay has too few listings by the code', async () => {
    const g = await start();
    const unknown = '198765432102';
    const { estimate } = await timedAnalysis(g.url, { 'x-product-codes': unknown });
    expect(searches().map((s) => s.query?.gtin ?? 'words')).toEqual([unknown, 'words']);
    expect(estimate?.evidence).toMatchObject({ source: 'ebay' });
    expect((estimate?.evidence as { query?: string }).query).not.toContain('GTIN');
  });

  it('ignores a code whose check digit fails: not searched, not told to the model', async () => {
    const g = await start();
    const misread = '0012345678906';
    const { estimate } = await timedAnalysis(g.url, { 'x-product-codes': `${misread},not-a-code` });
    expect(searches().every((s) => s.query?.gtin === undefined)).toBe(true);
    expect(estimate?.evidence).toMatchObject({ source: 'ebay' });
    expect(identifyText(g)).not.toContain('barcode');
  });

  // The demo market knows this code's product; the demo AI follows it only once the seller confirms it.
  const OTHER_PRODUCT = '043210987655';

  it("says when the code's listings are of another product than the photo shows, and prices by the words", async () => {
    const g = await start();
    const { estimate } = await timedAnalysis(g.url, { 'x-product-codes': OTHER_PRODUCT });
    expect(searches().map((s) => s.query?.gtin ?? 'words')).toEqual([OTHER_PRODUCT, 'words']);
    expect(estimate?.codeConflict).toEqual({ gtin: OTHER_PRODUCT, title: 'Mid-Century Teak Table Lamp' });
    expect((estimate?.evidence as { query?: string }).query).not.toContain('GTIN');
  });

  it('once the seller confirms the code, the model is told so and the code prices the item', async () => {
    const g = await start();
    const { estimate } = await timedAnalysis(g.url, {
      'x-product-codes': OTHER_PRODUCT,
      'x-product-code-confirmed': OTHER_PRODUCT,
    });
    expect(identifyText(g)).toContain(`The seller confirmed that UPC-A ${OTHER_PRODUCT} is the item`);
    expect(estimate?.codeConflict).toBeUndefined();
    expect(estimate?.evidence).toMatchObject({ source: 'ebay', query: `GTIN ${OTHER_PRODUCT}` });
  });

  it('ignores a confirmation of a code that was not sent', async () => {
    const g = await start();
    await timedAnalysis(g.url, { 'x-product-codes': KNOWN, 'x-product-code-confirmed': OTHER_PRODUCT });
    expect(identifyText(g)).not.toContain('The seller confirmed');
  });

  it('takes the codes in a JSON body too', async () => {
    const g = await start();
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array<number>(400).fill(0x11)]).toString('base64');
    const reply = await fetch(`${g.url}/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ imagesBase64: [photo], codes: [KNOWN] }),
    });
    await reply.text();
    expect(reply.status).toBe(200);
    expect(searches()[0]?.query?.gtin).toBe(KNOWN);
  });
});

describe('POST /analyze with a book’s ISBN', () => {
  let books: OpenLibraryStandIn;
  beforeAll(async () => {
    books = await startOpenLibraryStandIn();
  });
  afterAll(() => books.close());
  afterEach(() => books.setCase(undefined));

  const ISBN = '9780316030571';
  const withBooks = (env: Record<string, string> = {}) =>
    start(undefined, { OPEN_LIBRARY_STANDIN_URL: books.url, ...env }, { books: 'from-config' });

  it('names the item as the edition the ISBN names, and asks eBay by the ISBN first', async () => {
    const g = await withBooks();
    const { events } = await timedAnalysis(g.url, { 'x-product-codes': ISBN });
    const identified = events.find((e) => e.type === 'identified');
    expect(identified?.type === 'identified' && identified.data).toMatchObject({
      itemName: 'Use of Weapons by Iain M. Banks',
      category: 'Books',
      modelNumber: `ISBN ${ISBN}`,
      searchQuery: 'Use of Weapons Iain M. Banks',
      // What the photos show stays the model's.
      condition: sampleItem.condition,
      description: sampleItem.description,
    });
    expect(identified?.type === 'identified' && identified.data).not.toHaveProperty('brandName');
    expect(searches()[0]?.query?.gtin).toBe(ISBN);
    expect(books.requests.at(-1)?.query.bibkeys).toBe(`ISBN:${ISBN}`);
  });

  it('goes on as the model identified it when the lookup does not answer within its wait', async () => {
    books.setCase('hang');
    const g = await withBooks({ GATEWAY_BOOK_WAIT_MS: '200' });
    const { events } = await timedAnalysis(g.url, { 'x-product-codes': ISBN });
    expect(events.map((e) => e.type)).toEqual(['identified', 'estimated']);
    const identified = events.find((e) => e.type === 'identified');
    expect(identified?.type === 'identified' && identified.data.itemName).toBe(sampleItem.itemName);
  });

  it('asks Open Library nothing for a code that is not an ISBN', async () => {
    const g = await withBooks();
    const before = books.requests.length;
    const { events } = await timedAnalysis(g.url, { 'x-product-codes': '0012345678905' });
    expect(books.requests.length).toBe(before);
    const identified = events.find((e) => e.type === 'identified');
    expect(identified?.type === 'identified' && identified.data.category).toBe(sampleItem.category);
  });
});
