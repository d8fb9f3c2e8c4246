/**
 * The one place the SDK client is built: key, base URL, per-attempt timeout and retries from the
 * gateway's config (one retry by default), never the SDK's own defaults.
 */
import OpenAI from 'openai';
import type { GatewayConfig } from '../config/gatewayConfig';
import { createUpstreamFetch } from './upstreamFetch';

/** Spec §8: the SDK's backoff is capped at 8 s; a longer Retry-After is not worth waiting for. */
export const MAX_RETRY_WAIT_MS = 8_000;

export function createOpenAiClient({ openAi, deadlineMs }: GatewayConfig): OpenAI {
  return new OpenAI({
    apiKey: openAi.apiKey,
    baseURL: openAi.baseURL,
    maxRetries: openAi.maxRetries,
    timeout: openAi.timeoutMs,
    fetch: createUpstreamFetch(Math.min(MAX_RETRY_WAIT_MS, deadlineMs)),
  });
}
