/**
 * Runs one chat completion through the real openai SDK. The SDK owns retries (maxRetries, exponential
 * backoff from 0.5 s capped at 8 s, Retry-After honoured) and the per-attempt timeout; this ends
 * the call when the caller's budget runs out, because the SDK sleeps for whatever Retry-After says
 * and a request has one deadline for all its model calls (the handler hands out the budgets).
 */
import { AI_MODEL } from '@snap/shared/contracts';
import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import { AiServiceError } from './aiErrors';
import { readCompletionJson } from './readCompletion';
import { upstreamAttempts, type UpstreamAttempts } from './upstreamAttempts';
import { toAiServiceError } from './upstreamErrors';

export interface AiRequest {
  messages: ChatCompletionMessageParam[];
  maxTokens: number;
  responseFormat: ResponseFormatJSONSchema;
}

export interface AiRunOptions {
  /** How long this call may take, retries included; at 0 it fails as a timeout without calling. */
  budgetMs: number;
  /** The browser went away. */
  signal?: AbortSignal;
  /** Pays for the SDK's retry before it goes out; a throw keeps it from going out and fails the call with it. */
  beforeRetry?: () => Promise<void>;
}

/** Resolves to the JSON object the model produced; rejects with an AiServiceError. */
export type AiRunner = (request: AiRequest, options: AiRunOptions) => Promise<unknown>;

export function createAiRunner(client: OpenAI): AiRunner {
  return async (request, { budgetMs, signal, beforeRetry }) => {
    if (budgetMs <= 0) throw new AiServiceError('timeout', 'no time left before the deadline');
    const controller = new AbortController();
    const stop = (kind: 'timeout' | 'aborted') => {
      controller.abort();
      return new AiServiceError(kind);
    };
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const cutOff = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(stop('timeout')), budgetMs);
      onAbort = () => reject(stop('aborted'));
      if (signal?.aborted) onAbort();
      else signal?.addEventListener('abort', onAbort, { once: true });
    });
    const attempts: UpstreamAttempts = { beforeRetry };
    const call = upstreamAttempts.run(attempts, () =>
      client.chat.completions.create(
        {
          model: AI_MODEL,
          messages: request.messages,
          max_tokens: request.maxTokens,
          response_format: request.responseFormat,
        },
        { signal: controller.signal },
      ),
    );
    try {
      return readCompletionJson(await Promise.race([call, cutOff]));
    } catch (error) {
      if (attempts.refusal !== undefined) throw attempts.refusal;
      throw toAiServiceError(error);
    } finally {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
  };
}
