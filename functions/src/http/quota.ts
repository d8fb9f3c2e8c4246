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
 * The day's budget a caller may reach: all of it for an established account (verified, or older
 * than a day); the rest stop short of the share kept for those (GatewayConfig.dailyBudget).
 */
function serviceLimits(config: GatewayConfig, caller: Caller): { calls: number; microUsd: number } {
  const { calls, usd, reservedShare } = config.dailyBudget;
  const open = caller.kind === 'user' && caller.established ? 1 : 1 - reservedShare;
  return { calls: Math.floor(calls * open), microUsd: Math.floor(microUsd(usd) * open) };
}

export function createQuota(config: GatewayConfig, counters: CounterStore): Quota {
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
    const limits = serviceLimits(config, caller);
    const decisions = await counters.hitAll([
      { key: 'service:calls', limit: limits.calls, windowMs: DAY_MS },
      { key: 'service:micro-usd', limit: limits.microUsd, windowMs: DAY_MS, cost: microUsdCost },
    ]);
    if (!allAllowed(decisions))
      throw SERVICE_BUDGET_REACHED(Math.max(...decisions.filter((d) => !d.allowed).map((d) => d.retryAfterSeconds)));
  }
}
