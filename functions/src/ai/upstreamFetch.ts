/**
 * The fetch the openai SDK uses. Two adjustments, both about the SDK's retry loop:
 * - A Retry-After longer than we are prepared to wait turns into `x-should-retry: false`, so the
 *   SDK fails at once instead of sleeping (the user has long given up, and a sleeping SDK holds
 *   the function instance).
 * - Fetch errors are re-created in this realm: the SDK recognises timeouts by an AbortError
 *   that is `instanceof Error`, which a DOMException from another realm (a test VM) is not.
 * And a retry is paid for before it goes out (upstreamAttempts.ts): the day's budget charged the
 * first attempt; a retry the budget cannot pay for is not sent.
 */
import { RETRY_COUNT_HEADER, upstreamAttempts } from './upstreamAttempts';
export type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** How long the upstream asks us to wait, per the SDK's reading of the headers; null if it does not say. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | null {
  const millis = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(millis)) return millis;
  const header = headers.get('retry-after');
  if (header === null) return null;
  const seconds = Number.parseFloat(header);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isFinite(date) ? date - now : null;
}

function sameRealmError(error: unknown): unknown {
  if (error instanceof Error || typeof error !== 'object' || error === null) return error;
  const { name, message } = error as { name?: unknown; message?: unknown };
  const copy = new Error(typeof message === 'string' ? message : 'fetch failed', { cause: error });
  if (typeof name === 'string') copy.name = name;
  return copy;
}

export function createUpstreamFetch(maxRetryWaitMs: number, baseFetch: Fetch = fetch): Fetch {
  return async (input, init) => {
    const attempts = upstreamAttempts.getStore();
    if (attempts?.beforeRetry && retryCountOf(input, init) > 0) {
      try {
        await attempts.beforeRetry();
      } catch (error) {
        attempts.refusal = error;
        throw error;
      }
    }
    let response: Response;
    try {
      response = await baseFetch(input, init);
    } catch (error) {
      throw sameRealmError(error);
    }
    const wait = retryAfterMs(response.headers);
    if (wait === null || wait <= maxRetryWaitMs) return response;
    const headers = new Headers(response.headers);
    headers.set('x-should-retry', 'false');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}

/** Which attempt of the SDK's this is (0 the first), from its own header. */
function retryCountOf(input: string | URL | Request, init?: RequestInit): number {
  const header =
    new Headers(init?.headers).get(RETRY_COUNT_HEADER) ??
    (input instanceof Request ? input.headers.get(RETRY_COUNT_HEADER) : null);
  return Number(header) || 0;
}
