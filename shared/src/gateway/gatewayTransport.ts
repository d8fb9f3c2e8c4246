/** What the gateway client's calls share: the error type, the tries and the pauses between them, timing marks. */
import { AI_CLIENT_MAX_TRIES } from '../constants';
import { abortError } from '../errors/abortable';

const NOT_RETRIED = new Set([400, 401, 403, 404, 405, 413, 415, 422, 429, 504]);

export class AiRequestError extends Error {
  constructor(
    message: string,
    /** HTTP status from the gateway; undefined for network failures. */
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AiRequestError';
  }

  get retryable(): boolean {
    return this.status === undefined || !NOT_RETRIED.has(this.status);
  }
}

export const cancelled = () => abortError('The AI request was cancelled.');

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelled());
    const onAbort = () => {
      clearTimeout(timer);
      reject(cancelled());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface RetryOptions {
  signal?: AbortSignal;
  /** Pause before the next try after `failedTries` failures. */
  retryDelayMs(failedTries: number): number;
}

/**
 * Runs `attempt` until it succeeds, fails for good (anything but a retryable AiRequestError) or
 * has had AI_CLIENT_MAX_TRIES tries, with a pause between tries. An abort stops it at once.
 */
export async function withRetries<T>(attempt: () => Promise<T>, { signal, retryDelayMs }: RetryOptions): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    if (signal?.aborted) throw cancelled();
    try {
      return await attempt();
    } catch (error) {
      if (signal?.aborted) throw cancelled();
      if (!(error instanceof AiRequestError) || !error.retryable || tries >= AI_CLIENT_MAX_TRIES) throw error;
    }
    await pause(retryDelayMs(tries), signal);
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * User Timing marks (`ai:<operation>:sent`, `ai:<operation>:answered`, and `ai:analyze:identified`): what `npm run
 * bench:analysis` reads to split the time to price. A browser without User Timing just skips them.
 */
export function mark(name: string): void {
  globalThis.performance?.mark?.(name);
}

/** The gateway's `{ error: { code, message } }` as an AiRequestError; its message, else the spec's. */
export function errorReply(reply: unknown, status: number, fallback: string): AiRequestError {
  const error = isRecord(reply) && isRecord(reply.error) ? reply.error : {};
  const message = typeof error.message === 'string' && error.message.trim() ? error.message : fallback;
  return new AiRequestError(message, status, typeof error.code === 'string' ? error.code : undefined);
}
