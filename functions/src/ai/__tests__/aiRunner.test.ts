/** The real openai SDK against a scripted upstream: replies, typed failures, retries, timeouts. */
import { readGatewayConfig } from '../../config/gatewayConfig';
import { estimateOperation as estimate } from '../../operations/estimateOperation';
import {
  completion,
  jsonReply,
  startFakeOpenAi,
  type FakeOpenAi,
  type FakeStep,
} from '../../__tests__/support/fakeOpenAi';
import { estimateBody, sampleEstimate } from '../../__tests__/support/fixtures';
import { AiServiceError } from '../aiErrors';
import { createAiRunner } from '../aiRunner';
import { createOpenAiClient } from '../openAiClient';

let upstream: FakeOpenAi | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

async function runEstimate(script: FakeStep[], env: Record<string, string> = {}, budgetMs?: number) {
  upstream = await startFakeOpenAi(script);
  const config = readGatewayConfig({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: upstream.baseURL, ...env });
  const run = createAiRunner(createOpenAiClient(config));
  const request = {
    messages: estimate.toMessages(estimateBody),
    maxTokens: estimate.maxTokens,
    responseFormat: estimate.responseFormat,
  };
  return estimate.parseReply(await run(request, { budgetMs: budgetMs ?? config.deadlineMs }));
}

async function failureOf(script: FakeStep[], env?: Record<string, string>, budgetMs?: number): Promise<AiServiceError> {
  const error = await runEstimate(script, env, budgetMs).then(
    () => new Error('expected the call to fail'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof AiServiceError)) throw error;
  return error;
}

describe('AI runner replies', () => {
  it('sends the fixed model, token limit and strict schema with the key', async () => {
    await expect(runEstimate([jsonReply(sampleEstimate)])).resolves.toEqual(sampleEstimate);
    const [request] = upstream!.requests;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({
      model: 'gpt-4o-mini',
      max_tokens: 500,
      response_format: { type: 'json_schema', json_schema: { name: 'price_estimate', strict: true } },
    });
  });

  it('accepts JSON wrapped in prose', async () => {
    const prose = `Sure! Here is my estimate:\n\`\`\`json\n${JSON.stringify(sampleEstimate)}\n\`\`\`\nLet me know.`;
    await expect(runEstimate([{ body: completion(prose) }])).resolves.toEqual(sampleEstimate);
  });

  it('normalises wrong types', async () => {
    const sloppy = {
      ...sampleEstimate,
      estimatedPrice: '$180',
      priceRange: { min: 220, max: 140 },
      confidence: 130,
      comparableItems: undefined,
    };
    await expect(runEstimate([jsonReply(sloppy)])).resolves.toEqual({
      ...sampleEstimate,
      confidence: 100,
      comparableItems: [],
    });
  });

  it.each<[string, FakeStep, string, string]>([
    [
      'no JSON at all',
      { body: completion('I think it is worth about $180.') },
      'invalid-format',
      'Invalid response format from AI service',
    ],
    [
      'a missing price',
      jsonReply({ ...sampleEstimate, estimatedPrice: undefined }),
      'invalid-format',
      'Invalid response format from AI service',
    ],
    ['empty content', { body: completion('') }, 'no-response', 'No response from AI service'],
    ['no choices', { body: { ...completion(null), choices: [] } }, 'no-response', 'No response from AI service'],
    [
      'a truncated reply',
      { body: completion('{"estimatedPrice": 18', { finishReason: 'length' }) },
      'truncated',
      'AI reply was cut off at the token limit',
    ],
    [
      'a refusal',
      { body: completion(null, { refusal: "I can't help with that." }) },
      'refusal',
      'AI service refused the request',
    ],
    [
      'the content filter',
      { body: completion(null, { finishReason: 'content_filter' }) },
      'content-filter',
      'AI reply was blocked by the content filter',
    ],
    [
      'an upstream 400',
      { status: 400, body: { error: { message: 'Invalid image' } } },
      'rejected',
      'AI service rejected the request',
    ],
    [
      'a bad key',
      { status: 401, body: { error: { message: 'Incorrect API key' } } },
      'unavailable',
      'AI service is unavailable',
    ],
  ])('turns %s into a typed failure', async (_label, step, kind, message) => {
    const error = await failureOf([step]);
    expect(error).toMatchObject({ kind, message });
    expect(upstream!.requests).toHaveLength(1);
  });
});

describe('AI runner retries and timeouts', () => {
  it('waits for retry-after on a 429, then succeeds on the second request', async () => {
    const limited: FakeStep = {
      status: 429,
      headers: { 'retry-after': '1' },
      body: { error: { message: 'slow down' } },
    };
    await expect(runEstimate([limited, jsonReply(sampleEstimate)])).resolves.toEqual(sampleEstimate);
    const [first, second] = upstream!.requests;
    expect(upstream!.requests).toHaveLength(2);
    expect(second.at - first.at).toBeGreaterThanOrEqual(950);
  });

  it('gives up after two requests (one retry) when the upstream keeps failing', async () => {
    const error = await failureOf([{ status: 500 }]);
    expect(error).toMatchObject({ kind: 'unavailable', message: 'AI service is unavailable' });
    expect(upstream!.requests).toHaveLength(2);
  });

  it('reports a rate limit that outlasts the retries', async () => {
    const error = await failureOf([{ status: 429, headers: { 'retry-after-ms': '10' } }]);
    expect(error.kind).toBe('rate-limited');
    expect(upstream!.requests).toHaveLength(2);
  });

  it('times out a stalled upstream', async () => {
    const started = Date.now();
    const error = await failureOf([{ stall: true }], {
      GATEWAY_UPSTREAM_TIMEOUT_MS: '200',
      GATEWAY_UPSTREAM_MAX_RETRIES: '0',
    });
    expect(error).toMatchObject({ kind: 'timeout', message: 'AI service timed out' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops when its budget runs out, before the per-attempt timeout', async () => {
    const started = Date.now();
    const error = await failureOf([{ stall: true }], {}, 300);
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(upstream!.requests).toHaveLength(1);
  });

  it('does not call the upstream with no budget left', async () => {
    const error = await failureOf([jsonReply(sampleEstimate)], {}, 0);
    expect(error.kind).toBe('timeout');
    expect(upstream!.requests).toHaveLength(0);
  });

  it('does not sleep through a Retry-After longer than it is prepared to wait', async () => {
    const started = Date.now();
    const error = await failureOf([{ status: 429, headers: { 'retry-after': '30' } }]);
    expect(error.kind).toBe('rate-limited');
    expect(upstream!.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
