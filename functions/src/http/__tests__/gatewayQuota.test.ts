/**
 * Daily quotas, visitors' own identities and the service's daily budget, over real HTTP with the
 * in-memory counters (the same limits on the Firestore emulator: gatewayLimits.firestore.test.ts).
 */
import { jsonReply } from '../../__tests__/support/fakeOpenAi';
import { jpegBase64, listingBody, sampleEstimate, sampleItem } from '../../__tests__/support/fixtures';
import { startGateway, type GatewayOptions, type GatewayUnderTest } from '../../__tests__/support/gatewayServer';
import { inWords } from '../quota';

let gateway: GatewayUnderTest | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

const LISTING = { title: 'Canon AE-1 Program', description: 'A film camera.' };
const DAY = 24 * 3600_000;
/**
 * 'user-<uid>' verifies as a new account whose email is not verified, 'seller-<uid>' as one whose
 * email is, 'old-<uid>' as an unverified account made two days ago, 'visitor-<uid>' as an
 * anonymous identity.
 */
const verifyIdToken: GatewayOptions['verifyIdToken'] = (token) => {
  const [kind, uid] = token.split('-');
  if (kind === 'user' || kind === 'visitor') return Promise.resolve({ uid, anonymous: kind === 'visitor' });
  if (kind === 'seller') return Promise.resolve({ uid, emailVerified: true });
  if (kind === 'old') return Promise.resolve({ uid, createdAtMs: Date.now() - 2 * DAY });
  return Promise.reject(Object.assign(new Error('bad'), { code: 'auth/argument-error' }));
};

/** The budget's own arithmetic, without the share kept for established accounts. */
const NO_RESERVE = { GATEWAY_DAILY_BUDGET_RESERVED: '0' };

async function start(env: Record<string, string>) {
  gateway = await startGateway({ script: [jsonReply(LISTING)], env, verifyIdToken });
  return gateway;
}

