/**
 * Fixed-window counters, in memory. Each function instance counts on its own, so the effective
 * limit is per instance: the gateway counts in Firestore (firestoreRateLimiter.ts) and uses this
 * when Firestore cannot be reached. Windows are aligned to the clock (a day window is a UTC day),
 * the same windows Firestore counts in, so the counts Firestore reported can be remembered here
 * (`remember`) and a caller already over quota stays refused while it is down.
 *
 * A request is counted against several limits at once (a visitor's own window and day, their
 * address's crowd…), all or nothing: it uses a unit of each only when every one of them still had
 * one, so a refused request spends no one's allowance.
 */
export interface RateDecision {
  allowed: boolean;
  /** Seconds until the caller's window resets. */
  retryAfterSeconds: number;
}

/** One limit a request is counted against: `cost` units (1 by default) of `key`'s current window. */
export interface Meter {
  key: string;
  limit: number;
  windowMs: number;
  cost?: number;
}

/**
 * Counts a request against all its meters or none: only when each fits its limit. One decision
 * per meter, in order: whether that meter had room (so a refusal can say which limit it was).
 */
export interface CounterStore {
  hitAll(meters: readonly Meter[], options?: CountOptions): Promise<RateDecision[]>;
}

export interface CountOptions {
  /**
   * Only a count every instance shares will do (the service's budget leases): where counts are
   * shared (Firestore), rejects when they cannot be reached instead of counting in memory.
   */
  shared?: boolean;
}

export interface MemoryCounters {
  hitAll(meters: readonly Meter[]): RateDecision[];
  /** What Firestore last said this key's window had used: the count goes on from there. */
  remember(key: string, windowStart: number, windowMs: number, used: number): void;
}

export interface RateLimiter {
  /** Counts `cost` units (1 by default) against the key's current window. */
  hit(key: string, cost?: number): RateDecision;
  /** What Firestore last said this key's window had used: the count goes on from there. */
  remember(key: string, windowStart: number, used: number): void;
}

/** Every request granted by all its meters or by none. */
export const allAllowed = (decisions: readonly RateDecision[]): boolean => decisions.every(({ allowed }) => allowed);

/** Past this many keys, finished windows are swept so one-off IPs cannot grow memory without bound. */
const SWEEP_THRESHOLD = 10_000;

export const windowStartOf = (time: number, windowMs: number): number => Math.floor(time / windowMs) * windowMs;

export const secondsUntil = (end: number, time: number): number => Math.max(1, Math.ceil((end - time) / 1000));

export function createMemoryCounters({ now = Date.now }: { now?: () => number } = {}): MemoryCounters {
  const windows = new Map<string, { start: number; end: number; used: number }>();

  const sweep = (time: number) => {
    for (const [key, window] of windows) if (window.end <= time) windows.delete(key);
  };
  const windowOf = (key: string, start: number, windowMs: number, time: number) => {
    let window = windows.get(key);
    if (!window || window.start !== start) {
      if (windows.size >= SWEEP_THRESHOLD) sweep(time);
      window = { start, end: start + windowMs, used: 0 };
      windows.set(key, window);
    }
    return window;
  };

  return {
    hitAll(meters) {
      const time = now();
      const counted = meters.map((meter) => ({
        meter,
        window: windowOf(meter.key, windowStartOf(time, meter.windowMs), meter.windowMs, time),
      }));
      // Only what was granted uses the quota, as in Firestore: all of a request's meters or none.
      const decisions = counted.map(({ meter, window }) => ({
        allowed: window.used + (meter.cost ?? 1) <= meter.limit,
        retryAfterSeconds: secondsUntil(window.end, time),
      }));
      if (allAllowed(decisions)) for (const { meter, window } of counted) window.used += meter.cost ?? 1;
      return decisions;
    },
    remember(key, windowStart, windowMs, used) {
      const time = now();
      if (windowStart !== windowStartOf(time, windowMs)) return;
      const window = windowOf(key, windowStart, windowMs, time);
      window.used = Math.max(window.used, used);
    },
  };
}

/** One limit in memory (the market's budget, tests). */
export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const counters = createMemoryCounters({ now });
  return {
    hit: (key, cost = 1) => counters.hitAll([{ key, limit, windowMs, cost }])[0],
    remember: (key, windowStart, used) => counters.remember(key, windowStart, windowMs, used),
  };
}

/** The in-memory counters as a store (what the gateway counts with when it has no Firestore). */
export function memoryCounterStore(counters: MemoryCounters = createMemoryCounters()): CounterStore {
  return { hitAll: async (meters) => counters.hitAll(meters) };
}
