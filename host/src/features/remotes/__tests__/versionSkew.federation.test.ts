/**
 * @jest-environment node
 *
 * Version skew on real federation instances: a host that has loaded its React, and a remote
 * that joins its share scope (as remoteEntry.js does when the host initialises it) asking for
 * React with the range and strictVersion our build writes (shared/federation/sharedDependencies.ts).
 * The runtime's own semver check decides; resiliencePlugin turns a refusal into the fallback.
 */
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { compatibleRange } from '@snap/shared/federation/sharedDependencies';
import { forgetLoadedReleases, isRefusedRelease } from '../loadedReleases';
import { resiliencePlugin, REMOTE_UNAVAILABLE } from '../resiliencePlugin';
import { sharedVersionMismatch } from '../versionSkew';

const HOST_REACT = '19.3.1';
const fast = { attempts: 1, fetchTimeoutMs: 300, scriptTimeoutMs: 1000, backoffMs: 10 };
const hostReact = { version: HOST_REACT };

function singleton(version: string, lib: () => unknown) {
  return {
    version,
    get: async () => lib,
    shareConfig: { singleton: true, strictVersion: true, requiredVersion: compatibleRange(version) },
  };
}

/** A remote built against `reactVersion`: its container joins the host's share scope and its screen imports React. */
function remoteBuiltWith(name: string, reactVersion: string, ownReactLoaded: jest.Mock): ModuleFederationRuntimePlugin {
  return {
    name: `container-of-${name}`,
    loadEntry: async () => {
      const remote = createInstance({
        name,
        remotes: [],
        shareStrategy: 'loaded-first',
        shared: { react: singleton(reactVersion, ownReactLoaded) },
      });
      return {
        init: async (shareScope: Record<string, unknown>) => {
          remote.initShareScopeMap('default', shareScope as never);
          await Promise.all(remote.initializeSharing('default'));
        },
        // The screen module's factory: evaluating it resolves its `import 'react'` in the share scope.
        get: () => async () => {
          const react = await remote.loadShare<() => unknown>('react');
          return { default: () => (react ? react() : undefined) };
        },
      };
    },
  };
}

async function hostLoading(remote: string, reactVersion: string) {
  const ownReactLoaded = jest.fn(() => ({ version: reactVersion }));
  const host = createInstance({
    name: `host_for_${remote}`,
    remotes: [{ name: remote, entry: `http://127.0.0.1:1/${remote}/remoteEntry.js` }],
    shareStrategy: 'loaded-first',
    shared: { react: singleton(HOST_REACT, () => hostReact) },
    plugins: [resiliencePlugin(fast), remoteBuiltWith(remote, reactVersion, ownReactLoaded)],
  });
  // The host renders with its React before any remote is asked for.
  await host.loadShare('react');
  const module = await host.loadRemote<{ default: () => unknown; error?: Error }>(`${remote}/Screen`);
  return { module, ownReactLoaded };
}

afterEach(forgetLoadedReleases);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a remote built against another React than the host has', () => {
  it.each(['19.3.2', '19.9.0'])('loads on the host’s React when built against %s (same major)', async (version) => {
    const { module, ownReactLoaded } = await hostLoading(`remote_newer_${version.replace(/\./g, '_')}`, version);
    expect(module?.default()).toBe(hostReact);
    expect(ownReactLoaded).not.toHaveBeenCalled();
    expect(isRefusedRelease(`remote_newer_${version.replace(/\./g, '_')}`)).toBe(false);
  });

  it('built against React 20: shows its fallback, naming the mismatch, and never loads a second React', async () => {
    const { module, ownReactLoaded } = await hostLoading('remote_next_major', '20.0.0');
    expect(module).toMatchObject({ __remoteUnavailable: true });
    expect(() => module?.default()).toThrow(
      expect.objectContaining({
        name: REMOTE_UNAVAILABLE,
        message:
          'The remote_next_major module could not be loaded: remote_next_major needs react ^20.0.0; this page has 19.3.1',
      }),
    );
    expect(sharedVersionMismatch(module?.error)).toEqual({
      module: 'react',
      found: '19.3.1',
      app: 'remote_next_major',
      required: '^20.0.0',
    });
    expect(ownReactLoaded).not.toHaveBeenCalled();
    // The version details say it is not running, though its manifest loaded.
    expect(isRefusedRelease('remote_next_major')).toBe(true);
  });
});
