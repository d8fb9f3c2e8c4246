/**
 * What one model call's attempts need to know inside the SDK's fetch: how to pay for a retry before
 * it goes out. The SDK retries on its own (maxRetries), with no hook of its own; its fetch runs in
 * the async context of the call, so the runner puts the call's hook there (AsyncLocalStorage) and
 * the fetch (upstreamFetch.ts) asks it before any attempt after the first.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface UpstreamAttempts {
  /** Pays for a retry (the day's budget); throws to keep it from going out. */
  beforeRetry?: () => Promise<void>;
  /** What beforeRetry threw: the call fails with it, not with the SDK's connection error. */
  refusal?: unknown;
}

export const upstreamAttempts = new AsyncLocalStorage<UpstreamAttempts>();

/** The SDK numbers its attempts in this header: 0 for the first, 1 for its retry. */
export const RETRY_COUNT_HEADER = 'x-stainless-retry-count';
