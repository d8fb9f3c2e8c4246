/**
 * Fixed-window request counters in Firestore, shared by every function instance: ten instances
 * enforce one limit. One document per key and window (rateLimits/{key}@{windowStart}), counted in
 * a transaction; its `expiresAt` (the window's end) lets a Firestore TTL policy delete it. Server
 * only: firebase-admin bypasses the security rules, which close the collection to clients.
 *
 * A request is counted against all its limits (a caller's window and day, their address's…) in
 * one transaction, all or nothing: it uses a unit of each only when every one had room, so a
 * refused request spends no one's allowance. Transactions on one document queue behind each other
 * (20 at once took over 20 s on the emulator), so an instance runs one transaction at a time on a
 * document: the hits of one set of limits that arrive meanwhile are counted together by the next
 * one, which grants each that still fits.
 *
 * Every count Firestore reports is also remembered by the in-memory limiter. When Firestore cannot
 * be reached (or answers too slowly) that limiter counts instead, per instance, from what was
 * already used: a caller over quota stays refused, and the others go on where they were. The log
 * says so once; Firestore is tried again after a pause, and what memory granted is then written
 * back to it, unless Firestore's own late count of that request committed after all.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  secondsUntil,
  windowStartOf,
  type CounterStore,
  type MemoryCounters,
  type Meter,
  type RateDecision,
  type RateLimiter,
} from './rateLimiter';

export const RATE_LIMIT_COLLECTION = 'rateLimits';
/** The timestamp a Firestore TTL policy on RATE_LIMIT_COLLECTION deletes each counter by (docs/deploying.md). */
export const RATE_LIMIT_EXPIRY_FIELD = 'expiresAt';

export interface SharedRateLimiter {
  /** Counts `cost` units (1 by default) against the key's current window. */
  hit(key: string, cost?: number): Promise<RateDecision>;
}

export interface FirestoreCountersOptions {
  /**
   * Called on every hit (cache it): loading the Firestore client waits for the first request.
   * A throw counts as unreachable.
   */
  db: () => Firestore | Promise<Firestore>;
  /** Counts when Firestore cannot, from the counts Firestore last reported. */
  fallback: MemoryCounters;
  log: Pick<Console, 'warn' | 'info'>;
  now?: () => number;
  /** Longest wait for Firestore's answer before the fallback answers (the caller is waiting). */
  timeoutMs?: number;
  /**
   * The same until a first answer (a cold client opens its channel first: seen over 2 s under
   * load), and for every count that must be shared (the service budget's leases): a lease is taken
   * once per chunk of the day, on the two documents every instance's leases meet, so instances
   * that start together queue on them; falling back is no answer there (it refuses, 503), so it
   * waits as long as the first answer may.
   */
  firstTimeoutMs?: number;
  /** After a failure, how long the fallback answers alone before Firestore is tried again. */
  retryAfterMs?: number;
}

export interface FirestoreRateLimiterOptions extends Omit<FirestoreCountersOptions, 'fallback'> {
  limit: number;
  windowMs: number;
  /** Counts when Firestore cannot, from the counts Firestore last reported; its own limit should match. */
  fallback: RateLimiter;
}

/** Document ids may not contain '/'; keys hold IPs (IPv6 too) and uids. */
export function windowDocId(key: string, windowStart: number): string {
  return `${encodeURIComponent(key)}@${windowStart}`;
}

/** One limit counted in Firestore (the market's daily searches; tests). */
export function createFirestoreRateLimiter({
  limit,
  windowMs,
  fallback,
  ...options
}: FirestoreRateLimiterOptions): SharedRateLimiter {
  const counters = createFirestoreCounters({
    ...options,
    fallback: {
      hitAll: (meters) => meters.map(({ key, cost }) => fallback.hit(key, cost)),
      remember: (key, windowStart, _windowMs, used) => fallback.remember(key, windowStart, used),
    },
  });
  return { hit: async (key, cost = 1) => (await counters.hitAll([{ key, limit, windowMs, cost }]))[0] };
}

