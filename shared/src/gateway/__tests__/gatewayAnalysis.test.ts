/** The client's analyze: POST /analyze read as a stream, its errors, its retries of the whole request, abort. */
import { ReadableStream } from 'node:stream/web';
import { createGatewayAiClient, type GatewayFetch } from '../gatewayClient';

const BASE = 'http://gateway.test/api';
const item = {
  itemName: 'Canon AE-1',
  category: 'Cameras',
  brandName: 'Canon',
  condition: 'good',
  features: ['50mm lens'],
};
const estimate = {
  estimatedPrice: 180,
  priceRange: { min: 140, max: 220 },
  currency: 'USD',
  confidence: 70,
  comparableItems: [],
};
const line = (value: unknown) => `${JSON.stringify(value)}\n`;
const IDENTIFIED = line({ type: 'identified', data: item, demo: true });
const ESTIMATED = line({ type: 'estimated', data: estimate, demo: true });

type Response = Awaited<ReturnType<GatewayFetch>>;
type Answer = Response | Error | ((init: RequestInit) => Response | Promise<Response>);

/** A streamed reply whose chunks come when the test pushes them. */
function liveBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c as unknown as ReadableStreamDefaultController<Uint8Array>),
  });
  return {
    response: {
      ok: true,
      status: 200,
      json: () => Promise.reject(new Error('a stream')),
      body: body as unknown as globalThis.ReadableStream<Uint8Array>,
    },
    push: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    close: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
  };
}

function streamed(...chunks: string[]): Response {
  const live = liveBody();
  chunks.forEach(live.push);
  live.close();
  return live.response;
}

const json = (status: number, body: unknown): Response => ({
  ok: status < 300,
  status,
  json: () => Promise.resolve(body),
  body: null,
});

/** Answers each path from its own script (the last entry repeats) and records the calls. */
function gatewayFetch(routes: Record<string, Answer[]>) {
  return jest.fn<ReturnType<GatewayFetch>, Parameters<GatewayFetch>>(async (url, init) => {
    const path = url.slice(BASE.length);
    const script = routes[path];
    if (!script) return json(404, { error: { code: 'not-found', message: 'Unknown endpoint.' } });
    const next = script.length > 1 ? script.shift()! : script[0];
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next(init) : next;
  });
}

const paths = (fetch: jest.Mock) => fetch.mock.calls.map(([url]) => (url as string).slice(BASE.length));

function jpegBlob(bytes = new Uint8Array([0xff, 0xd8, 0xff])): Blob {
  return Object.assign(new Blob([bytes], { type: 'image/jpeg' }), { arrayBuffer: () => Promise.resolve(bytes.buffer) });
}

const client = (fetch: GatewayFetch) =>
  createGatewayAiClient({ baseUrl: BASE, getIdToken: () => Promise.resolve('id-token'), fetch, retryDelayMs: () => 0 });

