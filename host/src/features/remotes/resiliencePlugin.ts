/**
 * Federation runtime plugin: the first two of the three failure layers (retry at load, a runtime
 * fallback). The third, the error boundary with Retry, is RemoteModule.
 *
 * Why not @module-federation/retry-plugin (0.17.1), measured against a manifest that fails twice:
 * its fetch path ignores `retryDelay` and always waits 1000 ms between tries (2.08 s to the third
 * try, where this backoff takes 0.3 + 0.6 s); it has no stall timeout, so a manifest request that
 * hangs hangs the route; it logs every retry to the console; and it bundles its own
 * @module-federation/sdk 0.17 beside enhanced's 2.9. Its remoteEntry retry is what Retry in the
 * boundary already does, with the visitor deciding. So the retry stays here, ~30 lines.
 *
 * Two more things the runtime tells only a plugin: which release of each remote the page loaded
 * (loadedReleases.ts, for the version details) and a shared singleton it refused (versionSkew.ts).
 *
 * Deliberately free of shared imports (react, @snap/shared): a runtime plugin that pulls in a shared
 * module crashes start-up (`__webpack_modules__[moduleId] is not a function`).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordLoadedRelease, recordRefusedRelease } from './loadedReleases';
import { describeMismatch, sharedVersionMismatch } from './versionSkew';

export const REMOTE_UNAVAILABLE = 'RemoteUnavailableError';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    options?: { cause?: unknown },
  ) {
    const mismatch = sharedVersionMismatch(options?.cause);
    const why = mismatch ? `: ${describeMismatch(mismatch)}` : '';
    super(`The ${remoteId.split('/')[0]} module could not be loaded${why}`, options);
    this.name = REMOTE_UNAVAILABLE;
  }
}

export interface ResilienceOptions {
  /** Tries for a manifest fetch, the first included. */
  attempts: number;
  /** Abort a manifest fetch that stalls this long. */
  fetchTimeoutMs: number;
  /** Give up on a remoteEntry script that stalls this long. */
  scriptTimeoutMs: number;
  /** Wait before try n (n ≥ 1) is backoffMs * n. */
  backoffMs: number;
}

export const DEFAULT_RESILIENCE: ResilienceOptions = {
  attempts: 3,
  fetchTimeoutMs: 8000,
  scriptTimeoutMs: 10000,
  backoffMs: 300,
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`Timed out after ${timeoutMs} ms: ${url}`)), timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal, cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    return response;
  } finally {
    clearTimeout(timer);
  }
}

export async function fetchWithRetry(url: string, init: RequestInit, options: ResilienceOptions): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt < options.attempts; attempt += 1) {
    if (attempt > 0) await wait(options.backoffMs * attempt);
    try {
      return await fetchWithTimeout(url, init, options.fetchTimeoutMs);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** A module whose component throws at render, so the route's error boundary shows the fallback. */
export function unavailableModule(id: string, cause: unknown) {
  const error = new RemoteUnavailableError(id, { cause });
  const Unavailable = (): never => {
    throw error;
  };
  // `error` lets RemoteModule tell a chunk gone with a deploy from a remote that is down.
  return { default: Unavailable, __remoteUnavailable: true, error };
}

export function resiliencePlugin(options: ResilienceOptions = DEFAULT_RESILIENCE): ModuleFederationRuntimePlugin {
  return {
    name: 'snap-remote-resilience',
    fetch(url, init) {
      return fetchWithRetry(url, init, options);
    },
    createScript() {
      return { timeout: options.scriptTimeoutMs };
    },
    afterLoadManifest(args) {
      // What the version details show as running in this page (loadedReleases.ts).
      if (args.manifestJson) recordLoadedRelease(args.moduleInfo.name, args.manifestJson);
    },
    errorLoadRemote({ id, error, lifecycle }) {
      // Its manifest loaded, its code did not: the version details must not call it running.
      if (sharedVersionMismatch(error)) recordRefusedRelease(id.split('/')[0]);
      // Only 'onLoad' may return a module; at 'afterResolve' a return value is read as a manifest.
      if (lifecycle === 'onLoad') return unavailableModule(id, error);
      return undefined;
    },
  };
}
