/**
 * Fixed-window request counter per caller key, in memory. Each function instance counts on its
 * own, so the effective limit is per instance: the gateway counts in Firestore
 * (firestoreRateLimiter.ts) and falls back to this only when Firestore cannot be reached.
 */
export interface RateDecision {
  allowed: boolean;
  /** Seconds until the caller's window resets. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string): RateDecision;
}

/** Past this many keys, finished windows are swept so one-off IPs cannot grow memory without bound. */
const SWEEP_THRESHOLD = 10_000;

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  const sweep = (time: number) => {
    for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
  };

  return {
    hit(key) {
      const time = now();
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        if (windows.size >= SWEEP_THRESHOLD) sweep(time);
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)),
      };
    },
  };
}
