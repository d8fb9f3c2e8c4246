/**
 * Runs one chat completion through the real openai SDK. The SDK owns retries (maxRetries 2,
 * exponential backoff from 0.5 s capped at 8 s, Retry-After honoured) and the per-attempt
 * timeout; this adds a deadline for the whole operation, because the SDK sleeps for whatever
 * Retry-After says and a phone user will not wait a minute.
 */
import { AI_MODEL } from '@snap/shared/contracts';
import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import { AiServiceError } from './aiErrors';
import { readCompletionJson } from './readCompletion';
import { toAiServiceError } from './upstreamErrors';

export interface AiRequest {
  messages: ChatCompletionMessageParam[];
  maxTokens: number;
  responseFormat: ResponseFormatJSONSchema;
}

/** Resolves to the JSON object the model produced; rejects with an AiServiceError. */
export type AiRunner = (request: AiRequest, signal?: AbortSignal) => Promise<unknown>;

export function createAiRunner(client: OpenAI, { deadlineMs }: { deadlineMs: number }): AiRunner {
  return async (request, signal) => {
    const controller = new AbortController();
    const stop = (kind: 'timeout' | 'aborted') => {
      controller.abort();
      return new AiServiceError(kind);
    };
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const cutOff = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(stop('timeout')), deadlineMs);
      onAbort = () => reject(stop('aborted'));
      if (signal?.aborted) onAbort();
      else signal?.addEventListener('abort', onAbort, { once: true });
    });
    const call = client.chat.completions.create(
      {
        model: AI_MODEL,
        messages: request.messages,
        max_tokens: request.maxTokens,
        response_format: request.responseFormat,
      },
      { signal: controller.signal },
    );
    try {
      return readCompletionJson(await Promise.race([call, cutOff]));
    } catch (error) {
      throw toAiServiceError(error);
    } finally {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
  };
}
