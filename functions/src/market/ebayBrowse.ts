/**
 * MarketComparables on eBay's Browse API (item_summary/search), or on the local stand-in
 * (scripts/ebay-standin.mjs) with the same endpoints in demo mode.
 *
 * What it returns are **active listings' asking prices**, not sold prices: the Browse API does not
 * show completed sales. Fixed-price listings in US dollars on EBAY_US only; auctions are left out
 * (their current bid is not a price).
 *
 * - Application token (client credentials), cached until TOKEN_MARGIN_MS before it expires; one
 *   token request at a time.
 * - A daily call budget: each search that reaches eBay takes one from `budget` (per UTC day); when
 *   it is spent the search fails at once as `over-budget`. Cached answers cost nothing.
 * - A per-query cache: the same normalised query (and category and condition) within `cacheTtlMs`
 *   is answered from memory, at most `cacheSize` queries, the oldest evicted first.
 * - A 429 is honoured: no search goes out until its Retry-After has passed.
 * - The whole search (token included) ends within `budgetMs` or fails as `timeout`.
 */
import { EBAY_CONDITION_IDS } from '@snap/shared/market';
import { DAY_MS } from '../config/gatewayConfig';
import { createRateLimiter } from '../http/rateLimiter';
import {
  MarketUnavailableError,
  type MarketComparables,
  type MarketListing,
  type MarketQuery,
  type MarketResult,
  type MarketSearchOptions,
} from './marketComparables';

export const EBAY_MARKETPLACE = 'EBAY_US';
export const EBAY_SCOPE = 'https://api.ebay.com/oauth/api_scope';
/** A token is renewed this long before eBay says it expires (they last 2 hours). */
export const TOKEN_MARGIN_MS = 5 * 60_000;
export const SEARCH_LIMIT = 50;
/** eBay's `q` takes at most 100 characters. */
const MAX_QUERY_LENGTH = 100;
/** A kind of item keeps its category this long in an instance's memory (eBay's tree changes yearly). */
export const CATEGORY_TTL_MS = 24 * 60 * 60_000;
const MAX_TITLE_LENGTH = 200;
const MAX_CONDITION_LENGTH = 100;

/** eBay condition ids per grade (shared/src/market/comparableFilter.ts, where the filter holds listings to them). */
export { EBAY_CONDITION_IDS };

/** One search per call; `take` resolves false once the day's allowance is spent. */
export interface MarketCallBudget {
  take(): Promise<boolean>;
}

/** The budget counted in this instance's memory (each instance then has the whole allowance). */
export function inMemoryCallBudget(perDay: number, now: () => number = Date.now): MarketCallBudget {
  const limiter = createRateLimiter({ limit: perDay, windowMs: DAY_MS, now });
  return { take: async () => limiter.hit('market:ebay-searches').allowed };
}

/** The budget on any shared counter with the rate limiters' interface (Firestore, per UTC day). */
export function sharedCallBudget(counter: { hit(key: string): Promise<{ allowed: boolean }> }): MarketCallBudget {
  return { take: async () => (await counter.hit('service:ebay-searches')).allowed };
}

export interface EbayBrowseOptions {
  /** https://api.ebay.com, or the stand-in's base URL. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  demo: boolean;
  budget: MarketCallBudget;
  now?: () => number;
  cacheTtlMs?: number;
  cacheSize?: number;
  fetch?: typeof fetch;
}

/** What a search is cached under: the query as a buyer would type it, case and spacing aside. */
export function normaliseQuery({ query, gtin, categoryId, condition, conditionIds }: MarketQuery): string {
  const q = normaliseWords(query);
  return `${q}|${gtin ?? ''}|${categoryId ?? ''}|${condition ?? ''}|${conditionIds?.join(',') ?? ''}`;
}

const normaliseWords = (words: string) => words.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** Only https pages on ebay.com or its subdomains. */
export function isEbayUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && (url.hostname === 'ebay.com' || url.hostname.endsWith('.ebay.com'));
  } catch {
    return false;
  }
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A summary's category ids, its leaf ones first, then every category it names (ancestors included). */
function categoryIdsOf(summary: Record<string, unknown>): { categoryIds?: string[] } {
  const ids: string[] = [];
  const add = (id: unknown) => {
    if (typeof id === 'string' && /^\d{1,10}$/.test(id) && !ids.includes(id)) ids.push(id);
  };
  if (Array.isArray(summary.leafCategoryIds)) summary.leafCategoryIds.forEach(add);
  if (Array.isArray(summary.categories))
    for (const category of summary.categories) if (isRecord(category)) add(category.categoryId);
  return ids.length > 0 ? { categoryIds: ids.slice(0, 20) } : {};
}

