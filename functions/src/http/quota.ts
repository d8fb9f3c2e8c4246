/**
 * What a request costs and who pays: every request is counted against its caller's window limit
 * and daily quota (a visitor's also against their IP's crowd ceiling), and a model-backed request
 * then against the whole service's daily budget, in requests and in worst-case dollars. The
 * caller's counts come first, all in one transaction and all or nothing: a request refused by any
 * of them uses none of them (a visitor over their own limit does not use up their crowd's, a
 * refusal for the window does not use up the day), and a caller already over quota is refused
 * without spending the service's budget. A refusal says, in words, when to try again.
 */
import { microUsd } from '../config/costs';
import {
  DAY_MS,
  IPV6_NETWORK_MULTIPLE,
  MARKET_SEARCH_SHARE,
  type CallerTier,
  type GatewayConfig,
} from '../config/gatewayConfig';
import type { Caller } from './authenticate';
import { rateLimitAddress, rateLimitNetwork } from './clientIp';
import { HttpError } from './httpErrors';
import {
  allAllowed,
  createMemoryCounters,
  memoryCounterStore,
  windowStartOf,
  type CounterStore,
  type Meter,
  type RateDecision,
} from './rateLimiter';

export interface Quota {
  /** One request of this caller's; throws the 429 once a limit is reached. */
  chargeCaller(caller: Caller): Promise<void>;
  /** The caller's request, then its worst-case price against the service's daily budget. */
  charge(caller: Caller, microUsd: number): Promise<void>;
  /** One more model call against the service's daily budget only (the SDK's retry of a call already counted). */
  chargeService(caller: Caller, microUsd: number): Promise<void>;
  /**
   * One market search of this caller's against their share of the day's searches (all of their
   * keys, all or nothing); false once it is spent. The service's own allowance is the adapter's.
   */
  chargeMarketSearch(caller: Caller): Promise<boolean>;
}

type Scope = 'window' | 'day';

/** The keys a caller's requests count against, by tier (`multiple`: of the tier's limits). */
function callerMeters(caller: Caller): { tier: CallerTier; key: string; multiple?: number }[] {
  switch (caller.kind) {
    case 'user':
      return [
        { tier: caller.verified ? 'user' : 'unverified', key: `user:${caller.uid}` }, // accountKeys
        ...addressMeters('accounts', 'accounts', caller.ip),
      ];
    case 'visitor':
      return [
        { tier: 'visitor', key: `visitor:${caller.uid}` }, // accountKeys
        ...addressMeters('crowd', 'crowd', caller.ip),
      ];
    case 'anonymous':
      return addressMeters('anonymous', 'ip', caller.ip);
  }
}

/** An address's count (an IPv4 address, an IPv6 /64), and for IPv6 its /48's at a multiple of the limits. */
function addressMeters(tier: CallerTier, prefix: string, ip: string) {
  const network = rateLimitNetwork(ip);
  return [
    { tier, key: `${prefix}:${rateLimitAddress(ip)}` },
    ...(network ? [{ tier, key: `${prefix}:${network}`, multiple: IPV6_NETWORK_MULTIPLE }] : []),
  ];
}

/** The counter keys that hold an account's uid: as a seller, and as the visitor it was before signing up. */
export function accountKeys(uid: string): string[] {
  const keys = [`user:${uid}`, `visitor:${uid}`];
  return [...keys, ...keys.map(dayKey), ...keys.map(marketKey)];
}

/** A caller's count of the day's market searches, apart from their requests'. */
const marketKey = (key: string) => `market:${key}`;

/**
 * The limits a caller's market search counts against, for the day: each address key at the address's
 * share (an IPv6 /48 at its multiple), their own identity at an established account's or a newcomer's.
 */
function marketLimits(config: GatewayConfig, caller: Caller): Meter[] {
  const share = (fraction: number) => Math.max(1, Math.floor(config.market.dailySearches * fraction));
  const own =
    caller.kind === 'user' && caller.established ? MARKET_SEARCH_SHARE.established : MARKET_SEARCH_SHARE.newcomer;
  return callerMeters(caller).map(({ tier, key, multiple = 1 }) => ({
    key: marketKey(key),
    limit: share(tier === 'crowd' || tier === 'accounts' ? MARKET_SEARCH_SHARE.address : own) * multiple,
    windowMs: DAY_MS,
  }));
}

