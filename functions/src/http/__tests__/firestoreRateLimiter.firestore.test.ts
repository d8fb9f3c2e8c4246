/** The shared limiter on a real Firestore emulator (FIRESTORE_EMULATOR_HOST, set by test:emulators). */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { createFirestoreRateLimiter, RATE_LIMIT_COLLECTION, windowDocId } from '../firestoreRateLimiter';
import { createRateLimiter } from '../rateLimiter';

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