/** eBay's itemSummaries as MarketListings: US dollars and ebay.com pages only. */
export function listingsFromSearch(reply: unknown): MarketListing[] {
  if (!isRecord(reply)) throw new MarketUnavailableError('invalid-reply', 'search reply is not an object');
  const summaries = reply.itemSummaries ?? [];
  if (!Array.isArray(summaries)) throw new MarketUnavailableError('invalid-reply', 'itemSummaries is not a list');
  const listings: MarketListing[] = [];
  for (const summary of summaries) {
    if (!isRecord(summary) || !isRecord(summary.price)) continue;
    const title = typeof summary.title === 'string' ? summary.title.replace(/\s+/g, ' ').trim() : '';
    const price = Number(summary.price.value);
    const currency = summary.price.currency;
    if (!title || currency !== 'USD' || !Number.isFinite(price) || price <= 0) continue;
    if (!isEbayUrl(summary.itemWebUrl)) continue;
    listings.push({
      title: cut(title, MAX_TITLE_LENGTH),
      price: Math.round(price * 100) / 100,
      currency,
      condition: cut(typeof summary.condition === 'string' ? summary.condition : '', MAX_CONDITION_LENGTH),
      url: summary.itemWebUrl,
      platform: 'eBay',
      ...(typeof summary.conditionId === 'string' ? { conditionId: summary.conditionId } : {}),
      ...categoryIdsOf(summary),
    });
  }
  return listings;
}

