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

  /**
   * One retry layer: the gateway retries the model once itself, so a failure it answered with its
   * own error code is final here; trying again would multiply the model calls one tap makes. The
   * browser tries again only where the gateway's answer never arrived (network failures, a stream
   * cut short, a 5xx from the platform in front of it) or where no model ran (`auth-unavailable`).
   */
  get retryable(): boolean {
    if (this.status === undefined) return true;
    if (NOT_RETRIED.has(this.status)) return false;
    return this.code === undefined || this.code === 'auth-unavailable';
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

/**
 * The gateway's `{ error: { code, message } }` as an AiRequestError; its message, else the spec's.
 * A limit's refusal says in words how long to wait ("in 4 minutes"); its `retryAfterSeconds` adds
 * the seller's own clock time to that: "… in 4 minutes (at 10:52)."
 */
export function errorReply(reply: unknown, status: number, fallback: string, now = Date.now()): AiRequestError {
  const error = isRecord(reply) && isRecord(reply.error) ? reply.error : {};
  let message = typeof error.message === 'string' && error.message.trim() ? error.message : fallback;
  const wait = error.retryAfterSeconds;
  if (typeof wait === 'number' && Number.isFinite(wait) && wait > 0 && message.endsWith('.'))
    message = `${message.slice(0, -1)} (${clockTime(new Date(now + wait * 1000), new Date(now))}).`;
  return new AiRequestError(message, status, typeof error.code === 'string' ? error.code : undefined);
}

let timeFormat: Intl.DateTimeFormat | undefined;

/** "at 10:52", or "tomorrow at 01:00" past the seller's midnight (a day's limit resets at UTC's). */
export function clockTime(at: Date, now: Date): string {
  timeFormat ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
  const time = timeFormat.format(at);
  return at.toDateString() === now.toDateString() ? `at ${time}` : `tomorrow at ${time}`;
}
