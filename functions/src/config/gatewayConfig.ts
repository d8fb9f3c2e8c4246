/**
 * Everything the gateway reads from its environment, validated once at start. In the emulator the
 * values come from functions/.env, functions/.secret.local and the shell that started it.
 *
 * Demo mode: with no OPENAI_API_KEY (or with GATEWAY_DEMO=1) the gateway talks to the local
 * OpenAI-compatible stand-in (scripts/openai-standin.mjs) and labels every reply `demo: true`.
 * Setting a real key switches to OpenAI (or OPENAI_BASE_URL) with no code change, and the key is
 * never sent to the stand-in.
 */
export type ImageDetail = 'low' | 'high';

/** The function's own timeout (index.ts): past it the platform cuts the request off, answered or not. */
export const FUNCTION_TIMEOUT_SECONDS = 60;
/** Kept back from that timeout to write the answer, an error line included, and get it out. */
export const ANSWER_MARGIN_MS = 5_000;
/**
 * The longest a request may take, every model call, retry and backoff of it included: 55 s, also
 * the default (GATEWAY_DEADLINE_MS may shorten it, never lengthen it).
 */
export const MAX_DEADLINE_MS = FUNCTION_TIMEOUT_SECONDS * 1000 - ANSWER_MARGIN_MS;
/**
 * Identify's share of the deadline at most (33 s of 55 s: a stalled 20 s attempt and its retry fit);
 * the estimate, a text-only call half its size, gets whatever identify left (at least 22 s).
 */
export const IDENTIFY_SHARE_OF_DEADLINE = 0.6;

/** The longest side of the photo the model reads at each detail level (the browser sends no more). */
export const ANALYSIS_IMAGE_MAX_DIMENSION: Record<ImageDetail, number> = { low: 512, high: 1280 };

/**
 * Who a limit counts: a caller with no identity, per IP address (`anonymous`); a visitor with an
 * anonymous Firebase identity, per identity (`visitor`), and every visitor behind one IP address
 * together (`crowd`: strangers behind one carrier address get a ceiling made for a crowd); a
 * signed-in seller, per account (`user`; `unverified` while the account's email is not verified,
 * never more than `user`), and every account behind one IP address together (`accounts`: a crowd of
 * throwaway accounts gets the crowd's ceiling). An IPv6 caller's address limits count per /64 and
 * per /48 (IPV6_NETWORK_MULTIPLE).
 */
export type CallerTier = 'anonymous' | 'visitor' | 'crowd' | 'user' | 'unverified' | 'accounts';

/**
 * The rate limits when the environment sets none (GATEWAY_RATE_*, GATEWAY_DAILY_*), in requests
 * (an analysis is two). The Privacy page states the windows and whose requests are counted; a host
 * test holds its text to these figures.
 */
export const DEFAULT_RATE_LIMIT = {
  windowMs: 10 * 60_000,
  anonymous: 30,
  visitor: 30,
  crowd: 300,
  user: 60,
  unverified: 30,
  accounts: 300,
} as const satisfies { windowMs: number } & Record<CallerTier, number>;

/** A caller's requests per UTC day, on top of the window limits. */
export const DEFAULT_DAILY_LIMIT = {
  anonymous: 100,
  visitor: 100,
  crowd: 2_000,
  user: 400,
  unverified: 100,
  accounts: 2_000,
} as const satisfies Record<CallerTier, number>;

/**
 * An IPv6 /48 (a site's block, 65,536 /64s) may use this many times an address's limits (a /64's):
 * one network cannot take a new crowd's allowance for each of its /64s.
 */
export const IPV6_NETWORK_MULTIPLE = 2;

/**
 * What the whole service may spend per UTC day, across every caller: model-backed requests, and
 * dollars at each request's worst-case price (config/costs.ts). Whichever runs out first stops
 * analyses until midnight UTC. `reservedShare` of both is kept for established accounts (verified,
 * or older than a day): visitors, callers without an identity and new unverified accounts stop at
 * the rest, so throwaway identities cannot stop the service for its sellers.
 */
export const DEFAULT_DAILY_BUDGET = { calls: 20_000, usd: 20, reservedShare: 0.5 } as const;

export const DAY_MS = 24 * 60 * 60_000;

