#!/usr/bin/env node
/**
 * Benchmark (not a test): how well the market path prices real items. Over the corpus of real
 * eBay answers (functions/src/market/__fixtures__/ebay/), leave-one-out: each listing that is one
 * working item for sale at a fixed price in US dollars plays the seller's item in turn — its title as
 * the identified name, its eBay condition as the grade — and is priced from the others by the whole
 * market path the gateway runs: the plan of searches (marketPlanOf), the eBay adapter itself
 * (createEbayBrowse, its URL building and its reading of answers) over a fetch that replays the
 * corpus without that item (ebay-replay.mjs; category suggestions from ebay-standin-categories.mjs),
 * the searches in order (askMarket: at most 2), the filter, the statistics and the price
 * (priceFromEvidence). The price is then compared with the item's own asking price.
 *
 * The AI's own estimate, which the filter and the price weigh the listings against, is simulated:
 * the item's own price times a factor drawn, per item and always the same, log-uniformly between
 * 1/2 and 2 (a model within a factor of two). `BENCH_MODEL_SPREAD=4` widens it.
 *
 * Prints: coverage (priced from eBay evidence vs the AI's), the share within ±25% of the item's own
 * price (all items, and those priced from evidence), the median error, searches per analysis, every
 * case where the evidence median was under a quarter of the item's price, and the disagreement limit
 * swept. Writes everything to bench-results/price.json (not committed). `npm run bench:price`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { conditionIdOf, idOf, replaySearch } from './ebay-replay.mjs';
import { categorySuggestionsFor } from './ebay-standin-categories.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const corpusDir = join(root, 'functions', 'src', 'market', '__fixtures__', 'ebay');
const jiti = createJiti(import.meta.url);
const { createEbayBrowse } = await jiti.import(join(root, 'functions', 'src', 'market', 'ebayBrowse.ts'));
const { askMarket, marketPlanOf } = await jiti.import(join(root, 'functions', 'src', 'market', 'askMarket.ts'));
const contracts = await jiti.import(join(root, 'shared', 'src', 'market', 'index.ts'));
const { priceFromEvidence, isNotOneWorkingItem } = contracts;

const SPREAD = Number(process.env.BENCH_MODEL_SPREAD ?? 2);
// `--before <commit>`: the market path as that commit had it (one search by the brand and the whole
// name, its comparableStats and priceFromEvidence), over the same corpus, for a before/after.
const beforeAt = process.argv.indexOf('--before');
const before = beforeAt === -1 ? undefined : (process.argv[beforeAt + 1] ?? 'fd7611f');
const beforePricing = before ? await loadBefore(before) : undefined;

/** That commit's pricing, from git into a scratch folder (its shared/src/market and types). */
async function loadBefore(commit) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-price-'));
  for (const file of [
    'market/priceEvidence.ts',
    'market/comparableStats.ts',
    'market/marketListing.ts',
    'types/entities.ts',
  ]) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    writeFileSync(join(dir, file), execFileSync('git', ['show', `${commit}:shared/src/${file}`], { cwd: root }));
  }
  return jiti.import(join(dir, 'market', 'priceEvidence.ts'));
}

/** The corpus: every real answer's summaries, with the kind of search each came from. */
function loadCorpus() {
  const manifest = JSON.parse(readFileSync(join(corpusDir, 'corpus.json'), 'utf8'));
  const summaries = [];
  const seen = new Set();
  for (const entry of manifest.search) {
    const answer = JSON.parse(readFileSync(join(corpusDir, entry.file), 'utf8'));
    for (const summary of answer.itemSummaries ?? []) {
      if (seen.has(idOf(summary))) continue;
      seen.add(idOf(summary));
      summaries.push({ ...summary, kind: entry.kind, built: Boolean(entry.built) });
    }
  }
  return summaries;
}

