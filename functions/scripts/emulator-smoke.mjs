#!/usr/bin/env node
/**
 * Smoke test of the gateway inside the real Functions emulator (with the Auth emulator), in demo
 * mode against the real stand-in. Run through `npm run test:emulator -w functions`, which wraps
 * it in `firebase emulators:exec` with a config from scripts/emulator-config.mjs --port-offset 100 —
 * its own ports (the stack's + 100), so it never collides with `npm start`.
 */
import { startOpenAiStandIn } from '../../scripts/openai-standin.mjs';

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-snap-price-sell';
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.alloc(400, 0x11)]).toString(
  'base64',
);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(400, 0x22),
]).toString('base64');

async function emulatorAddress(name) {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('FIREBASE_EMULATOR_HUB is not set: run this through `firebase emulators:exec`.');
  const emulators = await fetch(`http://${hub}/emulators`).then((response) => response.json());
  const info = emulators[name];
  if (!info) throw new Error(`The ${name} emulator is not running.`);
  return `http://${info.host}:${info.port}`;
}

/** Signs a new account up; answers its ID token (and, with `withId`, its uid too). */
async function signUp(authUrl, { withId = false } = {}) {
  const email = `smoke-${Date.now()}@example.com`;
  const response = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'smoke-test-password', returnSecureToken: true }),
  });
  const body = await response.json();
  if (!body.idToken) throw new Error(`Auth emulator sign-up failed: ${JSON.stringify(body)}`);
  return withId ? { token: body.idToken, uid: body.localId } : body.idToken;
}

/** An admin call to the Auth emulator, which accepts `Bearer owner` as an admin credential. */
async function authAdmin(authUrl, action, body) {
  const response = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Auth emulator ${action} failed: ${response.status} ${await response.text()}`);
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** POST /analyze's reply: one JSON event a line. */
const eventsOf = (text) =>
  text
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

async function call(gateway, path, { method = 'POST', body, headers = {} } = {}) {
  const response = await fetch(`${gateway}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json;
  try {
    json = response.headers.get('content-type')?.startsWith('application/x-ndjson')
      ? { events: eventsOf(text) }
      : JSON.parse(text);
  } catch {
    json = { raw: text.slice(0, 200) };
  }
  return { status: response.status, headers: response.headers, body: json };
}

const expectStatus = (reply, status) =>
  check(reply.status === status, `expected ${status}, got ${reply.status}: ${JSON.stringify(reply.body)}`);

