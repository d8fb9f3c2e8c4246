/**
 * POST /analyze over real HTTP: identify then estimate in one request, streamed as
 * newline-delimited JSON, each line on the wire as soon as its step is done.
 */
import { completion, jsonReply, type FakeStep } from '../../__tests__/support/fakeOpenAi';
import { aiOnlyEstimate, jpegBase64, pngBase64, sampleEstimate, sampleItem } from '../../__tests__/support/fixtures';
import { startGateway, type GatewayOptions, type GatewayUnderTest } from '../../__tests__/support/gatewayServer';

let gateway: GatewayUnderTest | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

async function start(options: GatewayOptions) {
  gateway = await startGateway(options);
  return gateway;
}

const jpegBytes = (size = 2000) => Buffer.from(jpegBase64(size), 'base64');

function analyze(url: string, body: Buffer | string = jpegBytes(), headers: Record<string, string> = {}) {
  return fetch(`${url}/analyze`, {
    method: 'POST',
    headers: { 'content-type': typeof body === 'string' ? 'application/json' : 'image/jpeg', ...headers },
    body,
  });
}

/** Reads the reply line by line as it arrives. */
function lines(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  return async function next(): Promise<unknown> {
    for (;;) {
      const end = buffered.indexOf('\n');
      if (end >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        return JSON.parse(line);
      }
      const { done, value } = await reader.read();
      if (done) return buffered ? JSON.parse(buffered) : undefined;
      buffered += decoder.decode(value, { stream: true });
    }
  };
}

