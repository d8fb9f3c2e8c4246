/**
 * The gateway's limits counted on a real Firestore emulator (FIRESTORE_EMULATOR_HOST, set by
 * test:emulators): a crowd of parallel requests from one address, two instances sharing one count,
 * and Firestore going away in the middle of a window.
 */
import { createServer, type Server } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { jsonReply } from '../../__tests__/support/fakeOpenAi';
import { listingBody, sampleEstimate, sampleItem } from '../../__tests__/support/fixtures';
import { startGateway, type GatewayOptions, type GatewayUnderTest } from '../../__tests__/support/gatewayServer';
import type { AiRunner } from '../../ai/aiRunner';
import type { MarketComparables } from '../../market/marketComparables';
import { forgetAccountCounts } from '../../accountCleanup';
import type { VerifyIdToken } from '../authenticate';
import { createFirestoreCounters, RATE_LIMIT_COLLECTION } from '../firestoreRateLimiter';
import { createMemoryCounters } from '../rateLimiter';

const PROJECT = 'demo-gateway-limits-test';
const apps: App[] = [];
const gateways: GatewayUnderTest[] = [];

function firestore(name: string, host?: string): Firestore {
  const app = initializeApp({ projectId: PROJECT }, name);
  apps.push(app);
  const db = getFirestore(app);
  if (host) {
    // FIRESTORE_EMULATOR_HOST overrides any host a client is given while it is set.
    const emulator = process.env.FIRESTORE_EMULATOR_HOST;
    delete process.env.FIRESTORE_EMULATOR_HOST;
    try {
      db.settings({ host, port: Number(host.split(':')[1]), ssl: false });
    } finally {
      process.env.FIRESTORE_EMULATOR_HOST = emulator;
    }
  }
  return db;
}

const LISTING = { title: 'Canon AE-1 Program', description: 'A film camera.' };
const env = { GATEWAY_RATE_LIMIT_ANONYMOUS: '10' };
/**
 * 'user-<uid>' verifies as a new account whose email is not verified, 'seller-<uid>' as a verified
 * one, 'visitor-<uid>' as an anonymous identity.
 */
const verifyIdToken: VerifyIdToken = (token) => {
  const [kind, uid] = token.split('-');
  return Promise.resolve({ uid, anonymous: kind === 'visitor', emailVerified: kind === 'seller' });
};

/** One instance of the gateway counting in `db`, as deployed. */
/**
 * How long an instance waits for Firestore here. Two instances' transactions on the same documents
 * can hold each other until the emulator's ~20 s "Transaction lock timeout" (firebase-tools#6758),
 * and the SDK's retry then commits: a shorter wait would send the instance to its memory for 30 s,
 * where each instance enforces its own limit (seen once in CI: a ninth visitor let through).
 */
const FIRESTORE_WAIT_MS = 45_000;

async function gatewayOn(
  db: Firestore,
  log = { warn: jest.fn(), info: jest.fn() },
  timeoutMs = FIRESTORE_WAIT_MS,
  limits: Record<string, string> = env,
  options: GatewayOptions = {},
) {
  const counters = createFirestoreCounters({
    db: () => db,
    fallback: createMemoryCounters(),
    log,
    timeoutMs,
    firstTimeoutMs: timeoutMs,
    retryAfterMs: 60_000,
  });
  const gateway = await startGateway({
    script: [jsonReply(LISTING)],
    env: limits,
    rateLimiters: counters,
    verifyIdToken,
    ...options,
  });
  gateways.push(gateway);
  return gateway;
}

beforeEach(async () => {
  const response = await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  expect(response.ok).toBe(true);
});
afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await Promise.all(apps.map((app) => deleteApp(app)));
});

describe('an account deleted', () => {
  it('takes its counters with it, as a seller and as the visitor it was; others stay', async () => {
    const db = firestore('cleanup');
    const gateway = await gatewayOn(db, undefined, FIRESTORE_WAIT_MS, {});
    for (const token of ['visitor-alice', 'user-alice', 'user-bob'])
      expect((await gateway.post('/listing', listingBody, { authorization: `Bearer ${token}` })).status).toBe(200);

    const keys = async () =>
      (await db.collection(RATE_LIMIT_COLLECTION).get()).docs.map((doc) => String(doc.get('key'))).sort();
    expect(await keys()).toEqual(
      expect.arrayContaining(['user:alice', 'day:user:alice', 'visitor:alice', 'day:visitor:alice', 'user:bob']),
    );

    expect(await forgetAccountCounts(db, 'alice')).toBe(4);
    const left = await keys();
    expect(left.filter((key) => key.includes('alice'))).toEqual([]);
    expect(left).toEqual(expect.arrayContaining(['user:bob', 'day:user:bob', 'service:calls']));
  });
});

