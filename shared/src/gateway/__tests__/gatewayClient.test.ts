import { clockTime } from '../gatewayTransport';
import { AiRequestError, createGatewayAiClient, type GatewayClientOptions, type GatewayFetch } from '../gatewayClient';

const BASE = 'http://127.0.0.1:5001/demo-snap-price-sell/us-central1/api';
const estimate = {
  estimatedPrice: 180,
  priceRange: { min: 140, max: 220 },
  currency: 'USD',
  confidence: 70,
  comparableItems: [],
};

const listingInput = {
  item: { itemName: 'Canon AE-1', category: 'Cameras', condition: 'good', features: [] } as never,
  estimate: estimate as never,
  marketplace: 'eBay',
};
const listing = { title: 'Canon AE-1', description: 'A camera.' };
const LISTING_FAILED = 'Failed to generate listing content. Please try again.';

type Reply = { status: number; body?: unknown } | Error;
const reply = (status: number, body?: unknown): Reply => ({ status, body });
const gatewayError = (status: number, message: string, code = 'x') => reply(status, { error: { code, message } });

/** A fetch that answers from a script (the last entry repeats) and records each call. */
function scriptedFetch(...script: Reply[]) {
  return jest.fn<ReturnType<GatewayFetch>, Parameters<GatewayFetch>>(async () => {
    const next = script.length > 1 ? script.shift()! : script[0];
    if (next instanceof Error) throw next;
    return {
      ok: next.status >= 200 && next.status < 300,
      status: next.status,
      json: () => (next.body === undefined ? Promise.reject(new SyntaxError('not JSON')) : Promise.resolve(next.body)),
    };
  });
}

function client(fetch: GatewayFetch, options: Partial<GatewayClientOptions> = {}) {
  return createGatewayAiClient({
    baseUrl: `${BASE}/`,
    getIdToken: () => Promise.resolve(null),
    fetch,
    retryDelayMs: () => 0,
    ...options,
  });
}

const headersOf = (fetch: jest.Mock, call = 0) =>
  (fetch.mock.calls[call][1] as RequestInit).headers as Record<string, string>;

describe('gateway AI client requests', () => {
  it('marks when each request leaves and its answer is read, for the analysis bench', async () => {
    const mark = jest.fn();
    const original = Object.getOwnPropertyDescriptor(globalThis, 'performance');
    Object.defineProperty(globalThis, 'performance', { configurable: true, value: { mark } });
    try {
      await client(scriptedFetch(reply(200, { data: listing, demo: false }))).listing(listingInput);
    } finally {
      if (original) Object.defineProperty(globalThis, 'performance', original);
    }
    expect(mark.mock.calls.map(([name]) => name)).toEqual(['ai:listing:sent', 'ai:listing:answered']);
  });

  it('sends the ID token of a signed-in user', async () => {
    const fetch = scriptedFetch(reply(200, { data: listing, demo: false }));
    await client(fetch, { getIdToken: () => Promise.resolve('id-token-1') }).listing(listingInput);
    expect(fetch.mock.calls[0][0]).toBe(`${BASE}/listing`);
    expect(headersOf(fetch).Authorization).toBe('Bearer id-token-1');
  });

  it('calls anonymously when the token cannot be read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = scriptedFetch(reply(200, { data: listing, demo: false }));
    await client(fetch, { getIdToken: () => Promise.reject(new Error('offline')) }).listing(listingInput);
    expect(headersOf(fetch).Authorization).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('posts listing input to /listing as JSON and returns data with the demo flag', async () => {
    const fetch = scriptedFetch(reply(200, { data: listing, demo: true }));
    await expect(client(fetch).listing(listingInput)).resolves.toEqual({ data: listing, demo: true });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe(`${BASE}/listing`);
    expect(init?.method).toBe('POST');
    expect(headersOf(fetch)).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init?.body as string)).toEqual(listingInput);
  });
});

