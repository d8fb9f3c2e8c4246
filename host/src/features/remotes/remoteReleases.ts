/**
 * Each remote's release for the version details: the one this page runs when it has loaded the
 * remote (loadedReleases.ts), or refused when its code needs a newer page (version skew), else the
 * one its manifest announces now (deployed, not yet opened here), else unreachable. Read only when
 * the visitor opens the details.
 */
import { REMOTE_NAMES, type AppConfig, type RemoteName } from '@snap/shared';
import { isRefusedRelease, loadedRelease, releaseOf, type Release } from './loadedReleases';

export type ReleaseState = 'running' | 'refused' | 'deployed' | 'unreachable';

export interface ModuleRelease {
  /** 'remote_capture', or 'host' for the shell itself. */
  name: RemoteName | 'host';
  state: ReleaseState;
  release?: Release;
}

async function fetchRelease(manifestUrl: string): Promise<Release | undefined> {
  const reply = await fetch(manifestUrl, { cache: 'no-cache' });
  return reply.ok ? releaseOf(await reply.json()) : undefined;
}

async function remoteRelease(
  name: RemoteName,
  manifestUrl: string,
  fetchManifest: typeof fetchRelease,
): Promise<ModuleRelease> {
  const running = loadedRelease(name);
  if (running) return { name, state: isRefusedRelease(name) ? 'refused' : 'running', release: running };
  const deployed = await fetchManifest(manifestUrl).catch(() => undefined);
  return deployed ? { name, state: 'deployed', release: deployed } : { name, state: 'unreachable' };
}

export function remoteReleases(remotes: AppConfig['remotes'], fetchManifest = fetchRelease): Promise<ModuleRelease[]> {
  return Promise.all(REMOTE_NAMES.map((name) => remoteRelease(name, remotes[name], fetchManifest)));
}