describe('the gateway’s limits on Firestore', () => {
  it('lets exactly the limit through of 40 parallel anonymous calls from one IP, whatever they prepend', async () => {
    const db = firestore('crowd');
    // Two instances of the function share the one count.
    const [one, two] = [await gatewayOn(db), await gatewayOn(db)];
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? one : two)
          .post('/listing', listingBody, { 'x-forwarded-for': `10.0.${i}.1, 192.0.2.${i}, 203.0.113.40` })
          .then((reply) => reply.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    expect(one.upstream.requests.length + two.upstream.requests.length).toBe(10);
  });

  it('does not count a visitor’s refused requests against their crowd, across two instances', async () => {
    const db = firestore('refused');
    const limits = { GATEWAY_RATE_LIMIT_VISITOR: '2', GATEWAY_RATE_LIMIT_CROWD: '10' };
    const [one, two] = [
      await gatewayOn(db, undefined, FIRESTORE_WAIT_MS, limits),
      await gatewayOn(db, undefined, FIRESTORE_WAIT_MS, limits),
    ];
    const carrier = '198.51.100.60';
    const as = (token: string) => ({ 'x-forwarded-for': carrier, authorization: `Bearer ${token}` });
    // One visitor far over their own limit, in parallel on both instances.
    const hammer = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? one : two).post('/listing', listingBody, as('visitor-ann')).then((reply) => reply.status),
      ),
    );
    expect(hammer.filter((status) => status === 200)).toHaveLength(2);
    // The crowd behind the same address has the other 8 of its 10.
    const others = [];
    for (let i = 0; i < 9; i += 1)
      others.push((await (i % 2 ? one : two).post('/listing', listingBody, as(`visitor-v${i}`))).status);
    expect(others).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    const crowd = await db.collection(RATE_LIMIT_COLLECTION).where('key', '==', `crowd:${carrier}`).get();
    expect(crowd.docs.map((doc) => doc.get('count'))).toEqual([10]);
  }, 120_000);

  it('keeps throwaway accounts of one address under its ceiling, and the budget’s kept share for sellers, across two instances', async () => {
    const db = firestore('throwaway');
    const limits = {
      GATEWAY_RATE_LIMIT_ACCOUNTS: '6',
      GATEWAY_DAILY_BUDGET_CALLS: '20',
      GATEWAY_DAILY_BUDGET_RESERVED: '0.5',
    };
    const [one, two] = [
      await gatewayOn(db, undefined, FIRESTORE_WAIT_MS, limits),
      await gatewayOn(db, undefined, FIRESTORE_WAIT_MS, limits),
    ];
    const send = (i: number, ip: string, token: string) =>
      (i % 2 ? one : two)
        .post('/listing', listingBody, { 'x-forwarded-for': ip, authorization: `Bearer ${token}` })
        .then((reply) => reply.body?.error?.code ?? reply.status);
    // Ten new accounts, three requests each, at once from one address: its ceiling of 6.
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => send(i, '198.51.100.70', `user-t${i % 10}`)));
    expect(burst.filter((status) => status === 200)).toHaveLength(6);
    expect(burst.filter((status) => status === 'rate-limited')).toHaveLength(24);
    // New accounts elsewhere share what is left of the open half of the day's 20 calls: 4.
    const elsewhere = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(i, `198.51.100.${80 + i}`, `user-n${i}`)),
    );
    expect(elsewhere.filter((status) => status === 200)).toHaveLength(4);
    expect(elsewhere.filter((status) => status === 'service-daily-budget')).toHaveLength(4);
    // The kept half is verified sellers': 10 calls.
    const sellers = await Promise.all(
      Array.from({ length: 11 }, (_, i) => send(i, `203.0.113.${80 + i}`, `seller-s${i}`)),
    );
    expect(sellers.filter((status) => status === 200)).toHaveLength(10);
    expect(sellers.filter((status) => status === 'service-daily-budget')).toHaveLength(1);
    expect(one.upstream.requests.length + two.upstream.requests.length).toBe(20);
  }, 120_000);

  it('lets one address make only its share of the day’s market searches, across two instances', async () => {
    const db = firestore('market-share');
    // 200 searches a day: an address's share is 5 % (10), a visitor's own 1 % (2).
    const limits = { GATEWAY_MARKET_DAILY_SEARCHES: '200' };
    let searched = 0;
    const market: MarketComparables = {
      search: () => {
        searched += 1;
        return Promise.resolve({ listings: [], source: 'ebay', demo: true, fetchedAt: Date.now() });
      },
    };
    // The model answers whichever step asks, in any order (the analyses run at once).
    const runAi: AiRunner = ({ responseFormat }) =>
      Promise.resolve(responseFormat.json_schema.name === 'item_identification' ? sampleItem : sampleEstimate);
    const [one, two] = [
      await gatewayOn(db, undefined, FIRESTORE_WAIT_MS, limits, { market, runAi }),
      await gatewayOn(db, undefined, FIRESTORE_WAIT_MS, limits, { market, runAi }),
    ];
    const replies = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 ? one : two).analyze(undefined, {
          'x-forwarded-for': '198.51.100.90',
          authorization: `Bearer visitor-m${i % 8}`,
        }),
      ),
    );
    // Every analysis was priced; ten searched.
    expect(replies.map(({ events }) => events.map((event) => event.type).join())).toEqual(
      Array(16).fill('identified,estimated'),
    );
    expect(searched).toBe(10);
    // Another address still searches.
    await one.analyze(undefined, { 'x-forwarded-for': '198.51.100.91', authorization: 'Bearer visitor-elsewhere' });
    expect(searched).toBe(11);
  }, 120_000);

  // Last in the file: the transaction the outage cut off holds its document in the emulator a while.
  it('keeps counting from what was used when Firestore stops mid-window: a caller over quota stays refused', async () => {
    // Firestore behind a proxy this test can pull the plug on, as when the service stops answering.
    const proxy = await startProxy(process.env.FIRESTORE_EMULATOR_HOST ?? '');
    const log = { warn: jest.fn(), info: jest.fn() };
    const db = firestore('outage', proxy.host);
    const { post } = await gatewayOn(db, log, 1_500);
    const from = (ip: string) => ({ 'x-forwarded-for': ip });

    for (let i = 0; i < 10; i += 1)
      expect((await post('/listing', listingBody, from('203.0.113.50'))).status).toBe(200);
    for (let i = 0; i < 7; i += 1) expect((await post('/listing', listingBody, from('203.0.113.51'))).status).toBe(200);
    expect((await post('/listing', listingBody, from('203.0.113.50'))).status).toBe(429);
    expect(log.warn).not.toHaveBeenCalled();

    // A second instance that has not heard from Firestore yet.
    const unseen = await gatewayOn(firestore('outage-unseen', proxy.host), { warn: jest.fn(), info: jest.fn() }, 1_500);

    await proxy.stop();

    // It has no lease of the day's budget and cannot take one: it refuses rather than count from nothing.
    await expect(unseen.post('/listing', listingBody, from('203.0.113.53'))).resolves.toMatchObject({
      status: 503,
      body: { error: { code: 'budget-unavailable' } },
    });
    expect(unseen.upstream.requests).toHaveLength(0);

    // Over quota before the outage: still refused, with no Firestore to ask.
    expect((await post('/listing', listingBody, from('203.0.113.50'))).status).toBe(429);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('Firestore cannot be reached'));
    // Seven used before it: three more, not ten.
    const after = [];
    for (let i = 0; i < 4; i += 1) after.push((await post('/listing', listingBody, from('203.0.113.51'))).status);
    expect(after).toEqual([200, 200, 200, 429]);
    // A caller Firestore never counted gets this instance's own count, from what is left of its lease.
    expect((await post('/listing', listingBody, from('203.0.113.52'))).status).toBe(200);

    // Firestore comes back: the client's retries in the background finish before the test does.
    await proxy.restart();
    await db.terminate();
    await proxy.stop();
    // The client's retry backoff takes seconds of the outage's own: more than the usual budget.
  }, 90_000);
});

/** A TCP proxy to `target`; stop() drops every connection and refuses new ones until restart(). */
async function startProxy(target: string): Promise<{ host: string; stop(): Promise<void>; restart(): Promise<void> }> {
  const [targetHost, targetPort] = target.split(':');
  const sockets = new Set<Socket>();
  const { createConnection } = await import('node:net');
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: targetHost, port: Number(targetPort) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    restart: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        sockets.forEach((socket) => socket.destroy());
      }),
  };
}
