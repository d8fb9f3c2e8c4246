/**
 * The gateway handler served over real HTTP on 127.0.0.1:0, talking through the real openai SDK
 * to a scripted fake upstream. Tests call it with fetch like the browser does.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnalysisStreamEvent } from '@snap/shared/contracts';
import { createAiRunner, type AiRunner } from '../../ai/aiRunner';
import { createOpenAiClient } from '../../ai/openAiClient';
import { readGatewayConfig } from '../../config/gatewayConfig';
import type { VerifyIdToken } from '../../http/authenticate';
import { firebaseTokenVerifier } from '../../http/firebaseTokenVerifier';
import { createGatewayHandler } from '../../http/gatewayHandler';
import type { CounterStore } from '../../http/rateLimiter';
import { toNodeListener } from '../../http/nodeHttpAdapter';
import type { MarketComparables } from '../../market/marketComparables';
import { openLibraryBooks, type BookLookup } from '../../books/openLibraryBooks';
import { marketFromConfig } from '../../market/marketFromConfig';
import { startFakeOpenAi, type FakeOpenAi, type FakeStep } from './fakeOpenAi';
import { jpegBase64 } from './fixtures';

/** What the gateway answers: `{ data, demo }`, `{ error }`, or the health report. */
export interface ReplyBody {
  data?: Record<string, unknown>;
  demo?: boolean;
  ok?: boolean;
  error?: { code: string; message: string; retryAfterSeconds?: number };
}

export interface GatewayUnderTest {
  url: string;
  upstream: FakeOpenAi;
  log: { info: jest.Mock; warn: jest.Mock; error: jest.Mock };
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; headers: Headers; body: ReplyBody | undefined }>;
  /**
   * POSTs a photo to /analyze (a Buffer as raw JPEG bytes, anything else as JSON) and reads the
   * whole reply: its events when it streams, else the JSON error in `body`.
   */
  analyze(
    photo?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; headers: Headers; events: AnalysisStreamEvent[]; body: ReplyBody | undefined }>;
  close(): Promise<void>;
}

export interface GatewayOptions {
  script?: FakeStep[];
  /** Extra environment; a function receives the fake upstream's base URL. */
  env?: Record<string, string> | ((upstreamUrl: string) => Record<string, string>);
  verifyIdToken?: VerifyIdToken;
  runAi?: AiRunner;
  /** Counters in place of the in-memory ones (e.g. a limiter that fails). */
  rateLimiters?: CounterStore;
  /** Market comparables: an adapter, or 'from-config' to build the configured one (the eBay stand-in by env). */
  market?: MarketComparables | 'from-config';
  /** The book lookup: an adapter, or 'from-config' for the configured one (the stand-in by env). */
  books?: BookLookup | 'from-config';
}

export async function startGateway({
  script = [],
  env = {},
  verifyIdToken,
  runAi,
  rateLimiters,
  market,
  books,
}: GatewayOptions = {}): Promise<GatewayUnderTest> {
  const upstream = await startFakeOpenAi(script);
  const extraEnv = typeof env === 'function' ? env(upstream.baseURL) : env;
  const config = readGatewayConfig({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: upstream.baseURL, ...extraEnv });
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const handler = createGatewayHandler({
    config,
    runAi: runAi ?? createAiRunner(createOpenAiClient(config)),
    // The real firebase-admin verifier unless a test needs tokens that verify.
    verifyIdToken: verifyIdToken ?? firebaseTokenVerifier({ projectId: 'demo-gateway-test' }, 'gateway-test'),
    log,
    counters: rateLimiters,
    market: market === 'from-config' ? marketFromConfig(config) : market,
    books: books === 'from-config' ? openLibraryBooks({ baseUrl: config.books.baseUrl }) : books,
  });
  const server = createServer(toNodeListener(handler, { maxBodyBytes: 4 * 1024 * 1024 }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    upstream,
    log,
    async post(path, body, headers = {}) {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: text ? (JSON.parse(text) as ReplyBody) : undefined,
      };
    },
    async analyze(photo = Buffer.from(jpegBase64(2000), 'base64'), headers = {}) {
      const bytes = Buffer.isBuffer(photo);
      const response = await fetch(`${url}/analyze`, {
        method: 'POST',
        headers: { 'content-type': bytes ? 'image/jpeg' : 'application/json', ...headers },
        body: bytes ? photo : JSON.stringify(photo),
      });
      const text = await response.text();
      const streamed = response.headers.get('content-type')?.startsWith('application/x-ndjson') ?? false;
      return {
        status: response.status,
        headers: response.headers,
        events: streamed
          ? text
              .split('\n')
              .filter(Boolean)
              .map((line) => JSON.parse(line) as AnalysisStreamEvent)
          : [],
        body: !streamed && text ? (JSON.parse(text) as ReplyBody) : undefined,
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await upstream.close();
    },
  };
}
