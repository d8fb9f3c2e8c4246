/**
 * Fixed-window request counters in Firestore, shared by every function instance: ten instances
 * enforce one limit. One document per key and window (rateLimits/{key}@{windowStart}), counted in
 * a transaction; its `expiresAt` (the window's end) lets a Firestore TTL policy delete it. Server
 * only: firebase-admin bypasses the security rules, which close the collection to clients.
 *
 * Transactions on one document queue behind each other (20 at once took over 20 s on the
 * emulator), so an instance runs one transaction per key at a time: the hits that arrive
 * meanwhile are counted together by the next one, which grants as many as the limit still allows.
 *
 * Every count Firestore reports is also remembered by the in-memory limiter. When Firestore cannot
 * be reached (or answers too slowly) that limiter counts instead, per instance, from what was
 * already used: a caller over quota stays refused, and the others go on where they were. The log
 * says so once; Firestore is tried again after a pause.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { secondsUntil, windowStartOf, type RateDecision, type RateLimiter } from './rateLimiter';

export const RATE_LIMIT_COLLECTION = 'rateLimits';
/** The timestamp a Firestore TTL policy on RATE_LIMIT_COLLECTION deletes each counter by (docs/deploying.md). */
export const RATE_LIMIT_EXPIRY_FIELD = 'expiresAt';

export interface SharedRateLimiter {
  /** Counts `cost` units (1 by default) against the key's current window. */
  hit(key: string, cost?: number): Promise<RateDecision>;
}

export interface FirestoreRateLimiterOptions {
  /**
   * Called on every hit (cache it): loading the Firestore client waits for the first request.
   * A throw counts as unreachable.
   */
  db: () => Firestore | Promise<Firestore>;
  limit: number;
  windowMs: number;
  /** Counts when Firestore cannot, from the counts Firestore last reported; its own limit should match. */
  fallback: RateLimiter;
  log: Pick<Console, 'warn' | 'info'>;
  now?: () => number;
  /** Longest wait for Firestore's answer before the fallback answers (the caller is waiting). */
  timeoutMs?: number;
  /** The same until a first answer: a cold client opens its channel first (seen: over 2 s under load). */
  firstTimeoutMs?: number;
  /** After a failure, how long the fallback answers alone before Firestore is tried again. */
  retryAfterMs?: number;
}

/** Document ids may not contain '/'; keys hold IPs (IPv6 too) and uids. */
export function windowDocId(key: string, windowStart: number): string {
  return `${encodeURIComponent(key)}@${windowStart}`;
}

export function createFirestoreRateLimiter({
  db,
  limit,
  windowMs,
  fallback,
  log,
  now = Date.now,
  timeoutMs = 2_000,
  firstTimeoutMs = 15_000,
  retryAfterMs = 30_000,
}: FirestoreRateLimiterOptions): SharedRateLimiter {
  let answered = false;
  let unreachableUntil = 0;
  let fallbackLogged = false;
  const queues = new Map<string, Waiter[]>();

  /**
   * Grants the hits of one window in one transaction, in order, each if its cost still fits;
   * resolves with which were granted. What the window has used then is remembered in memory.
   */
  async function grant(firestore: Firestore, key: string, windowStart: number, costs: number[]): Promise<boolean[]> {
    const ref = firestore.collection(RATE_LIMIT_COLLECTION).doc(windowDocId(key, windowStart));
    const { granted, used } = await firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const before = snapshot.exists ? Number(snapshot.get('count')) || 0 : 0;
      let after = before;
      const decisions = costs.map((cost) => {
        const fits = after + cost <= limit;
        if (fits) after += cost;
        return fits;
      });
      // Dates are stored as Firestore timestamps, the type a TTL policy needs.
      if (after > before)
        transaction.set(ref, {
          key,
          count: after,
          windowStart: new Date(windowStart),
          // The window's end: no hit reads the document after it (the next window has its own).
          [RATE_LIMIT_EXPIRY_FIELD]: new Date(windowStart + windowMs),
        });
      return { granted: decisions, used: after };
    });
    fallback.remember(key, windowStart, used);
    return granted;
  }

  async function drain(id: string, firestore: Firestore, key: string, windowStart: number): Promise<void> {
    for (let batch = queues.get(id); batch && batch.length > 0; batch = queues.get(id)) {
      queues.set(id, []);
      try {
        const granted = await grant(
          firestore,
          key,
          windowStart,
          batch.map((waiter) => waiter.cost),
        );
        batch.forEach((waiter, i) => waiter.resolve(granted[i]));
      } catch (error) {
        batch.forEach((waiter) => waiter.reject(error));
      }
    }
    queues.delete(id);
  }

  async function count(firestore: Firestore, key: string, cost: number, time: number): Promise<RateDecision> {
    const windowStart = windowStartOf(time, windowMs);
    const id = windowDocId(key, windowStart);
    const running = queues.has(id);
    if (!running) queues.set(id, []);
    const allowed = new Promise<boolean>((resolve, reject) => queues.get(id)?.push({ cost, resolve, reject }));
    if (!running) void drain(id, firestore, key, windowStart);
    return { allowed: await allowed, retryAfterSeconds: secondsUntil(windowStart + windowMs, time) };
  }

  return {
    async hit(key, cost = 1) {
      const time = now();
      if (time >= unreachableUntil) {
        try {
          // Loading the client is local work (slow only on a cold start): the time limit is Firestore's.
          const firestore = await db();
          const decision = await withTimeout(count(firestore, key, cost, time), answered ? timeoutMs : firstTimeoutMs);
          answered = true;
          return decision;
        } catch (error) {
          unreachableUntil = time + retryAfterMs;
          if (!fallbackLogged) {
            fallbackLogged = true;
            log.warn(
              `[gateway] rate limits: Firestore cannot be reached (${messageOf(error)}); ` +
                "counting in this instance's memory instead, from the counts it last read, so each instance enforces its own limit",
            );
          }
        }
      }
      return fallback.hit(key, cost);
    },
  };
}

interface Waiter {
  cost: number;
  resolve(allowed: boolean): void;
  reject(error: unknown): void;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0];
}
