#!/usr/bin/env node
/**
 * A local stand-in for eBay's Browse API, for demo mode and tests: the gateway's eBay adapter talks
 * to it over HTTP as it would to api.ebay.com. It answers
 *
 *   POST /identity/v1/oauth2/token              client credentials → { access_token, expires_in, token_type }
 *   GET  /buy/browse/v1/item_summary/search     q, filter, limit → { total, itemSummaries[] } (Bearer token needed)
 *   GET  /commerce/taxonomy/v1/get_default_category_tree_id?marketplace_id=EBAY_US → { categoryTreeId: '0' }
 *   GET  /commerce/taxonomy/v1/category_tree/0/get_category_suggestions?q=…   → { categorySuggestions[] }
 *        (from a short built table of words and real eBay categories: ebay-standin-categories.mjs)
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
 *   accessories mostly things made for the item (cases, screen protectors, cables) at $0.75–$6, two of the item
 *   outliers    the normal ones plus a "for parts" at $5, a "bundle/lot" at $900 and one not on ebay.com
 *   currencies  6 listings in US dollars and 6 in pounds and euros
 *   rate-limited  429 with Retry-After: 30
 *   error       500
 *   hang        never answers (the caller's timeout has to end it)
 *
 * These are made-up listings: the gateway marks what comes from here `demo: true`. Binds 127.0.0.1 only.
 */
import { createServer } from 'node:http';
import { categorySuggestionsFor } from './ebay-standin-categories.mjs';
import { listingsFor, listingsForGtin } from '../shared/src/testing/demoEbayListings.mjs';
import { argValue, listenStandIn, serveUntilStopped } from './standin-cli.mjs';

export const STANDIN_CASES = [
  'normal',
  'none',
  'few',
  'accessories',
  'outliers',
  'currencies',
  'rate-limited',
  'error',
  'hang',
];
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

    const taxonomy =
      /^\/commerce\/taxonomy\/v1\/(get_default_category_tree_id|category_tree\/(\d+)\/get_category_suggestions)$/.exec(
        url.pathname,
      );
    if (req.method === 'GET' && taxonomy) {
      const kind = taxonomy[2] === undefined ? 'category-tree' : 'category-suggestions';
      state.requests.push({ kind, at: Date.now(), headers: req.headers, query: Object.fromEntries(url.searchParams) });
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !state.tokens.has(bearer))
        return send(res, 401, ebayError(1001, 'Invalid access token.', 'REQUEST'));
      if (kind === 'category-tree')
        return url.searchParams.get('marketplace_id') === 'EBAY_US'
          ? send(res, 200, { categoryTreeId: '0', categoryTreeVersion: '130' })
          : send(res, 400, ebayError(62004, 'The marketplace id is not supported.'));
      if (taxonomy[2] !== '0') return send(res, 404, ebayError(62000, 'The category tree id is not valid.'));
      return send(res, 200, categorySuggestionsFor(url.searchParams.get('q') ?? ''));
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
      const gtin = url.searchParams.get('gtin') ?? '';
      if (!q && !gtin && !url.searchParams.get('category_ids'))
        return send(res, 400, ebayError(12000, 'A q, category_ids, epid, gtin or charity_ids is required.'));
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
      const items = (q ? listingsFor(q, kase) : gtin ? listingsForGtin(gtin, kase) : listingsFor('', kase)).slice(
        0,
        limit,
      );
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
  return listenStandIn(
    server,
    { port, host, hanging },
    {
      /** The case every later search gets unless its header or query names one; undefined: normal. */
      setCase: (kase) => {
        state.case = kase;
      },
      /** Every token and search request so far, in order. */
      requests: state.requests,
    },
  );
}

// Run directly (not imported): no `import.meta` so that jest can load this file as CommonJS.
if (process.argv[1]?.endsWith('ebay-standin.mjs')) {
  const port = argValue('--port', Number(process.env.EBAY_STANDIN_PORT ?? 4111));
  serveUntilStopped('eBay stand-in (demo market data)', port, () => startEbayStandIn({ port }));
}