/** eBay's condition id as the identification's grade. */
function gradeOf(conditionId) {
  if (['1000', '1500', '1750'].includes(conditionId)) return 'new';
  if (['2000', '2010', '2500', '2750'].includes(conditionId)) return 'like-new';
  if (['2020', '2030', '4000', '3000'].includes(conditionId)) return 'good';
  if (conditionId === '5000') return 'good';
  return 'fair';
}

/** A stable number in [0, 1) from text (FNV-1a), so each item's simulated estimate never changes. */
function unit(text) {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h / 2 ** 32;
}

const json = (body) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A fetch that answers as eBay would from the corpus, leaving out `exclude`; it counts the searches. */
function replayFetch(corpus, exclude, counter) {
  return async (input) => {
    const url = new URL(String(input));
    if (url.pathname === '/identity/v1/oauth2/token')
      return json({ access_token: 'bench', expires_in: 7200, token_type: 'Application Access Token' });
    if (url.pathname.endsWith('/get_default_category_tree_id'))
      return json({ categoryTreeId: '0', categoryTreeVersion: '130' });
    if (url.pathname.endsWith('/get_category_suggestions'))
      return json(categorySuggestionsFor(url.searchParams.get('q') ?? ''));
    if (url.pathname === '/buy/browse/v1/item_summary/search') {
      counter.searches++;
      const items = replaySearch(corpus, url.searchParams, {
        exclude,
        limit: Number(url.searchParams.get('limit') ?? 50),
      });
      return json({
        href: url.href,
        total: items.length,
        limit: 50,
        offset: 0,
        ...(items.length ? { itemSummaries: items } : {}),
      });
    }
    return new Response('{}', { status: 404 });
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const pct = (part, whole) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

async function priceItem(corpus, summary) {
  const own = Number(summary.price.value);
  const counter = { searches: 0 };
  const market = createEbayBrowse({
    baseUrl: 'https://api.ebay.com',
    clientId: 'bench',
    clientSecret: 'bench',
    demo: false,
    budget: { take: async () => true },
    cacheTtlMs: 0,
    fetch: replayFetch(corpus, new Set([idOf(summary)]), counter),
  });
  const item = {
    itemName: summary.title,
    estimatedCondition: gradeOf(conditionIdOf(summary)),
    condition: summary.condition ?? '',
  };
  const plan = beforePricing
    ? { searches: [{ query: item.itemName, condition: item.estimatedCondition }], kind: '', item }
    : marketPlanOf(item);
  const outcome = await askMarket(
    beforePricing ? { search: market.search } : market,
    plan,
    4_000,
    new AbortController().signal,
  );
  const factor = Math.exp((unit(idOf(summary)) * 2 - 1) * Math.log(SPREAD));
  const modelPrice = Math.round(own * factor * 100) / 100;
  const model = {
    estimatedPrice: modelPrice,
    priceRange: { min: modelPrice * 0.8, max: modelPrice * 1.2 },
    confidence: 70,
  };
  const priced = beforePricing
    ? beforePricing.priceFromEvidence(model, outcome, item.itemName, item)
    : priceFromEvidence(model, outcome, item);
  const { evidence, estimatedPrice } = priced.estimate;
  return {
    itemId: idOf(summary),
    built: summary.built,
    kind: summary.kind,
    title: summary.title,
    own,
    model: modelPrice,
    price: estimatedPrice,
    error: estimatedPrice / own - 1,
    source: evidence.source,
    reason: evidence.source === 'ai' ? evidence.reason : undefined,
    median: evidence.source === 'ebay' ? evidence.median : undefined,
    count: evidence.source === 'ebay' ? evidence.count : 0,
    found: outcome.ok ? outcome.result.listings.length : 0,
    query: outcome.ok ? outcome.result.query : undefined,
    searches: counter.searches,
    dropped: Object.entries(
      (priced.dropped ?? []).reduce((by, d) => ({ ...by, [d.reason]: (by[d.reason] ?? 0) + 1 }), {}),
    ).map(([reason, n]) => `${reason} ${n}`),
  };
}

function summarise(results) {
  const fromEvidence = results.filter((r) => r.source === 'ebay');
  const within = (rs) => rs.filter((r) => Math.abs(r.error) <= 0.25).length;
  return {
    items: results.length,
    coverage: pct(fromEvidence.length, results.length),
    // The most coverage the corpus allows these searches: items whose search found 5 listings at all.
    foundFive: pct(results.filter((r) => r.found >= 5).length, results.length),
    within25: pct(within(results), results.length),
    within25FromEvidence: pct(within(fromEvidence), fromEvidence.length),
    medianError: Math.round(median(results.map((r) => Math.abs(r.error))) * 1000) / 10,
    searchesMax: Math.max(...results.map((r) => r.searches)),
    searchesMean: Math.round((10 * results.reduce((n, r) => n + r.searches, 0)) / results.length) / 10,
    pricedFromAccessories: results.filter((r) => r.median !== undefined && r.median < r.own / 4),
    reasons: results.reduce((by, r) => ({ ...by, [r.reason ?? 'ebay']: (by[r.reason ?? 'ebay'] ?? 0) + 1 }), {}),
  };
}

const corpus = loadCorpus();
// The items: each real listing that is one working item at a fixed price in dollars.
const items = corpus.filter(
  (s) =>
    s.price?.currency === 'USD' &&
    Number(s.price.value) > 0 &&
    (s.buyingOptions ?? []).includes('FIXED_PRICE') &&
    conditionIdOf(s) !== '7000' &&
    !isNotOneWorkingItem({ title: s.title, condition: s.condition ?? '' }),
);
const started = performance.now();
const results = [];
for (const summary of items) results.push(await priceItem(corpus, summary));
const ms = Math.round(performance.now() - started);
const all = summarise(results);
const byKind = Object.fromEntries(
  [...new Set(results.map((r) => r.kind))].map((kind) => [kind, summarise(results.filter((r) => r.kind === kind))]),
);

const row = (label, s) =>
  `${label.padEnd(14)} ${String(s.items).padStart(5)} ${`${s.coverage}%`.padStart(9)} ${`${s.within25}%`.padStart(8)} ${`${s.within25FromEvidence}%`.padStart(12)} ${`${s.medianError}%`.padStart(10)} ${String(s.pricedFromAccessories.length).padStart(7)}`;
console.log(
  `price bench${before ? ` (before: ${before})` : ''}: ${corpus.length} listings in the corpus, ${items.length} priced leave-one-out in ${ms} ms (model within ×${SPREAD})`,
);
console.log(
  `${'kind'.padEnd(14)} ${'items'.padStart(5)} ${'evidence'.padStart(9)} ${'±25%'.padStart(8)} ${'±25% (evid.)'.padStart(12)} ${'med. err'.padStart(10)} ${'<¼ own'.padStart(7)}`,
);
for (const [kind, s] of Object.entries(byKind)) console.log(row(kind, s));
console.log(row('all', all));
console.log(
  `the corpus allows at most ${all.foundFive}% from evidence: the share of items whose search found 5 listings at all`,
);
console.log(`searches per analysis: at most ${all.searchesMax}, ${all.searchesMean} on average`);
console.log(
  `why: ${Object.entries(all.reasons)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
for (const r of all.pricedFromAccessories)
  console.log(
    `  evidence median under a quarter of the item's own price: ${r.title} — own $${r.own}, median $${r.median} (${r.query})`,
  );
if (all.pricedFromAccessories.length === 0)
  console.log('no item priced from evidence under a quarter of its own price');

mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', before ? 'price-before.json' : 'price.json'),
  JSON.stringify({ spread: SPREAD, summary: all, byKind, results }, null, 2),
);
console.log(`written: bench-results/${before ? 'price-before.json' : 'price.json'}`);
