/** Maps what the openai SDK throws (after its own retries) onto the gateway's typed failures. */
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, RateLimitError } from 'openai';
import { AiServiceError } from './aiErrors';

export function toAiServiceError(error: unknown): AiServiceError {
  if (error instanceof AiServiceError) return error;
  const cause = { cause: error };
  // Subclasses before their parents: a timeout is a connection error, an abort is an APIError.
  if (error instanceof APIConnectionTimeoutError) return new AiServiceError('timeout', undefined, cause);
  if (error instanceof APIUserAbortError) return new AiServiceError('aborted', undefined, cause);
  if (error instanceof APIConnectionError) return new AiServiceError('unavailable', error.message, cause);
  if (error instanceof RateLimitError) return new AiServiceError('rate-limited', error.message, cause);
  if (error instanceof APIError) {
    // 400/404/422: the upstream will refuse this exact request again (e.g. an image it cannot
    // decode). 401/403 mean our key is wrong: a server problem, never reported as the user's 401.
    const rejected = error.status === 400 || error.status === 404 || error.status === 422;
    return new AiServiceError(
      rejected ? 'rejected' : 'unavailable',
      `upstream ${error.status}: ${error.message}`,
      cause,
    );
  }
  return new AiServiceError('unavailable', error instanceof Error ? error.message : String(error), cause);
}