async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('POST /analyze', () => {
  it("streams the identification, then the estimate once answered; each operation's prompt and limit", async () => {
    const estimateAnswer = gate();
    const { url, upstream } = await start({
      script: [jsonReply(sampleItem), { ...jsonReply(sampleEstimate), hold: estimateAnswer.opened }],
    });
    const response = await analyze(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const next = lines(response);

    // The estimate is still held upstream: this line can only be here if it was not buffered.
    await expect(next()).resolves.toEqual({ type: 'identified', data: sampleItem, demo: false });
    await waitUntil(() => upstream.requests.length === 2);
    estimateAnswer.open();
    await expect(next()).resolves.toEqual({ type: 'estimated', data: aiOnlyEstimate, demo: false });
    await expect(next()).resolves.toBeUndefined();

    const [identify, estimate] = upstream.requests.map((request) => request.body);
    expect(identify).toMatchObject({ model: 'gpt-4o-mini', max_tokens: 1000 });
    expect(JSON.stringify(identify.messages)).toContain('"detail":"low"');
    expect(estimate).toMatchObject({ model: 'gpt-4o-mini', max_tokens: 500 });
    // The estimate is asked about what was identified: its name, category, brand, condition, features.
    expect(JSON.stringify(estimate.messages)).toContain(
      'Item: Canon AE-1 Program\\nCategory: Cameras\\nBrand: Canon\\nCondition: Light wear on the top plate\\nFeatures: 50mm f/1.8 lens',
    );
  });

  it('prices a wordy identification, and streams it clamped to what the estimate accepts', async () => {
    const wordy = {
      ...sampleItem,
      condition:
        `Light wear on the top plate, ${'with a few fine scratches near the film advance lever '.repeat(3)}`.slice(
          0,
          150,
        ),
      category: `Cameras & Photo > Film Photography > ${'Film Cameras and Vintage Accessories '.repeat(3)}`.slice(
        0,
        140,
      ),
      features: Array.from({ length: 25 }, (_, index) => `Feature ${index + 1}`),
    };
    expect([wordy.condition.length, wordy.category.length]).toEqual([150, 140]);
    const { url, upstream } = await start({ script: [jsonReply(wordy), jsonReply(sampleEstimate)] });
    const next = lines(await analyze(url));

    const identified = (await next()) as { type: string; data: typeof sampleItem };
    expect(identified.type).toBe('identified');
    expect(identified.data.condition.length).toBeLessThanOrEqual(100);
    expect(identified.data.condition).toMatch(/^Light wear on the top plate, with a few .*\S…$/);
    expect(identified.data.category.length).toBeLessThanOrEqual(100);
    expect(identified.data.features).toEqual(wordy.features.slice(0, 20));
    await expect(next()).resolves.toEqual({ type: 'estimated', data: aiOnlyEstimate, demo: false });
    await expect(next()).resolves.toBeUndefined();
    // The estimate was asked about the same clamped item the browser was shown.
    expect(JSON.stringify(upstream.requests[1].body.messages)).toContain(`Condition: ${identified.data.condition}\\n`);
  });

  it('takes the base64 JSON body too', async () => {
    const { url } = await start({ script: [jsonReply(sampleItem), jsonReply(sampleEstimate)] });
    const next = lines(await analyze(url, JSON.stringify({ imageBase64: jpegBase64() })));
    await expect(next()).resolves.toMatchObject({ type: 'identified' });
    await expect(next()).resolves.toMatchObject({ type: 'estimated' });
  });

  it('ends with an identify error event, and no estimate call, when identification fails', async () => {
    const { url, upstream } = await start({ script: [{ body: completion('no json here') }] });
    const response = await analyze(url);
    expect(response.status).toBe(200);
    const next = lines(response);
    await expect(next()).resolves.toEqual({
      type: 'error',
      step: 'identify',
      status: 502,
      code: 'ai-invalid-format',
      message: 'Failed to identify item. Please try again.',
    });
    await expect(next()).resolves.toBeUndefined();
    expect(upstream.requests).toHaveLength(1);
  });

  it("sends the identification, then an estimate error event with the estimate's message", async () => {
    const refusal: FakeStep = { body: completion(null, { refusal: 'I cannot help with that.' }) };
    const { url } = await start({ script: [jsonReply(sampleItem), refusal] });
    const next = lines(await analyze(url));
    await expect(next()).resolves.toMatchObject({ type: 'identified' });
    await expect(next()).resolves.toEqual({
      type: 'error',
      step: 'estimate',
      status: 422,
      code: 'ai-refusal',
      message: 'Failed to estimate price. Please try again.',
    });
    await expect(next()).resolves.toBeUndefined();
  });

  it('sends every photo of a binary body to the model, the analysed one first', async () => {
    const { url, upstream } = await start({ script: [jsonReply(sampleItem), jsonReply(sampleEstimate)] });
    const photos = [jpegBytes(2000), jpegBytes(3000), jpegBytes(2500)];
    const response = await analyze(url, Buffer.concat(photos), {
      'x-photo-sizes': photos.map((p) => p.length).join(','),
    });
    expect(response.status).toBe(200);
    await response.text();
    const user = (upstream.requests[0].body.messages as { content: unknown }[])[1].content as {
      type: string;
      text?: string;
      image_url?: { url: string };
    }[];
    expect(user[0]).toEqual({ type: 'text', text: 'Identify the item in these 3 photos.' });
    expect(user.slice(1).map((part) => part.image_url?.url)).toEqual(
      photos.map((photo) => `data:image/jpeg;base64,${photo.toString('base64')}`),
    );
  });

  it.each([
    ['sizes that do not add up to the body', (a: Buffer, b: Buffer) => `${a.length},${b.length - 1}`, 'invalid-image'],
    ['a size that is not a number', (a: Buffer) => `${a.length},lots`, 'invalid-image'],
    ['five photos', () => '1,1,1,1,1', 'too-many-photos'],
  ])('refuses %s before the model is asked', async (_label, sizes, code) => {
    const { url, upstream } = await start({ script: [jsonReply(sampleItem)] });
    const [a, b] = [jpegBytes(2000), jpegBytes(2000)];
    const response = await analyze(url, Buffer.concat([a, b]), { 'x-photo-sizes': sizes(a, b) });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({ error: { code } });
    expect(upstream.requests).toHaveLength(0);
  });

  it('refuses a second photo that is not a JPEG', async () => {
    const { url, upstream } = await start({ script: [jsonReply(sampleItem)] });
    const [a, b] = [jpegBytes(2000), Buffer.from(pngBase64(), 'base64')];
    const response = await analyze(url, Buffer.concat([a, b]), { 'x-photo-sizes': `${a.length},${b.length}` });
    expect(response.status).toBe(415);
    expect(upstream.requests).toHaveLength(0);
  });

  it('refuses a bad photo with a status before streaming anything', async () => {
    const { url, upstream } = await start({ script: [jsonReply(sampleItem)] });
    const response = await analyze(url, JSON.stringify({ imageBase64: pngBase64() }));
    expect(response.status).toBe(415);
    await expect(response.json()).resolves.toEqual({
      error: { code: 'not-jpeg', message: 'The photo must be a JPEG image.' },
    });
    expect(upstream.requests).toHaveLength(0);
  });

  it('counts one analysis as two requests against the rate limit', async () => {
    const { url } = await start({
      script: [jsonReply(sampleItem), jsonReply(sampleEstimate), jsonReply(sampleItem)],
      env: { GATEWAY_RATE_LIMIT_ANONYMOUS: '3' },
    });
    const first = lines(await analyze(url));
    await expect(first()).resolves.toMatchObject({ type: 'identified' });
    await expect(first()).resolves.toMatchObject({ type: 'estimated' });
    // The third request of the window identifies; the estimate would be the fourth.
    const second = lines(await analyze(url));
    await expect(second()).resolves.toMatchObject({ type: 'identified' });
    await expect(second()).resolves.toMatchObject({
      type: 'error',
      step: 'estimate',
      status: 429,
      code: 'rate-limited',
    });
    const third = await analyze(url);
    expect(third.status).toBe(429);
  });

  it('stops the model call when the browser goes away', async () => {
    const { url, upstream, log } = await start({ script: [{ stall: true }] });
    const controller = new AbortController();
    const request = fetch(`${url}/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: jpegBytes(),
      signal: controller.signal,
    });
    await waitUntil(() => upstream.requests.length === 1);
    controller.abort();
    await expect(request).rejects.toThrow();
    await waitUntil(() => log.warn.mock.calls.length > 0);
    expect(log.warn).toHaveBeenCalledWith('[gateway] identify failed: AI request was cancelled');
    expect(upstream.requests).toHaveLength(1);
  });
});

/**
 * One deadline for the whole request (GATEWAY_DEADLINE_MS, short here): identify may use at most
 * its share of it (60 %), the estimate whatever is left, and the error line arrives by then.
 */
describe('POST /analyze within its deadline', () => {
  const DEADLINE_MS = 2000;
  const IDENTIFY_SHARE_MS = 1200;
  const env = { GATEWAY_DEADLINE_MS: String(DEADLINE_MS) };
  const timeout = (step: 'identify' | 'estimate') => ({
    type: 'error',
    step,
    status: 504,
    code: 'ai-timeout',
    message: `Failed to ${step === 'identify' ? 'identify item' : 'estimate price'}. Please try again.`,
  });

  async function timedAnalysis(url: string) {
    const started = Date.now();
    const response = await analyze(url);
    const next = lines(response);
    const events: unknown[] = [];
    for (let event = await next(); event !== undefined; event = await next()) events.push(event);
    return { status: response.status, events, elapsedMs: Date.now() - started };
  }

  it("ends a slow estimate at the request's deadline, not a deadline of its own", async () => {
    const { url, upstream } = await start({
      script: [{ ...jsonReply(sampleItem), delayMs: 1000 }, { stall: true }],
      env,
    });
    const { status, events, elapsedMs } = await timedAnalysis(url);
    expect(status).toBe(200);
    expect(events).toEqual([{ type: 'identified', data: sampleItem, demo: false }, timeout('estimate')]);
    expect(upstream.requests).toHaveLength(2);
    expect(elapsedMs).toBeGreaterThanOrEqual(DEADLINE_MS - 100);
    expect(elapsedMs).toBeLessThan(DEADLINE_MS + 400);
  });

  it('gives identify at most its share of the deadline', async () => {
    const { url, upstream } = await start({ script: [{ stall: true }], env });
    const { events, elapsedMs } = await timedAnalysis(url);
    expect(events).toEqual([timeout('identify')]);
    expect(upstream.requests).toHaveLength(1);
    expect(elapsedMs).toBeGreaterThanOrEqual(IDENTIFY_SHARE_MS - 100);
    expect(elapsedMs).toBeLessThan(IDENTIFY_SHARE_MS + 400);
  });

  it('leaves the estimate the rest of the deadline after a fast identify', async () => {
    // Longer than identify's share, and than what a fixed split would leave the estimate.
    const slowEstimate = { ...jsonReply(sampleEstimate), delayMs: 1600 };
    const { url } = await start({ script: [jsonReply(sampleItem), slowEstimate], env });
    const { events } = await timedAnalysis(url);
    expect(events).toEqual([
      { type: 'identified', data: sampleItem, demo: false },
      { type: 'estimated', data: aiOnlyEstimate, demo: false },
    ]);
  });
});