describe('gateway client analyze', () => {
  it('posts the photo once to /analyze and reports the item before the price', async () => {
    const live = liveBody();
    const fetch = gatewayFetch({ '/analyze': [live.response] });
    const onIdentified = jest.fn();
    const analysis = client(fetch).analyze(jpegBlob(), { onIdentified });

    live.push(IDENTIFIED.slice(0, 20));
    live.push(IDENTIFIED.slice(20));
    await waitFor(() => onIdentified.mock.calls.length === 1);
    expect(onIdentified).toHaveBeenCalledWith(item);
    live.push(ESTIMATED);
    live.close();
    await expect(analysis).resolves.toEqual({ item, estimate, demo: true });

    expect(paths(fetch)).toEqual(['/analyze']);
    const init = fetch.mock.calls[0][1];
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'image/jpeg', Authorization: 'Bearer id-token' });
    expect(new Uint8Array(init.body as ArrayBuffer)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
  });

  it('sends more photos after the analysed one, back to back, with their sizes', async () => {
    const fetch = gatewayFetch({ '/analyze': [streamed(IDENTIFIED, ESTIMATED)] });
    const photos = [[0xff, 0xd8, 0xff, 1], [0xff, 0xd8, 0xff, 2, 2], [0xff, 0xd8, 0xff, 3], [4], [5]].map(
      (bytes) => new Uint8Array(bytes),
    );
    const [first, ...more] = photos.map((bytes) => jpegBlob(bytes));
    await client(fetch).analyze(first, { morePhotos: more });

    const init = fetch.mock.calls[0][1];
    // Four at most: the fifth stays on the device.
    expect(init.headers).toMatchObject({ 'Content-Type': 'image/jpeg', 'X-Photo-Sizes': '4,5,4,1' });
    expect([...new Uint8Array(init.body as ArrayBuffer)]).toEqual([
      255, 216, 255, 1, 255, 216, 255, 2, 2, 255, 216, 255, 3, 4,
    ]);
  });

  it('sends the product codes read from the photos, three at most, in X-Product-Codes', async () => {
    const fetch = gatewayFetch({ '/analyze': [streamed(IDENTIFIED, ESTIMATED)] });
    const productCodes = ['012345678905', '9780316030571', '96385074', '098765432105'];
    await client(fetch).analyze(jpegBlob(), { productCodes });
    expect(fetch.mock.calls[0][1].headers).toMatchObject({
      'X-Product-Codes': '012345678905,9780316030571,96385074',
    });
  });

  it('sends no X-Product-Codes when no code was read', async () => {
    const fetch = gatewayFetch({ '/analyze': [streamed(IDENTIFIED, ESTIMATED)] });
    await client(fetch).analyze(jpegBlob(), { productCodes: [] });
    expect(fetch.mock.calls[0][1].headers).not.toHaveProperty('X-Product-Codes');
  });

  it('marks when the photo leaves, the item is known and the price is read, for the analysis bench', async () => {
    const mark = jest.fn();
    const original = Object.getOwnPropertyDescriptor(globalThis, 'performance');
    Object.defineProperty(globalThis, 'performance', { configurable: true, value: { mark } });
    try {
      await client(gatewayFetch({ '/analyze': [streamed(IDENTIFIED, ESTIMATED)] })).analyze(jpegBlob());
    } finally {
      if (original) Object.defineProperty(globalThis, 'performance', original);
    }
    expect(mark.mock.calls.map(([name]) => name)).toEqual([
      'ai:analyze:sent',
      'ai:analyze:identified',
      'ai:analyze:answered',
    ]);
  });

  it.each([400, 401, 403, 404, 413, 415, 422, 429, 504])(
    'does not retry a %i before streaming, and shows the gateway message',
    async (status) => {
      const fetch = gatewayFetch({ '/analyze': [json(status, { error: { code: 'x', message: 'Readable reason.' } })] });
      await expect(client(fetch).analyze(jpegBlob())).rejects.toMatchObject({ message: 'Readable reason.', status });
      expect(paths(fetch)).toEqual(['/analyze']);
    },
  );

  it('skips malformed and unknown lines', async () => {
    const fetch = gatewayFetch({
      '/analyze': [streamed(IDENTIFIED, 'garbage}\n', line({ type: 'progress', percent: 50 }), line(42), ESTIMATED)],
    });
    await expect(client(fetch).analyze(jpegBlob())).resolves.toEqual({ item, estimate, demo: true });
  });

  it('fails with the identify message the gateway sent, without retrying a final failure', async () => {
    const error = {
      type: 'error',
      step: 'identify',
      status: 422,
      code: 'ai-refusal',
      message: 'Failed to identify item. Please try again.',
    };
    const fetch = gatewayFetch({ '/analyze': [streamed(line(error))] });
    await expect(client(fetch).analyze(jpegBlob())).rejects.toMatchObject({
      message: 'Failed to identify item. Please try again.',
      status: 422,
      code: 'ai-refusal',
    });
    expect(paths(fetch)).toEqual(['/analyze']);
  });

  it('retries the whole request when it fails before the identification', async () => {
    const fetch = gatewayFetch({
      '/analyze': [new TypeError('offline'), json(502, {}), streamed(IDENTIFIED, ESTIMATED)],
    });
    await expect(client(fetch).analyze(jpegBlob())).resolves.toEqual({ item, estimate, demo: true });
    expect(paths(fetch)).toEqual(['/analyze', '/analyze', '/analyze']);
  });

  it('retries the whole request when the stream breaks after the identification', async () => {
    const live = liveBody();
    const fetch = gatewayFetch({ '/analyze': [live.response, streamed(IDENTIFIED, ESTIMATED)] });
    const onIdentified = jest.fn();
    const analysis = client(fetch).analyze(jpegBlob(), { onIdentified });
    live.push(IDENTIFIED);
    await waitFor(() => onIdentified.mock.calls.length === 1);
    live.fail();
    await expect(analysis).resolves.toEqual({ item, estimate, demo: true });
    expect(paths(fetch)).toEqual(['/analyze', '/analyze']);
    // Each run's identification is reported: the one shown last is the one the price is for.
    expect(onIdentified).toHaveBeenCalledTimes(2);
  });

  it('takes an estimate error event the gateway sent as final: the gateway has retried the model already', async () => {
    const estimateError = (status: number) =>
      line({
        type: 'error',
        step: 'estimate',
        status,
        code: 'x',
        message: 'Failed to estimate price. Please try again.',
      });
    const upstreamDown = gatewayFetch({
      '/analyze': [streamed(IDENTIFIED, estimateError(502)), streamed(IDENTIFIED, ESTIMATED)],
    });
    await expect(client(upstreamDown).analyze(jpegBlob())).rejects.toMatchObject({
      status: 502,
      message: 'Failed to estimate price. Please try again.',
    });
    expect(paths(upstreamDown)).toEqual(['/analyze']);

    const final = gatewayFetch({ '/analyze': [streamed(IDENTIFIED, estimateError(429))] });
    await expect(client(final).analyze(jpegBlob())).rejects.toMatchObject({ status: 429 });
    expect(paths(final)).toEqual(['/analyze']);
  });

  it('gives the estimate message when every try is cut after the identification', async () => {
    const fetch = gatewayFetch({ '/analyze': [() => streamed(IDENTIFIED)] });
    await expect(client(fetch).analyze(jpegBlob())).rejects.toMatchObject({
      message: 'Failed to estimate price. Please try again.',
      code: 'stream-ended',
    });
    expect(paths(fetch)).toEqual(['/analyze', '/analyze', '/analyze']);
  });

  it('gives the identify message when every try fails before the identification', async () => {
    const fetch = gatewayFetch({ '/analyze': [new TypeError('offline'), json(503, {}), streamed()] });
    await expect(client(fetch).analyze(jpegBlob())).rejects.toMatchObject({
      message: 'Failed to identify item. Please try again.',
      code: 'stream-ended',
    });
    expect(paths(fetch)).toEqual(['/analyze', '/analyze', '/analyze']);
  });

  it('stops reading when aborted, with an AbortError', async () => {
    const live = liveBody();
    const controller = new AbortController();
    const fetch = gatewayFetch({
      '/analyze': [
        (init) => {
          init.signal?.addEventListener('abort', live.fail);
          return live.response;
        },
      ],
    });
    const onIdentified = jest.fn();
    const analysis = client(fetch).analyze(jpegBlob(), { signal: controller.signal, onIdentified });
    live.push(IDENTIFIED);
    await waitFor(() => onIdentified.mock.calls.length === 1);
    controller.abort();
    await expect(analysis).rejects.toMatchObject({ name: 'AbortError' });
    expect(paths(fetch)).toEqual(['/analyze']);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 1));
}