/** Retry-After in milliseconds: seconds or an HTTP date; a minute when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const date = Date.parse(header);
    if (Number.isFinite(date)) return Math.max(0, date - now);
  }
  return 60_000;
}

export function createEbayBrowse({
  baseUrl,
  clientId,
  clientSecret,
  demo,
  budget,
  now = Date.now,
  cacheTtlMs = 60 * 60_000,
  cacheSize = 500,
  fetch: fetchFn = fetch,
}: EbayBrowseOptions): MarketComparables {
  const cache = new Map<string, MarketResult>();
  let token: { value: string; renewAt: number } | undefined;
  let tokenRequest: Promise<string> | undefined;
  let coolDownUntil = 0;

  async function request(url: string, init: RequestInit, signal: AbortSignal): Promise<Response> {
    try {
      return await fetchFn(url, { ...init, signal });
    } catch (error) {
      if (signal.aborted) throw abortedBy(signal);
      throw new MarketUnavailableError('network', error instanceof Error ? error.message : String(error));
    }
  }

  const abortedBy = (signal: AbortSignal) =>
    signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError'
      ? new MarketUnavailableError('timeout', 'no answer within the budget')
      : new MarketUnavailableError('aborted', 'the analysis ended first');

  async function readJson(response: Response, what: string): Promise<unknown> {
    try {
      return await response.json();
    } catch {
      throw new MarketUnavailableError('invalid-reply', `${what} reply is not JSON`);
    }
  }

  async function fetchToken(signal: AbortSignal): Promise<string> {
    const response = await request(
      `${baseUrl}/identity/v1/oauth2/token`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        },
        body: new URLSearchParams({ grant_type: 'client_credentials', scope: EBAY_SCOPE }).toString(),
      },
      signal,
    );
    if (!response.ok) {
      await response.body?.cancel();
      throw new MarketUnavailableError(
        response.status === 401 || response.status === 400 ? 'auth-failed' : 'upstream-error',
        `token request answered ${response.status}`,
      );
    }
    const reply = await readJson(response, 'token');
    const accessToken = isRecord(reply) ? reply.access_token : undefined;
    const expiresIn = isRecord(reply) ? Number(reply.expires_in) : NaN;
    if (typeof accessToken !== 'string' || !accessToken || !Number.isFinite(expiresIn) || expiresIn <= 0)
      throw new MarketUnavailableError('invalid-reply', 'token reply has no access_token or expires_in');
    const lifetimeMs = expiresIn * 1000;
    // Renewed a margin early; a short-lived token gets half its life at most as margin.
    token = { value: accessToken, renewAt: now() + lifetimeMs - Math.min(TOKEN_MARGIN_MS, lifetimeMs / 2) };
    return accessToken;
  }

  async function applicationToken(signal: AbortSignal): Promise<string> {
    if (token && now() < token.renewAt) return token.value;
    // One request for every search waiting on a token; each search still waits within its own budget.
    tokenRequest ??= fetchToken(AbortSignal.timeout(30_000)).finally(() => (tokenRequest = undefined));
    return withSignal(tokenRequest, signal);
  }

  function withSignal<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
    if (signal.aborted) return Promise.reject(abortedBy(signal));
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(abortedBy(signal));
      signal.addEventListener('abort', onAbort, { once: true });
      promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  function searchUrl({ query, gtin, categoryId, condition, conditionIds }: MarketQuery): string {
    const ids = conditionIds ?? (condition ? EBAY_CONDITION_IDS[condition] : undefined);
    const filters = [
      ...(ids?.length ? [`conditionIds:{${ids.join('|')}}`] : []),
      'buyingOptions:{FIXED_PRICE}',
      'priceCurrency:USD',
    ];
    const params = new URLSearchParams();
    const q = query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
    if (q) params.set('q', q);
    if (gtin && /^\d{8,14}$/.test(gtin)) params.set('gtin', gtin);
    if (categoryId && /^\d+$/.test(categoryId)) params.set('category_ids', categoryId);
    params.set('filter', filters.join(','));
    params.set('limit', String(SEARCH_LIMIT));
    return `${baseUrl}/buy/browse/v1/item_summary/search?${params.toString()}`;
  }

  const categories = new Map<string, { id: string | undefined; at: number }>();
  let categoryTree: string | undefined;

  async function getJson(url: string, accessToken: string, signal: AbortSignal, what: string): Promise<unknown> {
    const response = await request(
      url,
      { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
      signal,
    );
    if (!response.ok) {
      await response.body?.cancel();
      if (response.status === 401) token = undefined;
      throw new MarketUnavailableError(
        response.status === 401 || response.status === 403 ? 'auth-failed' : 'upstream-error',
        `${what} answered ${response.status}`,
      );
    }
    return readJson(response, what);
  }

  /**
   * eBay's first category suggestion for these words (Taxonomy API: the marketplace's default tree,
   * then get_category_suggestions), kept per kind of item for CATEGORY_TTL_MS. Not a Browse call:
   * the day's search budget is not spent on it.
   */
  async function suggestCategory(words: string, signal: AbortSignal): Promise<string | undefined> {
    const key = normaliseWords(words);
    if (!key) return undefined;
    const cached = categories.get(key);
    if (cached && now() - cached.at < CATEGORY_TTL_MS) return cached.id;
    const accessToken = await applicationToken(signal);
    if (categoryTree === undefined) {
      const reply = await getJson(
        `${baseUrl}/commerce/taxonomy/v1/get_default_category_tree_id?marketplace_id=${EBAY_MARKETPLACE}`,
        accessToken,
        signal,
        'category tree',
      );
      const id = isRecord(reply) ? reply.categoryTreeId : undefined;
      if (typeof id !== 'string' || !/^\d+$/.test(id))
        throw new MarketUnavailableError('invalid-reply', 'category tree reply has no categoryTreeId');
      categoryTree = id;
    }
    const reply = await getJson(
      `${baseUrl}/commerce/taxonomy/v1/category_tree/${categoryTree}/get_category_suggestions?${new URLSearchParams({ q: key.slice(0, MAX_QUERY_LENGTH) })}`,
      accessToken,
      signal,
      'category suggestions',
    );
    const suggestions = isRecord(reply) && Array.isArray(reply.categorySuggestions) ? reply.categorySuggestions : [];
    const first: unknown = suggestions[0];
    const category = isRecord(first) && isRecord(first.category) ? first.category.categoryId : undefined;
    const id = typeof category === 'string' && /^\d{1,10}$/.test(category) ? category : undefined;
    if (categories.size >= cacheSize) categories.delete(categories.keys().next().value as string);
    categories.set(key, { id, at: now() });
    return id;
  }

  async function search(query: MarketQuery, signal: AbortSignal): Promise<MarketResult> {
    const key = normaliseQuery(query);
    const cached = cache.get(key);
    if (cached && now() - cached.fetchedAt < cacheTtlMs) return cached;
    if (cached) cache.delete(key);

    if (now() < coolDownUntil)
      throw new MarketUnavailableError('rate-limited', `eBay asked to wait ${coolDownUntil - now()} ms more`);
    const accessToken = await applicationToken(signal);
    if (!(await budget.take())) throw new MarketUnavailableError('over-budget', "today's eBay searches are spent");

    const response = await request(
      searchUrl(query),
      {
        headers: {
          authorization: `Bearer ${accessToken}`,
          'x-ebay-c-marketplace-id': EBAY_MARKETPLACE,
          accept: 'application/json',
        },
      },
      signal,
    );
    if (!response.ok) {
      await response.body?.cancel();
      if (response.status === 429) {
        coolDownUntil = now() + retryAfterMs(response.headers.get('retry-after'), now());
        throw new MarketUnavailableError(
          'rate-limited',
          `search answered 429 (retry after ${coolDownUntil - now()} ms)`,
        );
      }
      if (response.status === 401) token = undefined; // revoked or expired early: the next search asks anew
      throw new MarketUnavailableError(
        response.status === 401 || response.status === 403 ? 'auth-failed' : 'upstream-error',
        `search answered ${response.status}`,
      );
    }
    const result: MarketResult = {
      listings: listingsFromSearch(await readJson(response, 'search')),
      source: 'ebay',
      demo,
      fetchedAt: now(),
    };
    if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
    cache.set(key, result);
    return result;
  }

  /** `step` within `budgetMs` and the caller's signal; it also ends a step that does not listen to it. */
  function bounded<T>(
    step: (signal: AbortSignal) => Promise<T>,
    { signal, budgetMs }: MarketSearchOptions,
  ): Promise<T> {
    if (budgetMs <= 0) return Promise.reject(new MarketUnavailableError('timeout', 'no time left for the market'));
    const timeout = AbortSignal.timeout(budgetMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    return withSignal(step(combined), combined);
  }

  return {
    search: (query, options) => bounded((signal) => search(query, signal), options),
    suggestCategory: (words, options) => bounded((signal) => suggestCategory(words, signal), options),
  };
}
