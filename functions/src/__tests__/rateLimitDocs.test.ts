/**
 * Without a TTL policy the counter documents are never deleted, so the deploy docs must give the
 * exact command for the collection and field the limiter writes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_ANALYSIS_PHOTOS, MAX_LISTINGS_PER_SELLER, MAX_PHOTO_BYTES_PER_SELLER } from '@snap/shared/contracts';
import { WORST_CASE_MICRO_USD } from '../config/costs';
import {
  DEFAULT_DAILY_BUDGET,
  DEFAULT_DAILY_LIMIT,
  DEFAULT_MARKET_DAILY_SEARCHES,
  DEFAULT_RATE_LIMIT,
  IPV6_NETWORK_MULTIPLE,
  MARKET_SEARCH_SHARE,
  type CallerTier,
} from '../config/gatewayConfig';
import { RATE_LIMIT_COLLECTION, RATE_LIMIT_EXPIRY_FIELD } from '../http/firestoreRateLimiter';

const repo = join(__dirname, '..', '..', '..');
const command = `gcloud firestore fields ttls update ${RATE_LIMIT_EXPIRY_FIELD} --collection-group=${RATE_LIMIT_COLLECTION} --enable-ttl`;

describe('the rate-limit counters’ TTL policy', () => {
  it.each(['docs/deploying.md', 'functions/README.md'])(
    '%s gives the command for the limiter’s collection and field',
    (doc) => {
      expect(readFileSync(join(repo, doc), 'utf8')).toContain(command);
    },
  );
});

describe('the worst-case prices the daily budget charges', () => {
  const readme = readFileSync(join(repo, 'functions', 'README.md'), 'utf8');
  /** The last dollar figure of the README table's row that starts with `label`. */
  const maxOfRow = (label: string) => {
    const row = readme.split('\n').find((line) => line.startsWith(`| ${label}`));
    const dollars = [...(row ?? '').matchAll(/\$(\d+\.\d+)/g)].map((match) => Number(match[1]));
    return Math.round((dollars.at(-1) ?? NaN) * 1_000_000);
  };

  it('are the README cost table’s maxima', () => {
    expect(maxOfRow('identify (low)')).toBe(WORST_CASE_MICRO_USD.identify.low);
    expect(maxOfRow('same, a 16:9 photo (6 tiles)')).toBe(WORST_CASE_MICRO_USD.identify.high);
    expect(maxOfRow('estimate')).toBe(WORST_CASE_MICRO_USD.estimate);
    expect(maxOfRow('listing')).toBe(WORST_CASE_MICRO_USD.listing);
  });
});

describe('the TTL policy the deploy sets up', () => {
  it('is declared in firestore.indexes.json for the limiter’s collection and field, and deployed with the gateway', async () => {
    const indexes = JSON.parse(readFileSync(join(repo, 'firestore.indexes.json'), 'utf8')) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
    };
    expect(indexes.fieldOverrides).toContainEqual(
      expect.objectContaining({
        collectionGroup: RATE_LIMIT_COLLECTION,
        fieldPath: RATE_LIMIT_EXPIRY_FIELD,
        ttl: true,
      }),
    );
    const firebase = JSON.parse(readFileSync(join(repo, 'firebase.json'), 'utf8')) as {
      firestore: { indexes: string };
    };
    expect(firebase.firestore.indexes).toBe('firestore.indexes.json');
    const { MODULES } = (await import(join(repo, 'scripts', 'deploy', 'config.mjs'))) as {
      MODULES: Record<string, { target: string }>;
    };
    expect(MODULES.functions.target.split(',')).toEqual(expect.arrayContaining(['functions', 'firestore:indexes']));
  });
});