export function createFirestoreCounters({
  db,
  fallback,
  log,
  now = Date.now,
  timeoutMs = 2_000,
  firstTimeoutMs = 15_000,
  retryAfterMs = 30_000,
}: FirestoreCountersOptions): CounterStore {
  let answered = false;
  let unreachableUntil = 0;
  let fallbackLogged = false;
  /** Hits waiting for the next transaction of the same limits, by those limits' documents. */
  const queues = new Map<string, Waiter[]>();
  /** The last transaction queued on each document: the next one on it starts after it. */
  const locks = new Map<string, Promise<void>>();
  /** What memory granted while Firestore could not answer, by window document: written back when it does. */
  const unwritten = new Map<string, { key: string; windowStart: number; windowMs: number; count: number }>();

  /** The write-back waiting for the end of a pause, if one is set. */
  let writeBackTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * Counts in memory (Firestore cannot answer), keeping what was granted to write back later.
   * `late` is Firestore's own count of this request when it was still under way at the time limit:
   * if it commits, Firestore has the count already (writing memory's back too would count the
   * request twice); only if it fails is memory's count kept.
   */
  function countInMemory(meters: readonly Meter[], time: number, late?: Promise<unknown>): RateDecision[] {
    const decisions = fallback.hitAll(meters);
    if (!decisions.every(({ allowed }) => allowed)) return decisions;
    const keep = () => {
      for (const { key, windowMs, cost = 1 } of meters) {
        const windowStart = windowStartOf(time, windowMs);
        const id = windowDocId(key, windowStart);
        const entry = unwritten.get(id) ?? { key, windowStart, windowMs, count: 0 };
        entry.count += cost;
        unwritten.set(id, entry);
      }
      scheduleWriteBack();
    };
    if (late) late.then(() => undefined, keep);
    else keep();
    return decisions;
  }

  /**
   * Writes back at the end of the pause even when no request comes to this instance then (an idle
   * instance would otherwise keep its callers' counts to itself until it is shut down).
   */
  function scheduleWriteBack(): void {
    if (writeBackTimer) return;
    writeBackTimer = setTimeout(
      () => {
        writeBackTimer = undefined;
        if (unwritten.size === 0) return;
        Promise.resolve().then(db).then(writeBack, scheduleWriteBack);
      },
      Math.max(unreachableUntil - now(), 0) || retryAfterMs,
    );
    // A pending write-back never keeps the process alive.
    writeBackTimer.unref?.();
  }

  /**
   * Adds what memory granted during an outage to Firestore's counts, once it answers again, so the
   * other instances see it too (each window still running; a finished one no longer matters).
   */
  function writeBack(firestore: Firestore): void {
    const time = now();
    for (const [id, entry] of unwritten) {
      unwritten.delete(id);
      if (entry.windowStart + entry.windowMs <= time) continue;
      const ref = firestore.collection(RATE_LIMIT_COLLECTION).doc(id);
      void exclusive([id], () =>
        firestore.runTransaction(async (transaction) => {
          const snapshot = await transaction.get(ref);
          const count = (snapshot.exists ? Number(snapshot.get('count')) || 0 : 0) + entry.count;
          transaction.set(ref, {
            key: entry.key,
            count,
            windowStart: new Date(entry.windowStart),
            [RATE_LIMIT_EXPIRY_FIELD]: new Date(entry.windowStart + entry.windowMs),
          });
          return count;
        }),
      ).then(
        (count) => fallback.remember(entry.key, entry.windowStart, entry.windowMs, count),
        // Still not written: kept for the next answer.
        () => {
          const again = unwritten.get(id);
          unwritten.set(id, { ...entry, count: entry.count + (again?.count ?? 0) });
          scheduleWriteBack();
        },
      );
    }
  }

  /** Runs `work` after every transaction already queued on any of these documents. */
  function exclusive<T>(ids: string[], work: () => Promise<T>): Promise<T> {
    const result = Promise.all(ids.map((id) => locks.get(id))).then(work);
    const done = result.then(
      () => undefined,
      () => undefined,
    );
    for (const id of ids) locks.set(id, done);
    void done.then(() => ids.forEach((id) => locks.get(id) === done && locks.delete(id)));
    return result;
  }

  /**
   * Grants a batch of requests against the same windows in one transaction, in order, each only
   * if every one of its costs still fits; resolves with, per request, which of its windows had
   * room. What each window has used then is remembered in memory.
   */
  async function grant(firestore: Firestore, windows: CounterWindow[], batch: number[][]): Promise<boolean[][]> {
    const refs = windows.map(({ id }) => firestore.collection(RATE_LIMIT_COLLECTION).doc(id));
    const { granted, used } = await firestore.runTransaction(async (transaction) => {
      const snapshots = await transaction.getAll(...refs);
      const before = snapshots.map((snapshot) => (snapshot.exists ? Number(snapshot.get('count')) || 0 : 0));
      const after = [...before];
      const decisions = batch.map((costs) => {
        const fits = costs.map((cost, i) => after[i] + cost <= windows[i].limit);
        if (fits.every(Boolean)) costs.forEach((cost, i) => (after[i] += cost));
        return fits;
      });
      windows.forEach(({ key, windowStart, windowMs }, i) => {
        // Dates are stored as Firestore timestamps, the type a TTL policy needs.
        if (after[i] > before[i])
          transaction.set(refs[i], {
            key,
            count: after[i],
            windowStart: new Date(windowStart),
            // The window's end: no hit reads the document after it (the next window has its own).
            [RATE_LIMIT_EXPIRY_FIELD]: new Date(windowStart + windowMs),
          });
      });
      return { granted: decisions, used: after };
    });
    windows.forEach(({ key, windowStart, windowMs }, i) => fallback.remember(key, windowStart, windowMs, used[i]));
    return granted;
  }

  async function drain(group: string, firestore: Firestore, windows: CounterWindow[]): Promise<void> {
    for (let batch = queues.get(group); batch && batch.length > 0; batch = queues.get(group)) {
      queues.set(group, []);
      try {
        const granted = await exclusive(
          windows.map(({ id }) => id),
          () =>
            grant(
              firestore,
              windows,
              batch.map((waiter) => waiter.costs),
            ),
        );
        batch.forEach((waiter, i) => waiter.resolve(granted[i]));
      } catch (error) {
        batch.forEach((waiter) => waiter.reject(error));
      }
    }
    queues.delete(group);
  }

  async function count(firestore: Firestore, meters: readonly Meter[], time: number): Promise<RateDecision[]> {
    const windows = meters.map(({ key, limit, windowMs }) => {
      const windowStart = windowStartOf(time, windowMs);
      return { id: windowDocId(key, windowStart), key, limit, windowMs, windowStart };
    });
    // Requests with the same documents and limits (one caller's) are counted together.
    const group = windows.map(({ id, limit }) => `${id}#${limit}`).join('|');
    const running = queues.has(group);
    if (!running) queues.set(group, []);
    const costs = meters.map(({ cost }) => cost ?? 1);
    const fits = new Promise<boolean[]>((resolve, reject) => queues.get(group)?.push({ costs, resolve, reject }));
    if (!running) void drain(group, firestore, windows);
    return (await fits).map((allowed, i) => ({
      allowed,
      retryAfterSeconds: secondsUntil(windows[i].windowStart + windows[i].windowMs, time),
    }));
  }

  return {
    async hitAll(meters, options = {}) {
      const time = now();
      if (options.shared && time < unreachableUntil) throw new Error('Firestore cannot be reached');
      let late: Promise<RateDecision[]> | undefined;
      if (time >= unreachableUntil) {
        try {
          // Loading the client is local work (slow only on a cold start): the time limit is Firestore's.
          const firestore = await db();
          const limit = answered && !options.shared ? timeoutMs : firstTimeoutMs;
          late = count(firestore, meters, time);
          const decisions = await withTimeout(late, limit);
          answered = true;
          if (unwritten.size > 0) writeBack(firestore);
          return decisions;
        } catch (error) {
          unreachableUntil = time + retryAfterMs;
          if (options.shared) throw error;
          if (!fallbackLogged) {
            fallbackLogged = true;
            log.warn(
              `[gateway] rate limits: Firestore cannot be reached (${messageOf(error)}); ` +
                "counting in this instance's memory instead, from the counts it last read, so each instance enforces its own limit",
            );
          }
        }
      }
      return countInMemory(meters, time, late);
    },
  };
}

interface CounterWindow {
  id: string;
  key: string;
  limit: number;
  windowMs: number;
  windowStart: number;
}

interface Waiter {
  costs: number[];
  resolve(fits: boolean[]): void;
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