async function main() {
  const standIn = await startOpenAiStandIn({ port: Number(process.env.OPENAI_STANDIN_PORT ?? 4211) });
  const gateway = `${await emulatorAddress('functions')}/${PROJECT}/us-central1/api`;
  const authUrl = await emulatorAddress('auth');
  const cases = {
    'health reports demo mode': async () => {
      const reply = await call(gateway, '/health', { method: 'GET' });
      expectStatus(reply, 200);
      check(reply.body.demo === true, `expected demo: true, got ${JSON.stringify(reply.body)}`);
    },
    'anonymous analysis returns a demo identification, then its demo estimate': async () => {
      const reply = await call(gateway, '/analyze', { body: { imageBase64: JPEG } });
      expectStatus(reply, 200);
      const [identified, estimated] = reply.body.events ?? [];
      check(identified?.demo === true && typeof identified.data?.itemName === 'string', JSON.stringify(reply.body));
      check(estimated?.type === 'estimated' && estimated.data?.currency === 'USD', JSON.stringify(reply.body));
    },
    'a signed-in analysis verifies the Auth emulator token': async () => {
      const token = await signUp(authUrl);
      const reply = await call(gateway, '/analyze', {
        body: { imageBase64: JPEG },
        headers: { authorization: `Bearer ${token}` },
      });
      expectStatus(reply, 200);
      check(reply.body.events?.[1]?.type === 'estimated', JSON.stringify(reply.body));
    },
    'an invalid token is refused with 401': async () => {
      const reply = await call(gateway, '/listing', {
        body: { marketplace: 'x' },
        headers: { authorization: 'Bearer not-a-token' },
      });
      expectStatus(reply, 401);
      check(reply.body.error?.code === 'unauthenticated', JSON.stringify(reply.body));
    },
    // The token itself is still unexpired and correctly signed: only the account lookup refuses it.
    ...Object.fromEntries(
      [
        ['deleted', (authUrl, uid) => authAdmin(authUrl, 'delete', { localId: uid })],
        ['disabled', (authUrl, uid) => authAdmin(authUrl, 'update', { localId: uid, disableUser: true })],
      ].map(([state, end]) => [
        `a ${state} account's token is refused with 401`,
        async () => {
          const { token, uid } = await signUp(authUrl, { withId: true });
          await end(authUrl, uid);
          const reply = await call(gateway, '/analyze', {
            body: { imageBase64: JPEG },
            headers: { authorization: `Bearer ${token}` },
          });
          expectStatus(reply, 401);
          check(reply.body.error?.message === 'Your session has ended. Sign in again.', JSON.stringify(reply.body));
        },
      ]),
    ),
    'a PNG is refused with 415': async () => {
      const reply = await call(gateway, '/analyze', { body: { imageBase64: PNG } });
      expectStatus(reply, 415);
      check(reply.body.error?.message === 'The photo must be a JPEG image.', JSON.stringify(reply.body));
    },
    // The platform's body parser rejects malformed application/json before the function runs
    // (functions-framework-nodejs#686), so the body here is the emulator's, not the gateway's.
    'malformed JSON is refused with 400 before it reaches the function': async () => {
      const reply = await call(gateway, '/listing', { body: '{"marketplace": "eBay",' });
      expectStatus(reply, 400);
    },
    'an oversized photo is refused with 413': async () => {
      const reply = await call(gateway, '/analyze', { body: { imageBase64: JPEG.repeat(3000) } });
      expectStatus(reply, 413);
    },
    // The platform reads the whole body (up to its 32 MB cap) before the function runs; the gateway
    // refuses it in its own JSON and the instance keeps answering.
    'a 30 MB POST is refused with 413 in JSON, and the gateway still answers': async () => {
      const reply = await call(gateway, '/listing', { body: `{"marketplace":"${'x'.repeat(30 * 1024 * 1024)}"}` });
      expectStatus(reply, 413);
      check(reply.body.error?.code === 'payload-too-large', JSON.stringify(reply.body).slice(0, 200));
      check(typeof reply.body.error?.message === 'string' && reply.body.error.message !== '', 'no message');
      expectStatus(await call(gateway, '/health', { method: 'GET' }), 200);
    },
    // Over the cap the platform refuses the body itself, before the function runs: its 413 is not
    // the gateway's JSON (functions/README.md, Known limits), but the instance keeps answering.
    "a body over the platform's 32 MB cap is refused with 413 before it reaches the function": async () => {
      const reply = await call(gateway, '/listing', { body: `{"marketplace":"${'x'.repeat(33 * 1024 * 1024)}"}` });
      expectStatus(reply, 413);
      expectStatus(await call(gateway, '/health', { method: 'GET' }), 200);
    },
    // POST /analyze streams; the emulator must pass each line on as it comes, not buffer
    // the reply. The stand-in takes 800 ms per call, so a buffered reply would bring both lines together.
    'the analyze stream reaches the caller line by line, unbuffered': async () => {
      standIn.setDelayMs(800);
      try {
        const started = Date.now();
        const response = await fetch(`${gateway}/analyze`, {
          method: 'POST',
          headers: { 'content-type': 'image/jpeg' },
          body: Buffer.from(JPEG, 'base64'),
        });
        expectStatus({ status: response.status, body: {} }, 200);
        const arrivals = [];
        const decoder = new TextDecoder();
        let text = '';
        for await (const chunk of response.body) {
          text += decoder.decode(chunk, { stream: true });
          while (arrivals.length < text.split('\n').length - 1) arrivals.push(Date.now() - started);
        }
        const events = eventsOf(text);
        check(events.map((event) => event.type).join(',') === 'identified,estimated', `events: ${text.slice(0, 200)}`);
        check(arrivals[1] - arrivals[0] >= 600, `lines arrived at ${arrivals.join(', ')} ms: buffered`);
      } finally {
        standIn.setDelayMs(0);
      }
    },
    'the CORS preflight is answered by the gateway': async () => {
      const reply = await call(gateway, '/analyze', {
        method: 'OPTIONS',
        headers: {
          origin: 'http://127.0.0.1:4100',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expectStatus(reply, 204);
      check(/Authorization/i.test(reply.headers.get('access-control-allow-headers') ?? ''), 'missing allow-headers');
    },
  };

  let passed = 0;
  let failed = 0;
  for (const [name, run] of Object.entries(cases)) {
    try {
      await run();
      passed += 1;
      console.info(`  ✓ ${name}`);
    } catch (error) {
      failed += 1;
      console.error(`  ✗ ${name}: ${error instanceof Error ? error.message : error}`);
    }
  }
  await standIn.close();
  console.info(`emulator smoke: ${passed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error('emulator smoke could not run:', error);
  process.exitCode = 1;
});
