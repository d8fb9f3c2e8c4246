/**
 * Fixed-window counters per caller key, in memory. Each function instance counts on its own, so
 * the effective limit is per instance: the gateway counts in Firestore (firestoreRateLimiter.ts)
 * and uses this when Firestore cannot be reached. Windows are aligned to the clock (a day window
 * is a UTC day), the same windows Firestore counts in, so the counts Firestore reported can be
 * remembered here (`remember`) and a caller already over quota stays refused while it is down.
 */
export interface RateDecision {
  allowed: boolean;
  /** Seconds until the caller's window resets. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts `cost` units (1 by default) against the key's current window. */
  hit(key: string, cost?: number): RateDecision;
  /** What Firestore last said this key's window had used: the count goes on from there. */
  remember(key: string, windowStart: number, used: number): void;
}

/** Past this many keys, finished windows are swept so one-off IPs cannot grow memory without bound. */
const SWEEP_THRESHOLD = 10_000;

export const windowStartOf = (time: number, windowMs: number): number => Math.floor(time / windowMs) * windowMs;

export const secondsUntil = (end: number, time: number): number => Math.max(1, Math.ceil((end - time) / 1000));

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const windows = new Map<string, { start: number; used: number }>();

  const sweep = (current: number) => {
    for (const [key, window] of windows) if (window.start < current) windows.delete(key);
  };
  const windowOf = (key: string, start: number) => {
    let window = windows.get(key);
    if (!window || window.start !== start) {
      if (windows.size >= SWEEP_THRESHOLD) sweep(start);
      window = { start, used: 0 };
      windows.set(key, window);
    }
    return window;
  };

  return {
    hit(key, cost = 1) {
      const time = now();
      const window = windowOf(key, windowStartOf(time, windowMs));
      // A refused hit is not counted: only what was granted uses the quota, as in Firestore.
      const allowed = window.used + cost <= limit;
      if (allowed) window.used += cost;
      return { allowed, retryAfterSeconds: secondsUntil(window.start + windowMs, time) };
    },
    remember(key, windowStart, used) {
      if (windowStart !== windowStartOf(now(), windowMs)) return;
      const window = windowOf(key, windowStart);
      window.used = Math.max(window.used, used);
    },
  };
}