/** eBay Browse API searches the whole service may make per UTC day (eBay's default allowance is 5,000). */
export const DEFAULT_MARKET_DAILY_SEARCHES = 5_000;
/**
 * The share of the day's searches one caller may make (of GATEWAY_MARKET_DAILY_SEARCHES, at least 1):
 * every caller behind one address together (an IPv6 /48 twice that), an established account (verified
 * or older than a day), any other identity (a visitor, a new account, a caller without a token). Past
 * it, that caller's estimates are the model's own; everyone else's still search.
 */
export const MARKET_SEARCH_SHARE = { address: 0.05, established: 0.02, newcomer: 0.01 } as const;
/** The longest the market search may hold the estimate back, even with more of the deadline left. */
export const MARKET_MAX_WAIT_MS = 4_000;
/** Kept back from the request's deadline when the market search is given its time. */
export const MARKET_DEADLINE_MARGIN_MS = 1_000;
export const EBAY_API_URL = 'https://api.ebay.com';
/** Open Library's public API: no key. */
export const OPEN_LIBRARY_URL = 'https://openlibrary.org';
/** A book lookup runs beside identify (a few seconds): this long it may take, and no more. */
export const BOOK_WAIT_MS = 1_500;
export const DEFAULT_EBAY_STANDIN_PORT = 4111;
/** A search's answer is reused for the same query this long (it saves eBay's daily allowance). */
export const MARKET_CACHE_TTL_MS = 60 * 60_000;

export interface GatewayConfig {
  demo: boolean;
  /** How closely the model looks at the photo (GATEWAY_IMAGE_DETAIL); see functions/README.md for the cost. */
  imageDetail: ImageDetail;
  openAi: { apiKey: string; baseURL?: string; timeoutMs: number; maxRetries: number };
  /** Budget for one whole request (both steps of an analysis), the SDK's retries and backoff included. */
  deadlineMs: number;
  /** The most of deadlineMs identify may use; the estimate gets the rest. */
  identifyBudgetMs: number;
  rateLimit: { windowMs: number } & Record<CallerTier, number>;
  /** Requests per caller per UTC day. */
  dailyLimit: Record<CallerTier, number>;
  /** The whole service's spending per UTC day; `reservedShare` (0–0.9) of it only for established accounts. */
  dailyBudget: { calls: number; usd: number; reservedShare: number };
  /** '*' or the exact origins the browser app is served from. */
  allowedOrigins: '*' | string[];
  /** How many proxies append to X-Forwarded-For in front of us (1 on Cloud Functions). */
  trustedProxyHops: number;
  /**
   * Market comparables (eBay Browse API). Demo without EBAY_CLIENT_ID and EBAY_CLIENT_SECRET (or
   * with GATEWAY_DEMO=1): the local stand-in, scripts/ebay-standin.mjs, and results marked demo.
   */
  market: {
    /** False deployed without eBay credentials: no search, the estimate is the model's alone. */
    enabled: boolean;
    demo: boolean;
    baseUrl: string;
    clientId: string;
    clientSecret: string;
    /** Searches per UTC day for the whole service. */
    dailySearches: number;
    /** The longest the estimate waits for the market (also bounded by the request's deadline). */
    maxWaitMs: number;
    /** How long a search's answer is reused for the same query (0: not at all). */
    cacheTtlMs: number;
  };
  /**
   * A book's title and authors from its ISBN (Open Library's Books API). Locally its stand-in
   * (scripts/openlibrary-standin.mjs, OPEN_LIBRARY_STANDIN_URL or _PORT); in the emulator or demo
   * mode without one, off: nothing local asks the internet.
   */
  books: {
    enabled: boolean;
    baseUrl: string;
    /** The longest the lookup may take, from the request's start (it runs beside identify). */
    waitMs: number;
  };
}

export type Env = Record<string, string | undefined>;

export const DEFAULT_STANDIN_PORT = 4110;
/** A placeholder so the SDK does not refuse to start; the stand-in ignores it. */
const DEMO_API_KEY = 'demo-stand-in-no-key';

