/**
 * A scripted OpenAI-compatible server on 127.0.0.1:0 so tests drive the real SDK over real HTTP.
 * Each request to POST /v1/chat/completions takes the next step of the script (the last step
 * repeats) and is recorded with the time it arrived.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStep {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Never answer: the client's timeout has to end it. */
  stall?: boolean;
  /** Answer once this settles (a slow model the test controls). */
  hold?: Promise<void>;
  /** Answer this long after the request arrived (a slow model). */
  delayMs?: number;
}

export interface RecordedRequest {
  at: number;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface FakeOpenAi {
  baseURL: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export function completion(content: string | null, { finishReason = 'stop', refusal = null as string | null } = {}) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'gpt-4o-mini',
    choices: [
      { index: 0, finish_reason: finishReason, logprobs: null, message: { role: 'assistant', content, refusal } },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

export const jsonReply = (value: unknown): FakeStep => ({ body: completion(JSON.stringify(value)) });

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

export async function startFakeOpenAi(script: FakeStep[]): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void readJson(req).then(async (body) => {
      requests.push({ at: Date.now(), path: req.url ?? '', headers: req.headers, body });
      const step = script[Math.min(requests.length - 1, script.length - 1)] ?? {};
      if (step.stall) return;
      await step.hold;
      if (step.delayMs) await new Promise((resolve) => setTimeout(resolve, step.delayMs));
      if (res.destroyed) return; // the client gave up meanwhile
      res.writeHead(step.status ?? 200, { 'content-type': 'application/json', ...step.headers });
      res.end(JSON.stringify(step.body ?? { error: { message: 'scripted failure', type: 'server_error' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
