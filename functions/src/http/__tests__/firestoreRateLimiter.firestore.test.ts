/** The shared limiter on a real Firestore emulator (FIRESTORE_EMULATOR_HOST, set by test:emulators). */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  createFirestoreCounters,
  createFirestoreRateLimiter,
  RATE_LIMIT_COLLECTION,
  windowDocId,
} from '../firestoreRateLimiter';
import { createMemoryCounters, createRateLimiter } from '../rateLimiter';

const PROJECT = 'demo-rate-limit-test';
const apps: App[] = [];

function firestore(name: string): Firestore {
  const app = initializeApp({ projectId: PROJECT }, name);
  apps.push(app);
  return getFirestore(app);
}

const db = firestore('rate-limit-test');
const log = () => ({ warn: jest.fn(), info: jest.fn() });
// Fallback when Firestore cannot be reached: firestoreRateLimiter.test.ts (a real unreachable
// Firestore keeps retrying in the background past the end of the suite).

beforeEach(async () => {
  const response = await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  expect(response.ok).toBe(true);
});
afterAll(() => Promise.all(apps.map((app) => deleteApp(app))));

describe('createFirestoreRateLimiter on the emulator', () => {
  it('lets exactly 10 of 20 parallel requests through a limit of 10, and counts them in one document', async () => {
    const time = Date.UTC(2026, 10, 23, 8, 3);
    const logged = log();
    const limiter = createFirestoreRateLimiter({
      db: () => db,
      limit: 10,
      windowMs: 600_000,
      fallback: createRateLimiter({ limit: 10, windowMs: 600_000 }),
      log: logged,
      now: () => time,
      timeoutMs: 20_000,
    });

    const decisions = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('ip:203.0.113.5')));

    expect(logged.warn).not.toHaveBeenCalled(); // every decision came from Firestore

    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    expect(decisions.filter((d) => !d.allowed)).toHaveLength(10);
    const windowStart = Date.UTC(2026, 10, 23, 8, 0);
    const stored = await db.collection(RATE_LIMIT_COLLECTION).doc(windowDocId('ip:203.0.113.5', windowStart)).get();
    expect(stored.get('count')).toBe(10);
    expect(stored.get('key')).toBe('ip:203.0.113.5');
    // The TTL policy deletes the document once its window is over.
    expect(stored.get('expiresAt').toMillis()).toBe(windowStart + 600_000);
    expect(decisions.find((d) => !d.allowed)?.retryAfterSeconds).toBe(420);
  });

  it('shares one count between limiters (instances) and starts again in the next window', async () => {
    let time = 1_000_000;
    const options = { db: () => db, limit: 2, windowMs: 60_000, log: log(), now: () => time };
    const one = createFirestoreRateLimiter({ ...options, fallback: createRateLimiter({ limit: 2, windowMs: 60_000 }) });
    const two = createFirestoreRateLimiter({ ...options, fallback: createRateLimiter({ limit: 2, windowMs: 60_000 }) });

    expect((await one.hit('user:alice')).allowed).toBe(true);
    expect((await two.hit('user:alice')).allowed).toBe(true);
    expect((await one.hit('user:alice')).allowed).toBe(false);
    expect((await two.hit('user:bob')).allowed).toBe(true);
    time += 60_000;
    expect((await two.hit('user:alice')).allowed).toBe(true);
  });
});

describe('createFirestoreCounters on the emulator', () => {
  it('writes what memory counted while Firestore could not answer back to it once it answers again', async () => {
    let time = Date.UTC(2026, 10, 23, 9, 0);
    let down = true;
    const meter = { key: 'ip:203.0.113.9', limit: 10, windowMs: 600_000 };
    const counters = createFirestoreCounters({
      db: () => (down ? Promise.reject(new Error('unreachable')) : db),
      fallback: createMemoryCounters({ now: () => time }),
      log: log(),
      now: () => time,
      retryAfterMs: 1_000,
    });
    for (let i = 0; i < 3; i += 1) expect((await counters.hitAll([meter]))[0].allowed).toBe(true);
    down = false;
    time += 1_000;
    // The next count Firestore answers (any key's) brings the three with it.
    await counters.hitAll([{ ...meter, key: 'ip:203.0.113.10' }]);
    const ref = db.collection(RATE_LIMIT_COLLECTION).doc(windowDocId(meter.key, Date.UTC(2026, 10, 23, 9, 0)));
    let count = 0;
    for (let tries = 0; tries < 50 && count !== 3; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      count = Number((await ref.get()).get('count')) || 0;
    }
    expect(count).toBe(3);
    // Another instance sees them: 7 of 10 left.
    const other = createFirestoreCounters({
      db: () => db,
      fallback: createMemoryCounters(),
      log: log(),
      now: () => time,
    });
    const left = [];
    for (let i = 0; i < 8; i += 1) left.push((await other.hitAll([meter]))[0].allowed);
    expect(left).toEqual([true, true, true, true, true, true, true, false]);
  });
});
