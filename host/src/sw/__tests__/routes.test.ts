/** @jest-environment node */
// Node's fetch classes (Request, Response): jsdom has none.
import {
  FIREBASE_RESERVED_PATHS,
  cacheKeyOf,
  corsForRemote,
  isEntryPoint,
  isRemoteHashedAsset,
  runtimeCachePlugin,
  shouldCache,
  type ResponseFacts,
} from '../routes';

const origin = 'https://snap.example';
const facts = (url: string, method = 'GET') => ({ url: new URL(url), origin, method });
const REMOTE_ENTRY = 'https://capture.snap.example/remoteEntry.js';
/** What a <script> tag's request to another origin comes back as: no status to read. */
const OPAQUE: ResponseFacts = { type: 'opaque', status: 0, ok: false };
const plugin = runtimeCachePlugin(origin);
// The strategies hand the plugin their event; these rules never look at it.
const event = undefined as never;

describe('service worker routes', () => {
  it.each([
    'https://capture.snap.example/mf-manifest.json',
    REMOTE_ENTRY,
    `${REMOTE_ENTRY}?v=1.0.512`,
    'https://snap.example/app-config.json',
    'http://127.0.0.1:4401/mf-manifest.json',
    'http://127.0.0.1:4401/remoteEntry.js',
  ])('takes %s network-first (it changes under the same name)', (url) => {
    expect(isEntryPoint(facts(url))).toBe(true);
    expect(isRemoteHashedAsset(facts(url))).toBe(false);
  });

  it.each([
    'https://capture.snap.example/352.a1b2c3d4e5.js',
    'https://capture.snap.example/capture-results.0123456789.js',
    'https://capture.snap.example/assets/compress-worker.abcdef0123.js',
    'https://capture.snap.example/assets/demo-sample.abcdef0123.jpg',
  ])('takes the remote file %s cache-first (its name carries its content hash)', (url) => {
    expect(isRemoteHashedAsset(facts(url))).toBe(true);
    expect(isEntryPoint(facts(url))).toBe(false);
  });

  it('leaves the host’s own files to the precache, and unhashed or non-GET requests alone', () => {
    expect(isRemoteHashedAsset(facts('https://snap.example/main.a1b2c3d4e5.js'))).toBe(false);
    expect(isRemoteHashedAsset(facts('https://capture.snap.example/main.js'))).toBe(false);
    expect(isRemoteHashedAsset(facts('https://capture.snap.example/352.a1b2c3d4e5.js', 'POST'))).toBe(false);
    expect(isEntryPoint(facts('https://api.snap.example/identify', 'POST'))).toBe(false);
    expect(isEntryPoint(facts('https://snap.example/app-config.json', 'POST'))).toBe(false);
    expect(isEntryPoint(facts('https://snap.example/camera'))).toBe(false);
    expect(isEntryPoint(facts('https://capture.snap.example/remoteEntry.js.map'))).toBe(false);
  });

  it('keeps one copy of a file whatever query string asked for it, so offline finds the one kept online', async () => {
    expect(cacheKeyOf(`${REMOTE_ENTRY}?v=1.0.512`)).toBe(REMOTE_ENTRY);
    expect(cacheKeyOf(`${REMOTE_ENTRY}#top`)).toBe(REMOTE_ENTRY);
    expect(cacheKeyOf(REMOTE_ENTRY)).toBe(REMOTE_ENTRY);
    const key = plugin.cacheKeyWillBeUsed!({ request: new Request(`${REMOTE_ENTRY}?t=1`), mode: 'read', event });
    expect(await key).toBe(REMOTE_ENTRY);
  });
});

describe('what the service worker keeps', () => {
  it.each([
    ['a 200', new Response('ok', { status: 200 })],
    ['a 203', new Response('ok', { status: 203 })],
  ])('keeps %s', async (_, response) => {
    expect(shouldCache(response)).toBe(true);
    expect(await plugin.cacheWillUpdate!({ request: new Request(REMOTE_ENTRY), response, event })).toBe(response);
  });

  it.each([
    ['a 404', new Response('not found', { status: 404 })],
    ['a 500', new Response('error', { status: 500 })],
    ['a 503', new Response('unavailable', { status: 503 })],
    ['partial content (206), which Cache.put refuses', new Response('part', { status: 206 })],
    ['a network error', Response.error()],
  ])('does not keep %s', async (_, response) => {
    expect(shouldCache(response)).toBe(false);
    expect(await plugin.cacheWillUpdate!({ request: new Request(REMOTE_ENTRY), response, event })).toBeNull();
  });

  it('does not keep an opaque response (status 0): it could be an error page', async () => {
    expect(shouldCache(OPAQUE)).toBe(false);
    const response = OPAQUE as Response;
    expect(await plugin.cacheWillUpdate!({ request: new Request(REMOTE_ENTRY), response, event })).toBeNull();
  });

  it("asks a remote with CORS for what a <script> tag asked without, so the answer's status can be read", async () => {
    const script = new Request(REMOTE_ENTRY, { mode: 'no-cors' });
    for (const request of [corsForRemote(script, origin), await plugin.requestWillFetch!({ request: script, event })]) {
      expect(request.url).toBe(REMOTE_ENTRY);
      expect(request.mode).toBe('cors');
      expect(request.credentials).toBe('omit');
    }
  });

  it('leaves requests to the host itself, and those already made with CORS, as they are', () => {
    const own = new Request('https://snap.example/app-config.json', { mode: 'no-cors' });
    expect(corsForRemote(own, origin)).toBe(own);
    const manifest = new Request('https://capture.snap.example/mf-manifest.json');
    expect(corsForRemote(manifest, origin)).toBe(manifest);
  });

  it('serves an opaque copy an earlier worker kept only when the network fails, and fetches the file again first', async () => {
    const state: Record<string, unknown> = {};
    const legacy = OPAQUE as Response;
    const read = (cachedResponse: Response) =>
      plugin.cachedResponseWillBeUsed!({
        cacheName: 'remote-assets',
        request: new Request(REMOTE_ENTRY),
        cachedResponse,
        event,
        state,
      });
    const kept = new Response('ok', { status: 200 });
    expect(await read(kept)).toBe(kept);
    expect(
      await plugin.handlerDidError!({ request: new Request(REMOTE_ENTRY), error: new Error('offline'), event, state }),
    ).toBeUndefined();
    // Not served from the cache: the strategy goes to the network, which replaces it on success.
    expect(await read(legacy)).toBeNull();
    // Offline, it is all there is.
    expect(
      await plugin.handlerDidError!({ request: new Request(REMOTE_ENTRY), error: new Error('offline'), event, state }),
    ).toBe(legacy);
  });
});

describe('navigations the service worker leaves to the network', () => {
  it.each([
    ['/__/auth/handler', true],
    ['/__/auth/handler/', true],
    ['/__/auth/iframe', true],
    ['/__/firebase/init.json', true],
    ['/__', false],
    ['/dashboard', false],
    ['/camera', false],
    ['/listing/__/x', false],
  ])('%s is Firebase’s reserved path: %s', (path, reserved) => {
    expect(FIREBASE_RESERVED_PATHS.some((pattern) => pattern.test(path))).toBe(reserved);
  });
});