describe('the limits table', () => {
  const readme = readFileSync(join(repo, 'functions', 'README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('### Rate limits, daily quotas'),
    readme.indexOf('### Memory, concurrency'),
  );
  /** The cells of the limits table's row that starts with `label`. */
  const row = (label: string) => {
    const line = section.split('\n').find((text) => text.startsWith(`| ${label}`));
    if (!line) throw new Error(`no row "${label}"`);
    return line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
  };
  const count = (text: string) => Number(/[\d,]+/.exec(text)?.[0].replace(/,/g, ''));
  const dollars = (text: string) => Number(/\$(\d+(?:\.\d+)?)/.exec(text)?.[1]);
  /** The dearest request the budget charges: an identification of every photo an analysis may send, at `low`. */
  const dearest = (MAX_ANALYSIS_PHOTOS * WORST_CASE_MICRO_USD.identify.low) / 1_000_000;

  it.each<[string, CallerTier]>([
    ['signed-in seller, email verified', 'user'],
    ['signed-in account, email not verified', 'unverified'],
    ['…and every account behind one address', 'accounts'],
    ['visitor (', 'visitor'],
    ['…and every visitor behind one address', 'crowd'],
    ['no token at all', 'anonymous'],
  ])('gives the gateway’s limits for “%s” and its worst case per day', (label, tier) => {
    const [, , window, day, worst] = row(label);
    expect(count(window)).toBe(DEFAULT_RATE_LIMIT[tier]);
    expect(count(day)).toBe(DEFAULT_DAILY_LIMIT[tier]);
    expect(worst).toBe(`${count(day).toLocaleString('en-US')} × $${dearest} = $${(count(day) * dearest).toFixed(2)}`);
  });

  it('gives an IPv6 /48 its multiple of the address limits', () => {
    const [, , window, day, worst] = row('an IPv6 /48');
    expect(window).toBe(`${IPV6_NETWORK_MULTIPLE} × the address's`);
    expect(day).toBe(`${IPV6_NETWORK_MULTIPLE} × the address's`);
    const requests = IPV6_NETWORK_MULTIPLE * DEFAULT_DAILY_LIMIT.crowd;
    expect(worst).toContain(`${requests.toLocaleString('en-US')} × $${dearest} = $${(requests * dearest).toFixed(2)}`);
  });

  it('gives the service’s budget and the share open to callers who are not established', () => {
    const { calls, usd, reservedShare } = DEFAULT_DAILY_BUDGET;
    const [, , , whole] = row('**the whole service**');
    expect(count(whole)).toBe(calls);
    expect(dollars(whole)).toBe(usd);
    const [, , , open, worst] = row('visitors, callers without a token');
    expect(count(open)).toBe(calls * (1 - reservedShare));
    expect(dollars(open)).toBe(usd * (1 - reservedShare));
    expect(open).toContain(`1 − ${reservedShare}`);
    expect(dollars(worst)).toBe(usd * (1 - reservedShare));
  });

  it('adds and multiplies right wherever it works a figure out', () => {
    const sums = [...section.matchAll(/\$(\d+\.\d+)((?: \+ \$\d+\.\d+)+) = \$(\d+\.\d+)/g)];
    expect(sums.length).toBeGreaterThan(0);
    for (const [, first, rest, total] of sums) {
      const terms = [first, ...rest.split(' + $').slice(1)].map(Number);
      expect(terms.reduce((a, b) => a + b, 0).toFixed(2)).toBe(Number(total).toFixed(2));
    }
    const products = [...section.matchAll(/([\d,]+) × \$(\d+\.\d+) = \$(\d+\.\d+)/g)];
    expect(products.length).toBeGreaterThan(5);
    for (const [, n, price, total] of products)
      expect((Number(n.replace(/,/g, '')) * Number(price)).toFixed(2)).toBe(Number(total).toFixed(2));
  });
});

describe('the market searches table', () => {
  const readme = readFileSync(join(repo, 'functions', 'README.md'), 'utf8');
  const row = (label: string) => {
    const line = readme.split('\n').find((text) => text.trim().startsWith(`| ${label}`));
    if (!line) throw new Error(`no row "${label}"`);
    return line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
  };
  const number = (text: string) => Number(/\d[\d,]*/.exec(text)?.[0].replace(/,/g, ''));
  const percent = (fraction: number) => `${Math.round(fraction * 100)} %`;

  it.each<[string, number, number]>([
    ['every caller behind one address', MARKET_SEARCH_SHARE.address, 1],
    ['every caller behind one IPv6 /48', MARKET_SEARCH_SHARE.address, IPV6_NETWORK_MULTIPLE],
    ['an established account', MARKET_SEARCH_SHARE.established, 1],
    ['any other identity', MARKET_SEARCH_SHARE.newcomer, 1],
  ])('gives “%s” its share of the day’s searches and how many it takes to spend them', (label, share, multiple) => {
    const [, stated, searches, toSpend] = row(label);
    expect(number(readme.slice(readme.indexOf('| who (of `GATEWAY_MARKET_DAILY_SEARCHES`')))).toBe(
      DEFAULT_MARKET_DAILY_SEARCHES,
    );
    expect(stated).toBe(multiple === 1 ? percent(share) : `${multiple} × ${percent(share)}`);
    const perDay = Math.floor(DEFAULT_MARKET_DAILY_SEARCHES * share) * multiple;
    expect(number(searches)).toBe(perDay);
    expect(number(toSpend)).toBe(Math.ceil(DEFAULT_MARKET_DAILY_SEARCHES / perDay));
  });
});

describe('the worst-case storage one seller may keep', () => {
  const readme = readFileSync(join(repo, 'functions', 'README.md'), 'utf8');
  const GIB = 2 ** 30;
  const USD_PER_GIB_MONTH = 0.18;
  /** The cells of the storage table's row that starts with `label`. */
  const row = (label: string) =>
    (readme.split('\n').find((line) => line.startsWith(`| ${label}`)) ?? '').split('|').map((cell) => cell.trim());

  it('gives the ceilings the rules and the app hold', () => {
    expect(row('photos, full size')[2]).toBe(`${MAX_PHOTO_BYTES_PER_SELLER / 2 ** 20} MiB`);
    expect(row('saved listings')[2]).toBe(MAX_LISTINGS_PER_SELLER.toLocaleString('en-US'));
  });

  it('adds up: each row is its ceiling times the price, and the seller’s total is their sum', () => {
    const photosGib = MAX_PHOTO_BYTES_PER_SELLER / GIB;
    const listingsGib = Math.round(((MAX_LISTINGS_PER_SELLER * 220 * 1000) / GIB) * 1000) / 1000;
    expect(row('photos, full size')[3]).toBe(`${photosGib} GiB`);
    expect(row('saved listings')[3]).toBe(`${listingsGib} GiB`);
    const dollars = (gib: number) => `$${(Math.round(gib * USD_PER_GIB_MONTH * 1000) / 1000).toFixed(3)}`;
    expect(row('photos, full size')[4]).toBe(`$${USD_PER_GIB_MONTH} × ${photosGib} GiB = ${dollars(photosGib)}`);
    expect(row('saved listings')[4]).toBe(`$${USD_PER_GIB_MONTH} × ${listingsGib} GiB = ${dollars(listingsGib)}`);
    expect(row('one seller, both')[3]).toBe(`${Math.round((photosGib + listingsGib) * 1000) / 1000} GiB`);
    expect(row('one seller, both')[4]).toBe(dollars(photosGib + listingsGib));
  });
});
