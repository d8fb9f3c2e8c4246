/** Per-IP and per-user limits, and ID tokens checked by the real firebase-admin verifier. */
import { request as httpRequest } from 'node:http';
import { jsonReply } from '../../__tests__/support/fakeOpenAi';
import { listingBody } from '../../__tests__/support/fixtures';
import { startGateway, type GatewayOptions, type GatewayUnderTest } from '../../__tests__/support/gatewayServer';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { adminTokenVerifier, type AdminAuth } from '../firebaseTokenVerifier';

let gateway: GatewayUnderTest | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

const LISTING = { title: 'Canon AE-1 Program', description: 'A film camera.' };
const limits = { GATEWAY_RATE_LIMIT_ANONYMOUS: '2', GATEWAY_RATE_LIMIT_USER: '3' };
/** Tokens the fake verifier accepts: 'token-<uid>'. */
const fakeVerifier: GatewayOptions['verifyIdToken'] = (token) =>
  token.startsWith('token-')
    ? Promise.resolve({ uid: token.slice(6) })
    : Promise.reject(Object.assign(new Error('bad'), { code: 'auth/argument-error' }));

async function start(options: GatewayOptions = {}) {
  gateway = await startGateway({ script: [jsonReply(LISTING)], env: limits, ...options });
  return gateway;
}

const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });
const asUser = (uid: string, ip = '198.51.100.1') => ({ authorization: `Bearer token-${uid}`, ...fromIp(ip) });

describe('gateway rate limits', () => {
  it('limits an anonymous IP with a readable 429', async () => {
    const { post, upstream } = await start();
    expect((await post('/listing', listingBody, fromIp('203.0.113.5'))).status).toBe(200);
    expect((await post('/listing', listingBody, fromIp('203.0.113.5'))).status).toBe(200);
    const limited = await post('/listing', listingBody, fromIp('203.0.113.5'));
    expect(limited).toMatchObject({
      status: 429,
      body: {
        error: {
          code: 'rate-limited',
          message: expect.stringMatching(/^Too many requests\. Please try again in (a minute|\d+ minutes)\.$/),
        },
      },
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(upstream.requests).toHaveLength(2);
    expect((await post('/listing', listingBody, fromIp('203.0.113.6'))).status).toBe(200);
  });

  it('counts only the address the platform saw, not what the client prepends', async () => {
    const { post } = await start();
    for (const spoof of ['1.1.1.1', '2.2.2.2']) await post('/listing', listingBody, fromIp(`${spoof}, 203.0.113.5`));
    expect((await post('/listing', listingBody, fromIp('3.3.3.3, 203.0.113.5'))).status).toBe(429);
  });

  it('counts an IPv6 client per /64: a new address in the same /64 does not get a new quota', async () => {
    const { post } = await start();
    expect((await post('/listing', listingBody, fromIp('2001:db8:1:2::a'))).status).toBe(200);
    expect((await post('/listing', listingBody, fromIp('2001:db8:1:2:ffff:1:2:3'))).status).toBe(200);
    expect((await post('/listing', listingBody, fromIp('2001:0db8:0001:0002:9::1'))).status).toBe(429);
    expect((await post('/listing', listingBody, fromIp('2001:db8:1:3::a'))).status).toBe(200);
  });

  it('limits signed-in users per user, apart from their IP', async () => {
    const { post } = await start({ verifyIdToken: fakeVerifier });
    const sharedIp = '198.51.100.1';
    await post('/listing', listingBody, fromIp(sharedIp));
    await post('/listing', listingBody, fromIp(sharedIp));
    expect((await post('/listing', listingBody, fromIp(sharedIp))).status).toBe(429);
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await post('/listing', listingBody, asUser('alice', sharedIp))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await post('/listing', listingBody, asUser('bob', sharedIp))).status).toBe(200);
  });
});

