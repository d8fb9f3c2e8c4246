import type { Firestore } from 'firebase-admin/firestore';
import { createFirestoreCounters, createFirestoreRateLimiter, windowDocId } from '../firestoreRateLimiter';
import { createMemoryCounters, createRateLimiter } from '../rateLimiter';

/** A Firestore whose transactions fail as when the service cannot be reached. */
function failingDb(): { db: () => Firestore; calls: () => number } {
  let calls = 0;
  const firestore = {
    collection: () => ({ doc: () => ({}) }),
    runTransaction: () => {
      calls += 1;
      return Promise.reject(new Error('14 UNAVAILABLE: No connection established'));
    },
  } as unknown as Firestore;
  return { db: () => firestore, calls: () => calls };
}

describe('createFirestoreRateLimiter without Firestore', () => {
  it('falls back to the in-memory limiter, logs once, and tries Firestore again after the pause', async () => {
    let time = 0;
    const log = { warn: jest.fn(), info: jest.fn() };
    const { db, calls } = failingDb();
    const limiter = createFirestoreRateLimiter({
      db,
      limit: 2,
      windowMs: 600_000,
      fallback: createRateLimiter({ limit: 2, windowMs: 600_000, now: () => time }),
      log,
      now: () => time,
      retryAfterMs: 30_000,
    });

    const allowed = [];
    for (let i = 0; i < 3; i += 1) allowed.push((await limiter.hit('ip:203.0.113.5')).allowed);
    expect(allowed).toEqual([true, true, false]);
    expect(calls()).toBe(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('14 UNAVAILABLE: No connection established'));

    time = 30_000;
    await limiter.hit('ip:203.0.113.5');
    expect(calls()).toBe(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('falls back when Firestore does not answer in time, with more time for the first answer', async () => {
    const log = { warn: jest.fn(), info: jest.fn() };
    const hanging = {
      collection: () => ({ doc: () => ({}) }),
      runTransaction: () => new Promise(() => {}),
    } as unknown as Firestore;
    const limiter = createFirestoreRateLimiter({
      db: () => hanging,
      limit: 1,
      windowMs: 60_000,
      fallback: createRateLimiter({ limit: 1, windowMs: 60_000 }),
      log,
      timeoutMs: 10,
      firstTimeoutMs: 30,
    });
    expect(await limiter.hit('user:alice')).toMatchObject({ allowed: true });
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('no answer within 30 ms'));
  });

  it('falls back when the Firestore client cannot even be created', async () => {
    const log = { warn: jest.fn(), info: jest.fn() };
    const limiter = createFirestoreRateLimiter({
      db: () => {
        throw new Error('Unable to detect a Project Id');
      },
      limit: 1,
      windowMs: 60_000,
      fallback: createRateLimiter({ limit: 1, windowMs: 60_000 }),
      log,
    });
    expect((await limiter.hit('user:alice')).allowed).toBe(true);
    expect((await limiter.hit('user:alice')).allowed).toBe(false);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});

/** A Firestore of empty counters whose transactions each answer after `delayMs`. */
function slowDb(delayMs: () => number): Firestore {
  return {
    collection: () => ({ doc: (id: string) => ({ id }) }),
    runTransaction: async (work: (transaction: unknown) => Promise<unknown>) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs()));
      return work({ getAll: async (...refs: unknown[]) => refs.map(() => ({ exists: false })), set: () => {} });
    },
  } as unknown as Firestore;
}

describe('a shared count (the service budget’s lease)', () => {
  const day = { key: 'service:calls', limit: 100, windowMs: 86_400_000, cost: 10 };
  const caller = { key: 'user:alice', limit: 5, windowMs: 60_000 };

  it('waits as long as a first answer may, even after the instance has had its first answer', async () => {
    let delay = 0;
    const log = { warn: jest.fn(), info: jest.fn() };
    const counters = createFirestoreCounters({
      db: () => slowDb(() => delay),
      fallback: createMemoryCounters(),
      log,
      timeoutMs: 20,
      firstTimeoutMs: 400,
    });
    // The caller's own count answers at once: the instance has had its first answer.
    expect(await counters.hitAll([caller])).toEqual([expect.objectContaining({ allowed: true })]);
    // Instances starting together queue on the budget's documents: this lease answers after 100 ms.
    delay = 100;
    expect(await counters.hitAll([day], { shared: true })).toEqual([expect.objectContaining({ allowed: true })]);
    // Nothing was taken for an outage: the next caller count still goes to Firestore.
    delay = 0;
    expect(await counters.hitAll([caller])).toEqual([expect.objectContaining({ allowed: true })]);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('still refuses (rejects) when Firestore does not answer even then', async () => {
    const counters = createFirestoreCounters({
      db: () => slowDb(() => 200),
      fallback: createMemoryCounters(),
      log: { warn: jest.fn(), info: jest.fn() },
      timeoutMs: 20,
      firstTimeoutMs: 50,
    });
    await expect(counters.hitAll([day], { shared: true })).rejects.toThrow('no answer within 50 ms');
  });
});

/**
 * Counter documents in a map, behind transactions that each take `delayMs()` and then commit, or
 * fail when `fails()` says so (as the emulator's "Transaction lock timeout" after ~20 s).
 */
function storedDb(delayMs: () => number, fails: () => boolean = () => false) {
  const stored = new Map<string, number>();
  const firestore = {
    collection: () => ({ doc: (id: string) => ({ id }) }),
    runTransaction: async (work: (transaction: unknown) => Promise<unknown>) => {
      const failing = fails();
      await new Promise((resolve) => setTimeout(resolve, delayMs()));
      if (failing) throw new Error('10 ABORTED: Transaction lock timeout.');
      const writes = new Map<string, number>();
      const read = ({ id }: { id: string }) => ({ exists: stored.has(id), get: () => stored.get(id) });
      const result = await work({
        get: async (ref: { id: string }) => read(ref),
        getAll: async (...refs: { id: string }[]) => refs.map(read),
        set: ({ id }: { id: string }, data: { count: number }) => writes.set(id, data.count),
      });
      writes.forEach((count, id) => stored.set(id, count));
      return result;
    },
  } as unknown as Firestore;
  return { db: () => firestore, stored };
}

describe('a count Firestore answers after the time limit', () => {
  const time = Date.UTC(2026, 10, 30, 12, 0);
  const meter = { key: 'user:alice', limit: 10, windowMs: 600_000 };
  const id = windowDocId(meter.key, time);
  const waitFor = async (check: () => boolean) => {
    for (let tries = 0; tries < 100 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('is not counted twice when Firestore commits it after memory granted it', async () => {
    let delay = 0;
    let clock = time;
    const { db, stored } = storedDb(() => delay);
    const counters = createFirestoreCounters({
      db,
      fallback: createMemoryCounters({ now: () => clock }),
      log: { warn: jest.fn(), info: jest.fn() },
      now: () => clock,
      timeoutMs: 20,
      retryAfterMs: 1_000,
    });
    expect((await counters.hitAll([meter]))[0].allowed).toBe(true);
    delay = 100; // answers late: memory grants, and Firestore's transaction still commits
    expect((await counters.hitAll([meter]))[0].allowed).toBe(true);
    await waitFor(() => stored.get(id) === 2);
    expect(stored.get(id)).toBe(2);
    delay = 0;
    clock += 1_000; // the pause is over: the next request goes to Firestore again
    expect((await counters.hitAll([meter]))[0].allowed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stored.get(id)).toBe(3);
  });

  it('is written back at the end of the pause when Firestore’s own count failed, with no request after it', async () => {
    let failing = false;
    const { db, stored } = storedDb(
      () => (failing ? 40 : 0),
      () => failing,
    );
    const counters = createFirestoreCounters({
      db,
      fallback: createMemoryCounters({ now: () => time }),
      log: { warn: jest.fn(), info: jest.fn() },
      now: () => time,
      timeoutMs: 20,
      retryAfterMs: 30,
    });
    expect((await counters.hitAll([meter]))[0].allowed).toBe(true);
    failing = true;
    expect((await counters.hitAll([meter]))[0].allowed).toBe(true);
    expect(stored.get(id)).toBe(1);
    failing = false;
    await waitFor(() => stored.get(id) === 2);
    expect(stored.get(id)).toBe(2);
  });
});

describe('windowDocId', () => {
  it('makes one id per key and window, without the slashes a document id may not hold', () => {
    expect(windowDocId('ip:2001:db8::1', 600_000)).toBe('ip%3A2001%3Adb8%3A%3A1@600000');
    expect(windowDocId('user:a/b', 0)).not.toContain('/');
  });
});