const from = (ip: string, token?: string) => ({
  'x-forwarded-for': ip,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

describe('visitors with an anonymous identity', () => {
  it('get a quota each, so strangers behind one carrier IP do not share one; the crowd has a ceiling', async () => {
    const { post } = await start({ GATEWAY_RATE_LIMIT_VISITOR: '2', GATEWAY_RATE_LIMIT_CROWD: '5' });
    const carrier = '198.51.100.77';
    const statuses = async (token: string, times: number) => {
      const answers = [];
      for (let i = 0; i < times; i += 1)
        answers.push((await post('/listing', listingBody, from(carrier, token))).status);
      return answers;
    };
    expect(await statuses('visitor-ann', 4)).toEqual([200, 200, 429, 429]);
    // Ann's refused requests used none of the crowd's 5: Ben and Cat have the other 3.
    expect(await statuses('visitor-ben', 2)).toEqual([200, 200]);
    expect(await statuses('visitor-cat', 2)).toEqual([200, 429]);
    // The crowd ceiling is the IP's, not a signed-in seller's behind the same address.
    expect(await statuses('user-dee', 1)).toEqual([200]);
    // A visitor elsewhere is untouched.
    expect((await post('/listing', listingBody, from('203.0.113.80', 'visitor-eve'))).status).toBe(200);
  });

  it('keep their quota when their identity is upgraded in place (same uid)', async () => {
    const { post } = await start({ GATEWAY_RATE_LIMIT_VISITOR: '1', GATEWAY_RATE_LIMIT_USER: '2' });
    expect((await post('/listing', listingBody, from('203.0.113.81', 'visitor-fay'))).status).toBe(200);
    expect((await post('/listing', listingBody, from('203.0.113.81', 'visitor-fay'))).status).toBe(429);
    // Signed up: the same uid is now a seller with the seller's limit.
    expect((await post('/listing', listingBody, from('203.0.113.81', 'user-fay'))).status).toBe(200);
  });
});

describe('a caller’s daily quota', () => {
  it('refuses past the day’s requests, saying when to come back in words', async () => {
    const { post, upstream } = await start({ GATEWAY_DAILY_LIMIT_USER: '2' });
    const seller = from('203.0.113.82', 'user-gus');
    expect((await post('/listing', listingBody, seller)).status).toBe(200);
    expect((await post('/listing', listingBody, seller)).status).toBe(200);
    const refused = await post('/listing', listingBody, seller);
    expect(refused).toMatchObject({
      status: 429,
      body: {
        error: {
          code: 'daily-limit',
          message: expect.stringMatching(
            /^You have reached today's limit of analyses\. Please try again in (a minute|\d+ minutes|an hour|\d+ hours)\.$/,
          ),
        },
      },
    });
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(24 * 3600);
    expect(refused.body?.error?.retryAfterSeconds).toBe(seconds);
    expect(upstream.requests).toHaveLength(2);
  });
});

describe('the service’s daily budget', () => {
  it('stops every caller once the day’s calls are spent, with a clear message', async () => {
    const { post, upstream } = await start({ GATEWAY_DAILY_BUDGET_CALLS: '3', ...NO_RESERVE });
    for (const ip of ['203.0.113.90', '203.0.113.91', '203.0.113.92'])
      expect((await post('/listing', listingBody, from(ip))).status).toBe(200);
    const refused = await post('/listing', listingBody, from('203.0.113.93', 'user-hal'));
    expect(refused).toMatchObject({
      status: 429,
      body: {
        error: {
          code: 'service-daily-budget',
          message: expect.stringMatching(
            /^Snap\. Price\. Sell\. has reached its limit of analyses for today\. Please try again in .+\.$/,
          ),
        },
      },
    });
    expect(upstream.requests).toHaveLength(3);
  });

  it('stops once the day’s dollars are spent at the worst-case price of each call', async () => {
    // A listing costs at most $0.00028: $0.0006 pays for two.
    const { post, upstream } = await start({ GATEWAY_DAILY_BUDGET_USD: '0.0006', ...NO_RESERVE });
    expect((await post('/listing', listingBody, from('203.0.113.94'))).status).toBe(200);
    expect((await post('/listing', listingBody, from('203.0.113.95'))).status).toBe(200);
    expect((await post('/listing', listingBody, from('203.0.113.96'))).body?.error?.code).toBe('service-daily-budget');
    expect(upstream.requests).toHaveLength(2);
  });

  it('is not spent by a caller who is over their own quota', async () => {
    const { post } = await start({ GATEWAY_DAILY_BUDGET_CALLS: '2', GATEWAY_RATE_LIMIT_ANONYMOUS: '1', ...NO_RESERVE });
    const hammer = from('203.0.113.97');
    expect((await post('/listing', listingBody, hammer)).status).toBe(200);
    for (let i = 0; i < 10; i += 1)
      expect((await post('/listing', listingBody, hammer)).body?.error?.code).toBe('rate-limited');
    // One call of the two is left for everyone else.
    expect((await post('/listing', listingBody, from('203.0.113.98'))).status).toBe(200);
    expect((await post('/listing', listingBody, from('203.0.113.99'))).body?.error?.code).toBe('service-daily-budget');
  });

  it('charges the SDK’s retry of a model call at the call’s price', async () => {
    // A listing at most $0.00028: the first try and its retry are $0.00056 of $0.0006.
    gateway = await startGateway({
      script: [{ status: 500 }, jsonReply(LISTING)],
      env: { GATEWAY_DAILY_BUDGET_USD: '0.0006', ...NO_RESERVE },
    });
    expect((await gateway.post('/listing', listingBody, from('203.0.113.110'))).status).toBe(200);
    expect(gateway.upstream.requests).toHaveLength(2);
    expect((await gateway.post('/listing', listingBody, from('203.0.113.111'))).body?.error?.code).toBe(
      'service-daily-budget',
    );
    expect(gateway.upstream.requests).toHaveLength(2);
  });

  it('does not send a retry the day’s budget cannot pay for, and says the budget is spent', async () => {
    gateway = await startGateway({
      script: [{ status: 500 }, jsonReply(LISTING)],
      env: { GATEWAY_DAILY_BUDGET_USD: '0.0004', ...NO_RESERVE },
    });
    await expect(gateway.post('/listing', listingBody, from('203.0.113.112'))).resolves.toMatchObject({
      status: 429,
      body: { error: { code: 'service-daily-budget' } },
    });
    expect(gateway.upstream.requests).toHaveLength(1);
  });

  it('charges an analysis as identify and estimate', async () => {
    // Low detail: identify at most $0.0011 and estimate $0.00036. $0.0025 pays for one analysis
    // ($0.00146) but not a second identify: it would, were the estimate not charged ($0.0022).
    gateway = await startGateway({
      script: [jsonReply(sampleItem), jsonReply(sampleEstimate)],
      env: { GATEWAY_DAILY_BUDGET_USD: '0.0025', ...NO_RESERVE },
    });
    const first = await gateway.analyze(undefined, from('203.0.113.100'));
    expect(first.events.map((event) => event.type)).not.toContain('error');
    const second = await gateway.analyze(undefined, from('203.0.113.101'));
    expect(second).toMatchObject({ status: 429, body: { error: { code: 'service-daily-budget' } } });
  });
});

describe('accounts, against throwaway ones', () => {
  const statusOf = async (post: GatewayUnderTest['post'], ip: string, token?: string) =>
    (await post('/listing', listingBody, from(ip, token))).status;

  it('have a ceiling per address, whichever accounts send from it', async () => {
    const { post } = await start({ GATEWAY_RATE_LIMIT_ACCOUNTS: '5' });
    const address = '198.51.100.120';
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push(await statusOf(post, address, `user-throwaway${i}`));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // A verified seller behind the same address is inside the same ceiling…
    expect(await statusOf(post, address, 'seller-sam')).toBe(429);
    // …and free elsewhere; visitors behind it are the crowd's, not the accounts'.
    expect(await statusOf(post, '198.51.100.121', 'seller-sam')).toBe(200);
    expect(await statusOf(post, address, 'visitor-vic')).toBe(200);
  });

  it('have a lower limit while their email is unverified, and keep their count once verified', async () => {
    const { post } = await start({ GATEWAY_RATE_LIMIT_UNVERIFIED: '2', GATEWAY_RATE_LIMIT_USER: '4' });
    const ip = '198.51.100.122';
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push(await statusOf(post, ip, 'user-una'));
    expect(statuses).toEqual([200, 200, 429]);
    // Verified: the seller's limit, counted from the same two.
    expect([await statusOf(post, ip, 'seller-una'), await statusOf(post, ip, 'seller-una')]).toEqual([200, 200]);
    expect(await statusOf(post, ip, 'seller-una')).toBe(429);
  });

  it('never get more while unverified than verified', async () => {
    const { post } = await start({ GATEWAY_RATE_LIMIT_UNVERIFIED: '9', GATEWAY_RATE_LIMIT_USER: '1' });
    expect(await statusOf(post, '198.51.100.123', 'user-ula')).toBe(200);
    expect(await statusOf(post, '198.51.100.123', 'user-ula')).toBe(429);
  });

  it('a share of the day’s budget is kept for verified accounts and accounts older than a day', async () => {
    const { post, upstream } = await start({ GATEWAY_DAILY_BUDGET_CALLS: '4', GATEWAY_DAILY_BUDGET_RESERVED: '0.5' });
    // New accounts, visitors and callers without an identity share the open half: 2 calls.
    expect(await statusOf(post, '198.51.100.130', 'user-new1')).toBe(200);
    expect(await statusOf(post, '198.51.100.131', 'visitor-v1')).toBe(200);
    for (const [ip, token] of [
      ['198.51.100.132', 'user-new2'],
      ['198.51.100.133', 'visitor-v2'],
      ['198.51.100.134', undefined],
    ] as const)
      await expect(post('/listing', listingBody, from(ip, token))).resolves.toMatchObject({
        status: 429,
        body: { error: { code: 'service-daily-budget' } },
      });
    // The kept half: a verified seller, an unverified account made two days ago.
    expect(await statusOf(post, '198.51.100.135', 'seller-sue')).toBe(200);
    expect(await statusOf(post, '198.51.100.136', 'old-oli')).toBe(200);
    expect(await statusOf(post, '198.51.100.137', 'seller-sid')).toBe(429);
    expect(upstream.requests).toHaveLength(4);
  });
});

describe('IPv6 crowds', () => {
  it('count per /48 as well as per /64: new /64s of one /48 do not bring new allowances', async () => {
    // The /48 may use twice a /64's 2 (IPV6_NETWORK_MULTIPLE).
    const { post } = await start({ GATEWAY_RATE_LIMIT_ANONYMOUS: '2', GATEWAY_RATE_LIMIT_CROWD: '2' });
    const statuses = [];
    for (let i = 1; i <= 5; i += 1)
      statuses.push((await post('/listing', listingBody, from(`2001:db8:7:${i}::1`))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const crowd = [];
    for (let i = 1; i <= 5; i += 1)
      crowd.push((await post('/listing', listingBody, from(`2001:db8:8:${i}::1`, `visitor-c${i}`))).status);
    expect(crowd).toEqual([200, 200, 200, 200, 429]);
    // Another /48 is another network.
    expect((await post('/listing', listingBody, from('2001:db8:9:1::1'))).status).toBe(200);
  });
});

describe('charging photos', () => {
  it('charges an identification for each photo it sends', async () => {
    // Low detail: $0.0011 a photo. $0.004 pays for a one-photo analysis ($0.00146) twice, but not
    // for one with four photos ($0.0044 before its estimate).
    gateway = await startGateway({
      script: [jsonReply(sampleItem), jsonReply(sampleEstimate)],
      env: { GATEWAY_DAILY_BUDGET_USD: '0.004', ...NO_RESERVE },
    });
    const photo = Buffer.from(jpegBase64(2000), 'base64');
    const four = await gateway.analyze(Buffer.concat([photo, photo, photo, photo]), {
      ...from('203.0.113.102'),
      'x-photo-sizes': Array(4).fill(photo.length).join(','),
    });
    expect(four).toMatchObject({ status: 429, body: { error: { code: 'service-daily-budget' } } });
    const one = await gateway.analyze(photo, from('203.0.113.103'));
    expect(one.events.map((event) => event.type)).toEqual(['identified', 'estimated']);
  });
});

describe('inWords', () => {
  it.each([
    [1, 'in a minute'],
    [60, 'in a minute'],
    [61, 'in 2 minutes'],
    [599, 'in 10 minutes'],
    [89 * 60, 'in 89 minutes'],
    [90 * 60, 'in 2 hours'],
    [5 * 3600 + 10, 'in 5 hours'],
    [86_400, 'in 24 hours'],
  ])('%i s → %s', (seconds, words) => expect(inWords(seconds)).toBe(words));
});
