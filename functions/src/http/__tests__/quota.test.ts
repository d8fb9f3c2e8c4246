/** The quota's arithmetic with the in-memory counters and a clock the test moves. */
import { readGatewayConfig } from '../../config/gatewayConfig';
import { createQuota, inMemoryCounters } from '../quota';
import type { CounterStore } from '../rateLimiter';

const MINUTE = 60_000;

function quotaAt(env: Record<string, string>) {
  let time = Date.UTC(2026, 10, 28, 9, 0);
  const quota = createQuota(
    readGatewayConfig({ OPENAI_API_KEY: 'sk-test', ...env }),
    inMemoryCounters(() => time),
  );
  const status = (promise: Promise<void>) =>
    promise.then(
      () => 200,
      (error: { code?: string }) => error.code ?? 'thrown',
    );
  return { quota, status, wait: (ms: number) => (time += ms) };
}

describe('a request refused by one limit', () => {
  it('does not use the day when the window refused it', async () => {
    const { quota, status, wait } = quotaAt({ GATEWAY_RATE_LIMIT_ANONYMOUS: '2', GATEWAY_DAILY_LIMIT_ANONYMOUS: '3' });
    const caller = { kind: 'anonymous' as const, ip: '203.0.113.60' };
    const first = [];
    for (let i = 0; i < 6; i += 1) first.push(await status(quota.chargeCaller(caller)));
    expect(first).toEqual([200, 200, 'rate-limited', 'rate-limited', 'rate-limited', 'rate-limited']);
    wait(10 * MINUTE);
    // Two of the day's three were used: one more today.
    expect(await status(quota.chargeCaller(caller))).toBe(200);
    expect(await status(quota.chargeCaller(caller))).toBe('daily-limit');
  });

  it('does not use the crowd’s allowance when the visitor’s own limit refused it', async () => {
    const { quota, status } = quotaAt({ GATEWAY_RATE_LIMIT_VISITOR: '1', GATEWAY_RATE_LIMIT_CROWD: '3' });
    const visitor = (uid: string) => ({ kind: 'visitor' as const, uid, ip: '198.51.100.61' });
    expect(await status(quota.chargeCaller(visitor('ann')))).toBe(200);
    for (let i = 0; i < 20; i += 1) expect(await status(quota.chargeCaller(visitor('ann')))).toBe('rate-limited');
    expect(await status(quota.chargeCaller(visitor('ben')))).toBe(200);
    expect(await status(quota.chargeCaller(visitor('cat')))).toBe(200);
    expect(await status(quota.chargeCaller(visitor('dee')))).toBe('rate-limited');
  });

  it('does not use the day’s calls when the day’s dollars refused it', async () => {
    // $0.00028 a listing: $0.0006 pays for two; 3 calls would allow a third.
    const { quota, status } = quotaAt({
      GATEWAY_DAILY_BUDGET_CALLS: '3',
      GATEWAY_DAILY_BUDGET_USD: '0.0006',
      GATEWAY_DAILY_BUDGET_RESERVED: '0',
    });
    const caller = (n: number) => ({ kind: 'anonymous' as const, ip: `203.0.113.${70 + n}` });
    expect(await status(quota.charge(caller(1), 280))).toBe(200);
    expect(await status(quota.charge(caller(2), 280))).toBe(200);
    expect(await status(quota.charge(caller(3), 4_400))).toBe('service-daily-budget');
    // The refused request took no call: a cheap third still fits both.
    expect(await status(quota.charge(caller(4), 40))).toBe(200);
  });
});

describe('the service’s budget, leased to the instance in chunks', () => {
  it('asks the shared counters once per chunk, not once per request', async () => {
    const memory = inMemoryCounters();
    const serviceAsks: number[] = [];
    const counters: CounterStore = {
      hitAll: (meters, options) => {
        if (meters.some(({ key }) => key.startsWith('service:'))) serviceAsks.push(meters.length);
        return memory.hitAll(meters, options);
      },
    };
    // 1 % of 20,000 calls and of $20: a chunk pays for 200 calls and $0.20 (714 listings at $0.00028).
    const quota = createQuota(readGatewayConfig({ OPENAI_API_KEY: 'sk-test' }), counters);
    const seller = { kind: 'user' as const, uid: 'sam', ip: '203.0.113.90', verified: true, established: true };
    for (let i = 0; i < 150; i += 1) await quota.chargeService(seller, 280);
    expect(serviceAsks).toHaveLength(1);
  });

  it('refuses, rather than counts from nothing, when the shared counters cannot be reached and no lease is left', async () => {
    const down: CounterStore = {
      hitAll: (meters, options) =>
        options?.shared ? Promise.reject(new Error('Firestore cannot be reached')) : inMemoryCounters().hitAll(meters),
    };
    const quota = createQuota(readGatewayConfig({ OPENAI_API_KEY: 'sk-test' }), down);
    await expect(quota.charge({ kind: 'anonymous', ip: '203.0.113.91' }, 280)).rejects.toMatchObject({
      status: 503,
      code: 'budget-unavailable',
    });
  });
});