export class GatewayConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Gateway configuration is invalid: ${problems.join('; ')}`);
    this.name = 'GatewayConfigError';
  }
}

export function readGatewayConfig(env: Env): GatewayConfig {
  const problems: string[] = [];
  const integer = (name: string, fallback: number, min: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
      problems.push(`${name} must be an integer ≥ ${min} (got '${raw}')`);
      return fallback;
    }
    return value;
  };

  const dollars = (name: string, fallback: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0) {
      problems.push(`${name} must be a number of dollars > 0 (got '${raw}')`);
      return fallback;
    }
    return value;
  };

  /** A fraction from 0 to 0.9 (keeping all of the budget for some callers would stop the others at once). */
  const share = (name: string, fallback: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0 || value > 0.9) {
      problems.push(`${name} must be a fraction from 0 to 0.9 (got '${raw}')`);
      return fallback;
    }
    return value;
  };

  const apiKey = env.OPENAI_API_KEY?.trim() ?? '';
  const demo = env.GATEWAY_DEMO === '1' || env.GATEWAY_DEMO === 'true' || apiKey === '';
  const standInPort = integer('OPENAI_STANDIN_PORT', DEFAULT_STANDIN_PORT, 1);
  const standInUrl = env.OPENAI_STANDIN_URL?.trim() || `http://127.0.0.1:${standInPort}/v1`;
  const realBaseUrl = env.OPENAI_BASE_URL?.trim() || undefined;

  const imageDetail = (env.GATEWAY_IMAGE_DETAIL?.trim().toLowerCase() || 'low') as ImageDetail;
  if (!Object.hasOwn(ANALYSIS_IMAGE_MAX_DIMENSION, imageDetail))
    problems.push(`GATEWAY_IMAGE_DETAIL must be low or high (got '${env.GATEWAY_IMAGE_DETAIL}')`);

  const deadlineMs = integer('GATEWAY_DEADLINE_MS', MAX_DEADLINE_MS, 1);
  if (deadlineMs > MAX_DEADLINE_MS)
    problems.push(
      `GATEWAY_DEADLINE_MS must be at most ${MAX_DEADLINE_MS}, the function's ${FUNCTION_TIMEOUT_SECONDS} s less ${ANSWER_MARGIN_MS} ms to answer (got '${deadlineMs}')`,
    );

  const ebayClientId = env.EBAY_CLIENT_ID?.trim() ?? '';
  const ebayClientSecret = env.EBAY_CLIENT_SECRET?.trim() ?? '';
  if ((ebayClientId === '') !== (ebayClientSecret === ''))
    problems.push('EBAY_CLIENT_ID and EBAY_CLIENT_SECRET must be set together (or neither, for demo market data)');
  const marketDemo = env.GATEWAY_DEMO === '1' || env.GATEWAY_DEMO === 'true' || !ebayClientId || !ebayClientSecret;
  // The stand-in is a local thing: deployed without eBay credentials there is no market to ask, and
  // the estimate is the model's alone (labelled an AI estimate), rather than a search that must fail.
  const marketEnabled = !marketDemo || demo || env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.EBAY_STANDIN_URL);
  const ebayStandInPort = integer('EBAY_STANDIN_PORT', DEFAULT_EBAY_STANDIN_PORT, 1);
  const ebayStandInUrl = env.EBAY_STANDIN_URL?.trim() || `http://127.0.0.1:${ebayStandInPort}`;

  const bookStandInPort = env.OPEN_LIBRARY_STANDIN_PORT?.trim();
  const bookStandIn =
    env.OPEN_LIBRARY_STANDIN_URL?.trim() || (bookStandInPort ? `http://127.0.0.1:${bookStandInPort}` : undefined);
  const local = demo || env.FUNCTIONS_EMULATOR === 'true';

  // A seller whose email is not verified yet never gets more than a verified one.
  const rateUser = integer('GATEWAY_RATE_LIMIT_USER', DEFAULT_RATE_LIMIT.user, 1);
  const dailyUser = integer('GATEWAY_DAILY_LIMIT_USER', DEFAULT_DAILY_LIMIT.user, 1);

  const origins = (env.GATEWAY_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const config: GatewayConfig = {
    demo,
    imageDetail,
    openAi: {
      apiKey: demo ? DEMO_API_KEY : apiKey,
      baseURL: demo ? standInUrl : realBaseUrl,
      // 20 s per attempt: gpt-4o-mini answers these prompts in a few seconds; a stalled
      // connection should be retried long before a person on a phone gives up.
      timeoutMs: integer('GATEWAY_UPSTREAM_TIMEOUT_MS', 20_000, 1),
      // One retry, and the only retry layer: the browser does not try again when the gateway has
      // answered with its own error (gatewayTransport.ts), so a tap makes at most two model calls
      // per step; a stalled attempt and its retry fit identify's share.
      maxRetries: integer('GATEWAY_UPSTREAM_MAX_RETRIES', 1, 0),
    },
    deadlineMs,
    identifyBudgetMs: Math.round(deadlineMs * IDENTIFY_SHARE_OF_DEADLINE),
    rateLimit: {
      windowMs: integer('GATEWAY_RATE_WINDOW_MS', DEFAULT_RATE_LIMIT.windowMs, 1),
      // Callers without an identity share IPs behind carrier NAT, so the per-IP cap is not tiny;
      // each analysis counts as two requests (identify + estimate).
      anonymous: integer('GATEWAY_RATE_LIMIT_ANONYMOUS', DEFAULT_RATE_LIMIT.anonymous, 1),
      visitor: integer('GATEWAY_RATE_LIMIT_VISITOR', DEFAULT_RATE_LIMIT.visitor, 1),
      crowd: integer('GATEWAY_RATE_LIMIT_CROWD', DEFAULT_RATE_LIMIT.crowd, 1),
      user: rateUser,
      unverified: Math.min(integer('GATEWAY_RATE_LIMIT_UNVERIFIED', DEFAULT_RATE_LIMIT.unverified, 1), rateUser),
      accounts: integer('GATEWAY_RATE_LIMIT_ACCOUNTS', DEFAULT_RATE_LIMIT.accounts, 1),
    },
    dailyLimit: {
      anonymous: integer('GATEWAY_DAILY_LIMIT_ANONYMOUS', DEFAULT_DAILY_LIMIT.anonymous, 1),
      visitor: integer('GATEWAY_DAILY_LIMIT_VISITOR', DEFAULT_DAILY_LIMIT.visitor, 1),
      crowd: integer('GATEWAY_DAILY_LIMIT_CROWD', DEFAULT_DAILY_LIMIT.crowd, 1),
      user: dailyUser,
      unverified: Math.min(integer('GATEWAY_DAILY_LIMIT_UNVERIFIED', DEFAULT_DAILY_LIMIT.unverified, 1), dailyUser),
      accounts: integer('GATEWAY_DAILY_LIMIT_ACCOUNTS', DEFAULT_DAILY_LIMIT.accounts, 1),
    },
    dailyBudget: {
      calls: integer('GATEWAY_DAILY_BUDGET_CALLS', DEFAULT_DAILY_BUDGET.calls, 1),
      usd: dollars('GATEWAY_DAILY_BUDGET_USD', DEFAULT_DAILY_BUDGET.usd),
      reservedShare: share('GATEWAY_DAILY_BUDGET_RESERVED', DEFAULT_DAILY_BUDGET.reservedShare),
    },
    allowedOrigins: origins.length === 0 || origins.includes('*') ? '*' : origins,
    trustedProxyHops: integer('GATEWAY_TRUSTED_PROXY_HOPS', 1, 0),
    market: {
      enabled: marketEnabled,
      demo: marketDemo,
      baseUrl: (marketDemo ? ebayStandInUrl : env.EBAY_BASE_URL?.trim() || EBAY_API_URL).replace(/\/+$/, ''),
      // The stand-in takes any credentials; real ones are never sent to it.
      clientId: marketDemo ? 'demo-client-id' : ebayClientId,
      clientSecret: marketDemo ? 'demo-client-secret' : ebayClientSecret,
      dailySearches: integer('GATEWAY_MARKET_DAILY_SEARCHES', DEFAULT_MARKET_DAILY_SEARCHES, 1),
      maxWaitMs: integer('GATEWAY_MARKET_MAX_WAIT_MS', MARKET_MAX_WAIT_MS, 1),
      cacheTtlMs: integer('GATEWAY_MARKET_CACHE_TTL_MS', MARKET_CACHE_TTL_MS, 0),
    },
    books: {
      enabled: Boolean(bookStandIn) || !local,
      baseUrl: (bookStandIn ?? (env.OPEN_LIBRARY_URL?.trim() || OPEN_LIBRARY_URL)).replace(/\/+$/, ''),
      waitMs: integer('GATEWAY_BOOK_WAIT_MS', BOOK_WAIT_MS, 1),
    },
  };
  if (problems.length > 0) throw new GatewayConfigError(problems);
  return config;
}
