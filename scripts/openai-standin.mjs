#!/usr/bin/env node
/**
 * A local OpenAI-compatible server for demo mode: the gateway's real openai SDK talks to it over
 * HTTP exactly as it would to OpenAI itself, so the whole flow runs offline. It answers
 * POST /v1/chat/completions with sample results (shared/src/testing/demoAiSamples.mjs, which the
 * standalone remotes' demo AI answers from too); the gateway
 * labels every reply `demo: true`.
 *
 *   node scripts/openai-standin.mjs [--port 4110] [--delay-ms 0]
 *
 * `--delay-ms` (or OPENAI_STANDIN_DELAY_MS, which `npm start` passes through) answers every
 * completion after a fixed delay, like a real model's latency: `npm run bench:analysis` uses it.
 *
 * Binds 127.0.0.1 only.
 */
import { createServer } from 'node:http';
import { sampleReply } from '../shared/src/testing/demoAiSamples.mjs';
import { argValue, listenStandIn, serveUntilStopped } from './standin-cli.mjs';

const MAX_BODY_BYTES = 2 * 1024 * 1024;

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const openAiError = (message, type = 'invalid_request_error') => ({
  error: { message, type, param: null, code: null },
});

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () =>
      size > MAX_BODY_BYTES ? reject(new Error('Request too large')) : resolve(Buffer.concat(chunks).toString('utf8')),
    );
    req.on('error', reject);
  });
}

function completion(body, content) {
  const promptTokens = Math.ceil(JSON.stringify(body.messages ?? []).length / 4);
  const completionTokens = Math.ceil(content.length / 4);
  return {
    id: `chatcmpl-standin-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? 'gpt-4o-mini',
    system_fingerprint: 'openai-standin',
    choices: [
      { index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content, refusal: null } },
    ],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    },
  };
}

async function handle(req, res, delayMs) {
  const path = new URL(req.url ?? '/', 'http://standin.invalid').pathname;
  if (req.method === 'GET' && (path === '/health' || path === '/v1/models')) {
    send(res, 200, { object: 'list', data: [{ id: 'gpt-4o-mini', object: 'model', owned_by: 'openai-standin' }] });
    return;
  }
  if (req.method !== 'POST' || path !== '/v1/chat/completions') {
    send(res, 404, openAiError(`Unknown request URL: ${req.method} ${path}`));
    return;
  }
  let body;
  try {
    body = JSON.parse(await readBody(req));
  } catch (error) {
    send(res, 400, openAiError(error instanceof Error ? error.message : 'Invalid JSON body'));
    return;
  }
  const reply = sampleReply(body);
  if (!reply) {
    send(res, 400, openAiError("The demo stand-in only knows the gateway's three operations."));
    return;
  }
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  send(res, 200, completion(body, JSON.stringify(reply)));
}

/** Starts the stand-in; `port: 0` picks a free port. Resolves once it listens. */
export function startOpenAiStandIn({ port = 4110, host = '127.0.0.1', delayMs = 0 } = {}) {
  const latency = { ms: delayMs };
  const server = createServer((req, res) => {
    handle(req, res, latency.ms).catch((error) => {
      console.error('[openai-standin] request failed', error);
      if (!res.headersSent) send(res, 500, openAiError('Stand-in failure', 'server_error'));
    });
  });
  return listenStandIn(
    server,
    { port, host, path: '/v1' },
    {
      /** Changes the fixed latency of every later answer (the analysis bench switches it). */
      setDelayMs: (ms) => {
        latency.ms = ms;
      },
    },
  );
}

// Run directly (not imported): no `import.meta` so that jest can load this file as CommonJS.
if (process.argv[1]?.endsWith('openai-standin.mjs')) {
  const port = argValue('--port', Number(process.env.OPENAI_STANDIN_PORT ?? 4110));
  serveUntilStopped('OpenAI stand-in (demo mode)', port, () =>
    startOpenAiStandIn({ port, delayMs: argValue('--delay-ms', Number(process.env.OPENAI_STANDIN_DELAY_MS ?? 0)) }),
  );
}
