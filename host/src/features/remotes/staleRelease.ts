/**
 * A page opened before a remote's deploy can ask for a chunk the new release no longer has (the
 * deploy carries the last releases' chunks, scripts/deploy/release.mjs, but not forever). The
 * bundler then throws a ChunkLoadError, possibly wrapped by the federation runtime or by
 * resiliencePlugin's RemoteUnavailableError. The cure is the remote's current manifest, not Retry.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppConfig, ExposedModule, ExposedModuleId, RemoteName } from '@snap/shared';
import { loadExposed } from './loadExposed';

const CHUNK_MISSING = /Loading (CSS )?chunk \S+ failed|ChunkLoadError/i;

/** True when `error` or one of its causes says a chunk of the remote could not be loaded. */
export function isMissingChunk(error: unknown): boolean {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth += 1) {
    if (at.name === 'ChunkLoadError' || CHUNK_MISSING.test(at.message)) return true;
  }
  return false;
}

let entries: Partial<Record<RemoteName, string>> = {};

/** Remembers each remote's manifest URL (registerRemotesFromConfig) for a later refresh. */
export function rememberRemoteEntries(remotes: AppConfig['remotes']): void {
  entries = { ...remotes };
}

/**
 * Forgets the loaded copy of the remote that `id` belongs to, so the next loadRemote fetches its
 * manifest and remoteEntry again and loads the chunks of its current release.
 */
export function refreshRemote(id: ExposedModuleId): void {
  const name = id.split('/')[0] as RemoteName;
  const entry = entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** resiliencePlugin's stand-in module for a remote that failed carries the failure. */
const failureOf = (module: unknown): unknown =>
  typeof module === 'object' && module !== null && '__remoteUnavailable' in module
    ? (module as { error?: unknown }).error
    : undefined;

/**
 * Loads an exposed module; when a chunk of it went with a deploy, reloads the remote from its
 * current manifest once and loads it again. Any other failure, or a second one, goes on to the
 * RetryBoundary's fallback.
 */
export async function loadCurrentRelease<P>(id: ExposedModuleId): Promise<ExposedModule<P>> {
  try {
    const module = await loadExposed<P>(id);
    if (!isMissingChunk(failureOf(module))) return module;
  } catch (error) {
    if (!isMissingChunk(error)) throw error;
  }
  refreshRemote(id);
  return loadExposed<P>(id);
}
