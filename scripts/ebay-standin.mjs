#!/usr/bin/env node
/**
 * A local stand-in for eBay's Browse API, for demo mode and tests: the gateway's eBay adapter talks
 * to it over HTTP as it would to api.ebay.com. It answers
 *
 *   POST /identity/v1/oauth2/token              client credentials → { access_token, expires_in, token_type }
 *   GET  /buy/browse/v1/item_summary/search     q, filter, limit → { total, itemSummaries[] } (Bearer token needed)
 *   GET  /health
 *
 *   node scripts/ebay-standin.mjs [--port 4111]
 *
 * The search's answer is chosen by a case: the `x-ebay-standin-case` header, else a `case:<name>`
 * word in the query text, else the case set with `setCase` (tests), else `normal`:
 *
 *   normal      14 listings around a price derived from the query, a realistic spread
 *   none        no listings (eBay then leaves itemSummaries out)
 *   few         2 listings
 *   outliers    the normal ones plus a "for parts" at $5, a "bundle/lot" at $900 and one not on ebay.com
 *   currencies  6 listings in US dollars and 6 in pounds and euros
 *   rate-limited  429 with Retry-After: 30
 *   error       500
 *   hang        never answers (the caller's timeout has to end it)
 *
 * These are made-up listings: the gateway marks what comes from here `demo: true`. Binds 127.0.0.1 only.
 */
import { createServer } from 'node:http';
import { PRICES } from './openai-standin-samples.mjs';
import { argValue, serveUntilStopped } from './standin-cli.mjs';