describe('gateway AI client retries', () => {
  it.each([401, 403, 400, 413, 415, 422, 429, 504])(
    'does not retry a %i and shows the gateway message',
    async (status) => {
      const fetch = scriptedFetch(gatewayError(status, 'Readable reason.'));
      const error = await client(fetch)
        .listing(listingInput)
        .catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(AiRequestError);
      expect(error).toMatchObject({ message: 'Readable reason.', status });
      expect(fetch).toHaveBeenCalledTimes(1);
    },
  );

  it('does not try again when the gateway answered with its own error: it has retried the model already', async () => {
    const fetch = scriptedFetch(gatewayError(502, LISTING_FAILED));
    await expect(client(fetch).listing(listingInput)).rejects.toThrow(LISTING_FAILED);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tries three times on a 5xx from in front of the gateway, then fails with the spec message', async () => {
    const fetch = scriptedFetch(reply(503));
    await expect(client(fetch).listing(listingInput)).rejects.toThrow(LISTING_FAILED);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('succeeds on a later try after a server error that ran no model', async () => {
    const authDown = reply(503, { error: { code: 'auth-unavailable', message: 'Sign-in could not be checked.' } });
    const fetch = scriptedFetch(authDown, reply(200, { data: listing, demo: false }));
    await expect(client(fetch).listing(listingInput)).resolves.toMatchObject({ data: listing });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks for a pause before the second and third tries', async () => {
    const retryDelayMs = jest.fn(() => 0);
    await client(scriptedFetch(reply(500)), { retryDelayMs })
      .listing(listingInput)
      .catch(() => undefined);
    expect(retryDelayMs.mock.calls).toEqual([[1], [2]]);
  });

  it.each<[string, Reply, string]>([
    ['a network error', new TypeError('Failed to fetch'), LISTING_FAILED],
    ['an error page that is not JSON', reply(502), LISTING_FAILED],
    ['a success without data', reply(200, { ok: true }), LISTING_FAILED],
  ])('retries %s and falls back to the spec message', async (_label, failure, message) => {
    const fetch = scriptedFetch(failure);
    await expect(client(fetch).listing(listingInput)).rejects.toThrow(message);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('gateway AI client cancellation', () => {
  const expectAbortError = (error: unknown) => expect(error).toMatchObject({ name: 'AbortError' });

  it('does not call the gateway when already aborted', async () => {
    const fetch = scriptedFetch(reply(200, { data: listing, demo: false }));
    const controller = new AbortController();
    controller.abort();
    expectAbortError(
      await client(fetch)
        .listing(listingInput, controller.signal)
        .catch((e: unknown) => e),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stops an in-flight request and does not retry it', async () => {
    const controller = new AbortController();
    const fetch = jest.fn<ReturnType<GatewayFetch>, Parameters<GatewayFetch>>(
      (_url, init) =>
        new Promise((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          controller.abort();
        }),
    );
    expectAbortError(
      await client(fetch)
        .listing(listingInput, controller.signal)
        .catch((e: unknown) => e),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][1].signal).toBe(controller.signal);
  });

  it('stops during the pause between tries', async () => {
    const controller = new AbortController();
    const failing = scriptedFetch(reply(500));
    const fetch = jest.fn<ReturnType<GatewayFetch>, Parameters<GatewayFetch>>((url, init) => {
      setTimeout(() => controller.abort(), 0);
      return failing(url, init);
    });
    const started = Date.now();
    const error = await client(fetch, { retryDelayMs: () => 60_000 })
      .listing(listingInput, controller.signal)
      .catch((e: unknown) => e);
    expectAbortError(error);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('gateway AI client image settings', () => {
  it('asks GET /config once and remembers the answer', async () => {
    const fetch = scriptedFetch(reply(200, { imageDetail: 'low', analysisImageMaxDimension: 512 }));
    const ai = client(fetch);
    await expect(ai.imageSettings!()).resolves.toEqual({ imageDetail: 'low', analysisImageMaxDimension: 512 });
    await expect(ai.imageSettings!()).resolves.toEqual({ imageDetail: 'low', analysisImageMaxDimension: 512 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([`${BASE}/config`, { method: 'GET' }]);
  });

  it('does not remember a failure or an answer it cannot read: the next call asks again', async () => {
    const fetch = scriptedFetch(
      new TypeError('offline'),
      reply(200, { imageDetail: 'auto' }),
      reply(200, { imageDetail: 'high', analysisImageMaxDimension: 1280 }),
    );
    const ai = client(fetch);
    await expect(ai.imageSettings!()).rejects.toThrow('offline');
    await expect(ai.imageSettings!()).rejects.toThrow('The AI gateway sent no image settings.');
    await expect(ai.imageSettings!()).resolves.toEqual({ imageDetail: 'high', analysisImageMaxDimension: 1280 });
  });

  it('lets one caller stop waiting without cancelling the request for the others', async () => {
    let answer!: (value: Awaited<ReturnType<GatewayFetch>>) => void;
    const fetch = jest.fn<ReturnType<GatewayFetch>, Parameters<GatewayFetch>>(
      () => new Promise((resolve) => (answer = resolve)),
    );
    const ai = client(fetch);
    const controller = new AbortController();
    const leaving = ai.imageSettings!(controller.signal);
    const staying = ai.imageSettings!();
    controller.abort();
    await expect(leaving).rejects.toMatchObject({ name: 'AbortError' });
    answer({
      ok: true,
      status: 200,
      json: () => Promise.resolve({ imageDetail: 'low', analysisImageMaxDimension: 512 }),
    });
    await expect(staying).resolves.toMatchObject({ analysisImageMaxDimension: 512 });
  });
});

describe('a limit’s refusal', () => {
  it('says when to try again in words and by the seller’s clock, and is not retried', async () => {
    const refusal = reply(429, {
      error: {
        code: 'rate-limited',
        message: 'Too many requests. Please try again in 4 minutes.',
        retryAfterSeconds: 240,
      },
    });
    const fetch = scriptedFetch(refusal);
    const error: unknown = await client(fetch)
      .listing(listingInput)
      .catch((caught: unknown) => caught);
    expect((error as Error).message).toMatch(
      /^Too many requests\. Please try again in 4 minutes \((at|tomorrow at) .+\)\.$/,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('names the clock time, and the next day past midnight', () => {
    const now = new Date(2026, 10, 26, 10, 48);
    expect(clockTime(new Date(2026, 10, 26, 10, 52), now)).toMatch(/^at 10:52|^at 10\.52/);
    expect(clockTime(new Date(2026, 10, 27, 1, 0), now)).toMatch(/^tomorrow at /);
  });
});