describe('gateway sign-in check', () => {
  it.each([
    ['a token that does not verify', 'Bearer not-a-firebase-token'],
    ['a JWT-shaped forgery', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJtYWxsb3J5In0.'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['a bearer without a token', 'Bearer '],
  ])('refuses %s with 401 (real firebase-admin verifier)', async (_label, authorization) => {
    const { post, upstream } = await start();
    const reply = await post('/listing', listingBody, { authorization });
    expect(reply).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthenticated', message: 'Your sign-in has expired. Please sign in again.' } },
    });
    expect(reply.headers.get('www-authenticate')).toBe('Bearer');
    expect(upstream.requests).toHaveLength(0);
  });

  /**
   * Like firebase-admin outside the emulator: the token's signature and expiry still check out, and
   * only a verification with checkRevoked looks the account up and finds it ended.
   */
  const adminAuthOfEndedAccount = (code: string): AdminAuth => ({
    verifyIdToken: (token, checkRevoked) =>
      checkRevoked
        ? Promise.reject(Object.assign(new Error('ended'), { code }))
        : Promise.resolve({ uid: token.slice(6) } as DecodedIdToken),
  });

  it.each([
    ['revoked sessions', 'auth/id-token-revoked'],
    ['a disabled account', 'auth/user-disabled'],
    ['a deleted account', 'auth/user-not-found'],
  ])('refuses an unexpired token of %s with 401: the session has ended', async (_label, code) => {
    const { post, upstream } = await start({ verifyIdToken: adminTokenVerifier(() => adminAuthOfEndedAccount(code)) });
    const reply = await post('/listing', listingBody, asUser('alice'));
    expect(reply).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthenticated', message: 'Your session has ended. Sign in again.' } },
    });
    expect(reply.headers.get('www-authenticate')).toBe('Bearer');
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers 503 when the verifier itself is down', async () => {
    const down = () => Promise.reject(Object.assign(new Error('socket hang up'), { code: 'app/network-error' }));
    const { post } = await start({ verifyIdToken: down });
    await expect(post('/listing', listingBody, asUser('alice'))).resolves.toMatchObject({
      status: 503,
      body: { error: { code: 'auth-unavailable' } },
    });
  });
});

/**
 * The platform has read a refused body before the gateway sees it, so refusing it must cost the
 * sender as much as an answered request: otherwise oversized or malformed posts could be sent
 * without end.
 */