/** The day's documents are apart from the window's: a window can start at midnight too. */
const dayKey = (key: string) => `day:${key}`;

/** "in 4 minutes", "in 5 hours": when the caller can try again, as a person says it. */
export function inWords(seconds: number): string {
  if (seconds <= 60) return 'in a minute';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `in ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? 'in an hour' : `in ${hours} hours`;
}

const refusal = (code: string, message: string, seconds: number) =>
  new HttpError(429, code, message, { 'retry-after': String(seconds) }, { retryAfterSeconds: seconds });

export const RATE_LIMITED = (seconds: number) =>
  refusal('rate-limited', `Too many requests. Please try again ${inWords(seconds)}.`, seconds);
export const DAILY_LIMIT_REACHED = (seconds: number) =>
  refusal('daily-limit', `You have reached today's limit of analyses. Please try again ${inWords(seconds)}.`, seconds);
export const SERVICE_BUDGET_REACHED = (seconds: number) =>
  refusal(
    'service-daily-budget',
    `Snap. Price. Sell. has reached its limit of analyses for today. Please try again ${inWords(seconds)}.`,
    seconds,
  );

/** The refusal with the longest wait among those refused, or none. */
function longestRefusal(decisions: { scope: Scope; decision: RateDecision }[]): HttpError | undefined {
  const refused = decisions.filter(({ decision }) => !decision.allowed);
  if (refused.length === 0) return undefined;
  const worst = refused.reduce((a, b) => (b.decision.retryAfterSeconds > a.decision.retryAfterSeconds ? b : a));
  return worst.scope === 'day'
    ? DAILY_LIMIT_REACHED(worst.decision.retryAfterSeconds)
    : RATE_LIMITED(worst.decision.retryAfterSeconds);
}

/** Every limit of the configuration, counted in this instance's memory. */
export function inMemoryCounters(now?: () => number): CounterStore {
  return memoryCounterStore(createMemoryCounters({ now }));
}

/** The limits a caller's request is counted against: each of its keys in the window and the day. */
function callerLimits(config: GatewayConfig, caller: Caller): (Meter & { scope: Scope })[] {
  return callerMeters(caller).flatMap(({ tier, key, multiple = 1 }) => [
    { scope: 'window' as const, key, limit: config.rateLimit[tier] * multiple, windowMs: config.rateLimit.windowMs },
    { scope: 'day' as const, key: dayKey(key), limit: config.dailyLimit[tier] * multiple, windowMs: DAY_MS },
  ]);
}

/**
 * Each instance takes the service's budget in chunks (a lease) and grants from it in memory, so the
 * budget's documents are counted in once per chunk rather than on every request (no hot document).
 * A chunk is this share of the day's calls and dollars (at least one request's worth); what an
 * instance has leased and not used when the day ends or it stops is lost (at most one chunk per
 * instance, 10 × 1 % of the day).
 */
export const SERVICE_LEASE_SHARE = 0.01;

/** The budget's documents: the whole service's, and what callers who are not established may use. */
const SERVICE_KEYS = {
  all: { calls: 'service:calls', microUsd: 'service:micro-usd' },
  open: { calls: 'service:open:calls', microUsd: 'service:open:micro-usd' },
} as const;

export const BUDGET_UNAVAILABLE = () =>
  new HttpError(
    503,
    'budget-unavailable',
    'Analyses are paused for a moment. Please try again in a minute.',
    { 'retry-after': '60' },
    { retryAfterSeconds: 60 },
  );

/**
 * The service's day in leases: one for established accounts (counted against the whole budget) and
 * one for everyone else (counted against the whole budget and the open share, 1 − reservedShare).
 * A chunk is taken only from counts every instance shares: when they cannot be reached, an instance
 * grants what is left of its lease and then refuses (503), rather than counting from nothing.
 */
function serviceLeases(config: GatewayConfig, counters: CounterStore, now: () => number) {
  const { calls, usd, reservedShare } = config.dailyBudget;
  const whole = { calls, microUsd: microUsd(usd) };
  const open = {
    calls: Math.floor(calls * (1 - reservedShare)),
    microUsd: Math.floor(whole.microUsd * (1 - reservedShare)),
  };
  const leases = {
    established: { day: -1, calls: 0, microUsd: 0, taking: Promise.resolve() },
    open: { day: -1, calls: 0, microUsd: 0, taking: Promise.resolve() },
  };

  /** The meters of one take from the shared counts: the whole budget's, and the open share's for `open`. */
  const meters = (kind: 'established' | 'open', take: { calls: number; microUsd: number }): Meter[] => {
    const of = (keys: { calls: string; microUsd: string }, limits: typeof whole) => [
      ...(take.calls > 0 ? [{ key: keys.calls, limit: limits.calls, windowMs: DAY_MS, cost: take.calls }] : []),
      ...(take.microUsd > 0
        ? [{ key: keys.microUsd, limit: limits.microUsd, windowMs: DAY_MS, cost: take.microUsd }]
        : []),
    ];
    return [...of(SERVICE_KEYS.all, whole), ...(kind === 'open' ? of(SERVICE_KEYS.open, open) : [])];
  };

  /** Counts `take` in the shared counts; whether it fit, and when the day ends. */
  async function takeShared(kind: 'established' | 'open', take: { calls: number; microUsd: number }) {
    let decisions: RateDecision[];
    try {
      decisions = await counters.hitAll(meters(kind, take), { shared: true });
    } catch {
      throw BUDGET_UNAVAILABLE();
    }
    return { fits: allAllowed(decisions), retryAfterSeconds: Math.max(...decisions.map((d) => d.retryAfterSeconds)) };
  }

  return async function charge(established: boolean, cost: number): Promise<void> {
    const kind = established ? 'established' : 'open';
    const lease = leases[kind];
    // One take from the shared counts at a time per lease: the others wait and then use what it brought.
    const previous = lease.taking;
    let release = () => {};
    lease.taking = new Promise<void>((resolve) => (release = resolve));
    try {
      await previous;
      const day = windowStartOf(now(), DAY_MS);
      if (lease.day !== day) Object.assign(lease, { day, calls: 0, microUsd: 0 });
      if (lease.calls < 1 || lease.microUsd < cost) {
        // Only what is missing: a chunk of calls, of dollars, or both.
        const chunk = {
          calls: lease.calls < 1 ? Math.max(1, Math.floor(whole.calls * SERVICE_LEASE_SHARE)) : 0,
          microUsd: lease.microUsd < cost ? Math.max(cost, Math.floor(whole.microUsd * SERVICE_LEASE_SHARE)) : 0,
        };
        const leased = await takeShared(kind, chunk);
        if (leased.fits) {
          lease.calls += chunk.calls;
          lease.microUsd += chunk.microUsd;
        } else {
          // The day's last crumbs: no whole chunk is left, but this request may still fit.
          const exact = { calls: lease.calls < 1 ? 1 : 0, microUsd: Math.max(0, cost - lease.microUsd) };
          const last = await takeShared(kind, exact);
          if (!last.fits) throw SERVICE_BUDGET_REACHED(last.retryAfterSeconds);
          lease.calls += exact.calls;
          lease.microUsd += exact.microUsd;
        }
      }
      lease.calls -= 1;
      lease.microUsd -= cost;
    } finally {
      release();
    }
  };
}

export function createQuota(config: GatewayConfig, counters: CounterStore, now: () => number = Date.now): Quota {
  const chargeLeased = serviceLeases(config, counters, now);
  async function chargeCaller(caller: Caller): Promise<void> {
    const meters = callerLimits(config, caller);
    const decisions = await counters.hitAll(meters);
    const refused = longestRefusal(meters.map(({ scope }, i) => ({ scope, decision: decisions[i] })));
    if (refused) throw refused;
  }

  return {
    chargeCaller,
    async chargeMarketSearch(caller) {
      return allAllowed(await counters.hitAll(marketLimits(config, caller)));
    },
    async charge(caller, microUsdCost) {
      await chargeCaller(caller);
      await chargeService(caller, microUsdCost);
    },
    chargeService,
  };

  async function chargeService(caller: Caller, microUsdCost: number): Promise<void> {
    // An established account (verified, or older than a day) may reach the share kept for them.
    await chargeLeased(caller.kind === 'user' && caller.established, microUsdCost);
  }
}