export const STANDIN_CASES = ['normal', 'none', 'few', 'outliers', 'currencies', 'rate-limited', 'error', 'hang'];
const TOKEN_LIFETIME_SECONDS = 7200;

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const ebayError = (errorId, message, category = 'REQUEST') => ({
  errors: [{ errorId, domain: 'API_BROWSE', category, message }],
});

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** A stable number from text, so one query always gets the same listings. */
function hash(text) {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

const CONDITIONS = [
  ['Pre-Owned', '3000'],
  ['Very Good', '4000'],
  ['Good', '5000'],
  ['Pre-Owned', '3000'],
  ['New', '1000'],
];
// Spread of a typical result page around its middle price: most near it, a few cheap or dear.
const SPREAD = [0.72, 0.8, 0.85, 0.9, 0.94, 0.97, 1, 1, 1.03, 1.06, 1.1, 1.15, 1.22, 1.35];

function summary(id, title, value, currency, [condition, conditionId], url = `https://www.ebay.com/itm/${id}`) {
  return {
    itemId: `v1|${id}|0`,
    title,
    price: { value: value.toFixed(2), currency },
    condition,
    conditionId,
    buyingOptions: ['FIXED_PRICE'],
    itemWebUrl: url,
    image: { imageUrl: `https://i.ebayimg.com/images/g/standin${id}/s-l225.jpg` },
    itemLocation: { country: currency === 'USD' ? 'US' : currency === 'GBP' ? 'GB' : 'DE' },
  };
}

function listingsFor(query, kase) {
  const name =
    query
      .replace(/\bcase:[\w-]+/g, '')
      .replace(/\s+/g, ' ')
      .trim() || 'Item';
  const seed = hash(name.toLowerCase());
  // The OpenAI stand-in's sample items are listed around the price its estimate asks, so a demo
  // analysis shows a market that agrees with it; any other item somewhere from $40 to $399.
  const sample = Object.keys(PRICES).find((item) => name.toLowerCase().includes(item.toLowerCase()));
  const middle = sample ? PRICES[sample] : 40 + (seed % 360);
  const id = (i) => 100000000000 + (seed % 1000000) * 100 + i;
  const normal = SPREAD.map((factor, i) =>
    summary(
      id(i),
      `${name}${i % 3 === 0 ? ' - tested, works' : i % 3 === 1 ? '' : ' with box'}`,
      middle * factor,
      'USD',
      CONDITIONS[i % CONDITIONS.length],
    ),
  );
  switch (kase) {
    case 'none':
      return [];
    case 'few':
      return normal.slice(5, 7);
    case 'outliers':
      return [
        ...normal,
        summary(id(50), `${name} for parts or repair, not working`, 5, 'USD', ['For parts or not working', '7000']),
        summary(id(51), `Bundle lot of 6 ${name}`, 900, 'USD', CONDITIONS[0]),
        summary(
          id(52),
          `${name} (off-site)`,
          middle,
          'USD',
          CONDITIONS[0],
          `https://ebay.com.example.net/itm/${id(52)}`,
        ),
      ];
    case 'currencies':
      return [
        ...normal.slice(4, 10),
        ...normal.slice(0, 3).map((item, i) => summary(id(60 + i), item.title, middle * 0.8, 'GBP', CONDITIONS[0])),
        ...normal.slice(0, 3).map((item, i) => summary(id(70 + i), item.title, middle * 0.95, 'EUR', CONDITIONS[0])),
      ];
    default:
      return normal;
  }
}

/** Starts the stand-in; `port: 0` picks a free port. Resolves once it listens. */
export function startEbayStandIn({
  port = 4111,
  host = '127.0.0.1',
  tokenLifetimeSeconds = TOKEN_LIFETIME_SECONDS,
} = {}) {
  const state = { case: undefined, tokens: new Set(), requests: [] };
  const hanging = new Set();

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://standin.invalid');
    if (req.method === 'GET' && url.pathname === '/health') return send(res, 200, { ok: true });
    // The case every later search gets (tests, and a developer trying the app's answers): the body is
    // its name, or empty for normal. Loopback only, like the whole stand-in.
    if (req.method === 'PUT' && url.pathname === '/__standin/case') {
      const kase = (await readBody(req)).trim();
      state.case = kase || undefined;
      return send(res, 200, { case: state.case ?? 'normal' });
    }

    if (url.pathname === '/identity/v1/oauth2/token') {
      const body = req.method === 'POST' ? await readBody(req) : '';
      state.requests.push({ kind: 'token', at: Date.now(), headers: req.headers, body });
      const form = new URLSearchParams(body);
      if (req.method !== 'POST' || !String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
        return send(res, 400, { error: 'invalid_request', error_description: 'request is not form-encoded' });
      if (!/^Basic [A-Za-z0-9+/=]+$/.test(req.headers.authorization ?? ''))
        return send(res, 401, { error: 'invalid_client', error_description: 'client authentication failed' });
      if (form.get('grant_type') !== 'client_credentials')
        return send(res, 400, { error: 'unsupported_grant_type', error_description: 'grant type not supported' });
      const token = `standin-token-${state.tokens.size + 1}-${Date.now()}`;
      state.tokens.add(token);
      return send(res, 200, {
        access_token: token,
        expires_in: tokenLifetimeSeconds,
        token_type: 'Application Access Token',
      });
    }

    if (req.method === 'GET' && url.pathname === '/buy/browse/v1/item_summary/search') {
      const q = url.searchParams.get('q') ?? '';
      const kase = req.headers['x-ebay-standin-case'] ?? /\bcase:([\w-]+)/.exec(q)?.[1] ?? state.case ?? 'normal';
      state.requests.push({
        kind: 'search',
        at: Date.now(),
        headers: req.headers,
        query: Object.fromEntries(url.searchParams),
        case: kase,
      });
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !state.tokens.has(bearer))
        return send(
          res,
          401,
          ebayError(1001, 'Invalid access token. Check the value of the Authorization HTTP request header.', 'REQUEST'),
        );
      if (req.headers['x-ebay-c-marketplace-id'] !== 'EBAY_US')
        return send(res, 400, ebayError(12001, 'The marketplace id is missing or not supported.'));
      if (!q) return send(res, 400, ebayError(12000, 'A q, category_ids, epid, gtin or charity_ids is required.'));
      if (kase === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return undefined;
      }
      if (kase === 'rate-limited')
        return send(
          res,
          429,
          ebayError(2001, 'Too many requests. The request limit has been reached for the resource.', 'REQUEST'),
          { 'retry-after': '30' },
        );
      if (kase === 'error')
        return send(
          res,
          500,
          ebayError(12500, 'There was a problem with an eBay internal system or process.', 'APPLICATION'),
        );
      const limit = Math.min(200, Number(url.searchParams.get('limit') ?? 50) || 50);
      const items = listingsFor(q, kase).slice(0, limit);
      const href = `https://api.ebay.com${url.pathname}${url.search}`;
      return send(res, 200, {
        href,
        total: items.length,
        limit,
        offset: 0,
        ...(items.length ? { itemSummaries: items } : {}),
      });
    }
    return send(res, 404, ebayError(2002, `Resource not found: ${req.method} ${url.pathname}`));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error('[ebay-standin] request failed', error);
      if (!res.headersSent) send(res, 500, ebayError(12500, 'Stand-in failure', 'APPLICATION'));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actualPort = server.address().port;
      resolve({
        port: actualPort,
        url: `http://${host}:${actualPort}`,
        /** The case every later search gets unless its header or query names one; undefined: normal. */
        setCase: (kase) => {
          state.case = kase;
        },
        /** Every token and search request so far, in order. */
        requests: state.requests,
        close: () =>
          new Promise((done) => {
            for (const res of hanging) res.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

// Run directly (not imported): no `import.meta` so that jest can load this file as CommonJS.
if (process.argv[1]?.endsWith('ebay-standin.mjs')) {
  const port = argValue('--port', Number(process.env.EBAY_STANDIN_PORT ?? 4111));
  serveUntilStopped('eBay stand-in (demo market data)', port, () => startEbayStandIn({ port }));
}
