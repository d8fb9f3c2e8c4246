/**
 * Typed failures of an AI call. Each kind is handled differently at the HTTP edge (status code,
 * whether the browser should retry), so they are values with a discriminant, never bare strings.
 * The messages are internal (logs); the browser always gets its operation's spec message.
 */
import { AI_INTERNAL_MESSAGES } from '@snap/shared/contracts';

export type AiFailureKind =
  | 'no-response'
  | 'invalid-format'
  | 'truncated'
  | 'content-filter'
  | 'refusal'
  | 'timeout'
  | 'aborted'
  | 'rate-limited'
  | 'rejected'
  | 'unavailable';

/** For the logs; not @snap/shared's AI_FAILURE_MESSAGES, which the visitor reads. */
const LOG_MESSAGES: Record<AiFailureKind, string> = {
  'no-response': AI_INTERNAL_MESSAGES.noResponse,
  'invalid-format': AI_INTERNAL_MESSAGES.invalidFormat,
  truncated: 'AI reply was cut off at the token limit',
  'content-filter': 'AI reply was blocked by the content filter',
  refusal: 'AI service refused the request',
  timeout: 'AI service timed out',
  aborted: 'AI request was cancelled',
  'rate-limited': 'AI service is rate limiting us',
  rejected: 'AI service rejected the request',
  unavailable: 'AI service is unavailable',
};

export class AiServiceError extends Error {
  constructor(
    readonly kind: AiFailureKind,
    /** Extra detail for the logs only (a refusal text, an upstream status); never sent to the browser. */
    readonly detail?: string,
    options?: { cause?: unknown },
  ) {
    super(LOG_MESSAGES[kind], options);
    this.name = 'AiServiceError';
  }
}

export const isAiServiceError = (error: unknown): error is AiServiceError => error instanceof AiServiceError;