describe('refused requests count against their sender', () => {
  /** Over /listing's 32 KiB cap, under the test server's 1 MiB read. */
  const oversized = { ...listingBody, padding: 'x'.repeat(40 * 1024) };
  const malformed = '{"marketplace": "eBay",';

  it.each([
    ['an oversized body (413)', oversized, 413, 'payload-too-large'],
    ['malformed JSON (400)', malformed, 400, 'invalid-json'],
  ])('%s uses one unit of the sender’s quota', async (_label, body, status, code) => {
    const { post, upstream } = await start();
    const ip = fromIp('203.0.113.20');
    const refused = await post('/listing', body, ip);
    expect(refused).toMatchObject({ status, body: { error: { code, message: expect.any(String) } } });
    expect((await post('/listing', listingBody, ip)).status).toBe(200);
    expect((await post('/listing', listingBody, ip)).status).toBe(429);
    expect(upstream.requests).toHaveLength(1);
  });

  it('answers 429 in JSON once oversized posts have used the quota up; other senders are unaffected', async () => {
    const { post, upstream } = await start();
    const ip = fromIp('203.0.113.21');
    expect((await post('/listing', oversized, ip)).status).toBe(413);
    expect((await post('/listing', oversized, ip)).status).toBe(413);
    const limited = await post('/listing', listingBody, ip);
    expect(limited).toMatchObject({
      status: 429,
      body: {
        error: {
          code: 'rate-limited',
          message: expect.stringMatching(/^Too many requests\. Please try again in (a minute|\d+ minutes)\.$/),
        },
      },
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await expect(post('/listing', oversized, ip)).resolves.toMatchObject({
      status: 429,
      body: { error: { code: 'rate-limited' } },
    });
    expect((await post('/listing', listingBody, fromIp('203.0.113.22'))).status).toBe(200);
    expect(upstream.requests).toHaveLength(1);
  });

  it('counts an oversized photo on /analyze as well', async () => {
    const { analyze, post } = await start();
    const ip = fromIp('203.0.113.23');
    const photo = Buffer.alloc(800 * 1024, 0xff);
    expect((await analyze(photo, ip)).status).toBe(413);
    expect((await analyze(photo, ip)).status).toBe(413);
    expect((await post('/listing', listingBody, ip)).status).toBe(429);
  });

  it('counts a signed-in sender’s oversized posts against the user, not the shared IP', async () => {
    const { post } = await start({ verifyIdToken: fakeVerifier });
    const sharedIp = '198.51.100.2';
    for (let i = 0; i < 3; i += 1)
      expect((await post('/listing', oversized, asUser('alice', sharedIp))).status).toBe(413);
    expect((await post('/listing', listingBody, asUser('alice', sharedIp))).status).toBe(429);
    expect((await post('/listing', listingBody, asUser('bob', sharedIp))).status).toBe(200);
    expect((await post('/listing', listingBody, fromIp(sharedIp))).status).toBe(200);
  });

  it('counts an oversized post with a token that does not verify against its IP, and still answers 413', async () => {
    const { post } = await start({ verifyIdToken: fakeVerifier });
    const garbage = { authorization: 'Bearer not-a-token', ...fromIp('203.0.113.24') };
    await expect(post('/listing', oversized, garbage)).resolves.toMatchObject({
      status: 413,
      body: { error: { code: 'payload-too-large' } },
    });
    await post('/listing', oversized, garbage);
    expect((await post('/listing', listingBody, fromIp('203.0.113.24'))).status).toBe(429);
  });

  /** A request to a route, method or type the gateway does not serve, with a body it never reads. */
  const nowhere = async (url: string, method: string, path: string, ip: string, type = 'application/json') => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { 'content-type': type, 'x-forwarded-for': ip },
      body: method === 'GET' || method === 'HEAD' ? undefined : JSON.stringify(oversized),
    });
    return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
  };

  it.each([
    ['an unknown path (404)', 'POST', '/nowhere', 404, 'application/json'],
    ['a post to /health (405)', 'POST', '/health', 405, 'application/json'],
    ['a wrong method on /listing (405)', 'PUT', '/listing', 405, 'application/json'],
    ['a type /listing does not take (415)', 'POST', '/listing', 415, 'text/plain'],
    ['a body-less GET of an unknown path (404)', 'GET', '/nowhere', 404, 'application/json'],
  ])('counts %s against its sender, then answers 429', async (_label, method, path, status, type) => {
    const { url, post, upstream } = await start();
    const ip = '203.0.113.26';
    expect((await nowhere(url, method, path, ip, type)).status).toBe(status);
    expect((await nowhere(url, method, path, ip, type)).status).toBe(status);
    // Both used the sender's quota of 2: the third is refused as too many, before its route is looked at.
    await expect(nowhere(url, method, path, ip, type)).resolves.toMatchObject({
      status: 429,
      body: { error: { code: 'rate-limited' } },
    });
    expect((await post('/listing', listingBody, fromIp(ip))).status).toBe(429);
    expect((await post('/listing', listingBody, fromIp('203.0.113.27'))).status).toBe(200);
    expect(upstream.requests).toHaveLength(1);
  });

  it('counts a body sent with a health check or a preflight, and still answers it; a body-less check is free', async () => {
    const { url, post } = await start();
    const ip = '203.0.113.28';
    for (let i = 0; i < 5; i += 1) expect((await fetch(`${url}/health`, { headers: fromIp(ip) })).status).toBe(200);
    expect((await fetch(`${url}/config`, { headers: fromIp(ip) })).status).toBe(200);
    // fetch sends no body with a GET; node's http does.
    const withBody = (method: string, path: string) =>
      new Promise<number>((resolve, reject) => {
        const body = 'x'.repeat(40 * 1024);
        const request = httpRequest(`${url}${path}`, {
          method,
          headers: { ...fromIp(ip), 'content-type': 'text/plain', 'content-length': String(body.length) },
        });
        request.on('response', (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        request.on('error', reject);
        request.end(body);
      });
    expect(await withBody('GET', '/health')).toBe(200);
    expect(await withBody('OPTIONS', '/config')).toBe(204);
    expect((await post('/listing', listingBody, fromIp(ip))).status).toBe(429);
  });

  it('still answers 413 when the limiter itself fails', async () => {
    const broken = { hitAll: () => Promise.reject(new Error('limiter down')) };
    const { post, log } = await start({ rateLimiters: broken });
    await expect(post('/listing', oversized, fromIp('203.0.113.25'))).resolves.toMatchObject({
      status: 413,
      body: { error: { code: 'payload-too-large', message: 'The request is too large.' } },
    });
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('could not count a refused request'));
  });
});
