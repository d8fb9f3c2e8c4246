/**
 * Errors that become a JSON error reply: `{ error: { code, message, ...details } }` with a 4xx/5xx
 * status. `message` is always text a person can read; no stack or upstream detail ever leaves the
 * gateway. `details` are facts for the browser (a 429's `retryAfterSeconds`).
 */
import { AiServiceError, type AiFailureKind } from '../ai/aiErrors';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * Status per AI failure. 422 marks failures that the same input would hit again (the browser
 * does not retry those); 502/503/504 are upstream trouble worth another try.
 */
const AI_FAILURE_STATUS: Record<AiFailureKind, number> = {
  'no-response': 502,
  'invalid-format': 502,
  truncated: 502,
  'content-filter': 422,
  refusal: 422,
  rejected: 422,
  timeout: 504,
  aborted: 499,
  'rate-limited': 503,
  unavailable: 502,
};

/** The spec's user-facing message stays the operation's own, whatever went wrong upstream. */
export function aiFailureToHttp(error: AiServiceError, userMessage: string): HttpError {
  return new HttpError(AI_FAILURE_STATUS[error.kind], `ai-${error.kind}`, userMessage);
}

export const INTERNAL_ERROR = () => new HttpError(500, 'internal', 'Something went wrong. Please try again.');
