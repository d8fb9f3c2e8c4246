/** Everything a client can get wrong is a clear 4xx JSON error, and the model is never called. */
import { jpegBase64, listingBody, pngBase64 } from '../../__tests__/support/fixtures';
import { startGateway, type GatewayUnderTest } from '../../__tests__/support/gatewayServer';

let gateway: GatewayUnderTest;
beforeEach(async () => {
  gateway = await startGateway();
});
afterEach(async () => {
  expect(gateway.upstream.requests).toHaveLength(0);
  await gateway.close();
});

async function send(path: string, init: RequestInit) {
  const response = await fetch(`${gateway.url}${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}

describe('gateway bad input', () => {
  it.each([
    ['a GET', 'GET'],
    ['a PUT', 'PUT'],
    ['a DELETE', 'DELETE'],
  ])('refuses %s with 405', async (_label, method) => {
    const reply = await send('/analyze', { method });
    expect(reply).toMatchObject({
      status: 405,
      body: { error: { code: 'method-not-allowed', message: 'Use POST for this endpoint.' } },
    });
    expect(reply.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['a JPEG upload', 'image/jpeg'],
  ])('refuses %s with 415', async (_label, type) => {
    const reply = await send('/listing', {
      method: 'POST',
      headers: { 'content-type': type },
      body: JSON.stringify(listingBody),
    });
    expect(reply).toMatchObject({
      status: 415,
      body: { error: { message: 'Send the request as JSON (Content-Type: application/json).' } },
    });
  });

  it('takes a photo as raw bytes only on /analyze, and only when it is a JPEG', async () => {
    const png = Buffer.from(pngBase64(), 'base64');
    await expect(
      send('/analyze', { method: 'POST', headers: { 'content-type': 'image/png' }, body: png }),
    ).resolves.toMatchObject({
      status: 415,
      body: { error: { message: 'Send the request as JSON (Content-Type: application/json) or image/jpeg.' } },
    });
    await expect(
      send('/analyze', { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: png }),
    ).resolves.toMatchObject({
      status: 415,
      body: { error: { code: 'not-jpeg' } },
    });
    await expect(
      send('/analyze', { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: new Uint8Array(0) }),
    ).resolves.toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-image' } },
    });
    const huge = Buffer.from(jpegBase64(600 * 1024), 'base64');
    await expect(
      send('/analyze', { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: huge }),
    ).resolves.toMatchObject({
      status: 413,
      body: { error: { code: 'image-too-large' } },
    });
  });

  it('accepts a charset on the JSON content type', async () => {
    const reply = await gateway.post(
      '/listing',
      { ...listingBody, marketplace: '' },
      { 'content-type': 'application/json; charset=utf-8' },
    );
    expect(reply.status).toBe(400);
  });

  it.each<[string, string, unknown, number, string]>([
    ['a PNG photo', '/analyze', { imageBase64: pngBase64() }, 415, 'The photo must be a JPEG image.'],
    [
      'a photo over the cap',
      '/analyze',
      { imageBase64: jpegBase64(600 * 1024) },
      413,
      'The photo is too large. Please use a photo under 500 KB.',
    ],
    [
      'a huge listing body',
      '/listing',
      { ...listingBody, item: { ...listingBody.item, features: ['x'.repeat(40_000)] } },
      413,
      'The request is too large.',
    ],
    ['malformed JSON', '/listing', '{"marketplace": "eBay",', 400, 'The request body is not valid JSON.'],
    ['an empty body', '/listing', '', 400, 'The request body is empty.'],
    ['a JSON array', '/listing', [], 400, 'The request body must be a JSON object.'],
    ['a missing photo', '/analyze', {}, 400, 'Invalid request: imageBase64 is required.'],
    [
      'a missing marketplace',
      '/listing',
      { ...listingBody, marketplace: undefined },
      400,
      'Invalid request: marketplace is required.',
    ],
    ['a missing item name', '/listing', { item: {}, estimate: {} }, 400, 'Invalid request: item.itemName is required.'],
  ])('refuses %s', async (_label, path, body, status, message) => {
    await expect(gateway.post(path, body)).resolves.toMatchObject({ status, body: { error: { message } } });
  });

  it('refuses a photo body larger than anything the adapter will read', async () => {
    const reply = await gateway.post('/analyze', { imageBase64: jpegBase64(5 * 1024 * 1024) });
    expect(reply).toMatchObject({ status: 413, body: { error: { code: 'image-too-large' } } });
  });

  it.each([
    ['/chat/completions', { messages: [] }],
    // The steps of an analysis have no route of their own.
    ['/identify', { imageBase64: jpegBase64() }],
    ['/estimate', { itemName: 'Lamp', category: 'Home', condition: 'good' }],
  ])('answers 404 for %s, which is not an operation', async (path, body) => {
    await expect(gateway.post(path, body)).resolves.toMatchObject({
      status: 404,
      body: { error: { code: 'not-found', message: 'Unknown endpoint.' } },
    });
  });

  it('answers the CORS preflight', async () => {
    const reply = await send('/analyze', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4100',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(reply.status).toBe(204);
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    expect(reply.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, X-Photo-Sizes, X-Product-Codes, X-Product-Code-Confirmed',
    );
    expect(reply.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('reports health and mode on GET /health', async () => {
    await expect(send('/health', { method: 'GET' })).resolves.toMatchObject({
      status: 200,
      body: { ok: true, demo: false },
    });
  });

  it('tells the browser on GET /config which photo the model reads', async () => {
    await expect(send('/config', { method: 'GET' })).resolves.toEqual(
      expect.objectContaining({
        status: 200,
        body: { imageDetail: 'low', analysisImageMaxDimension: 512 },
      }),
    );
  });
});
