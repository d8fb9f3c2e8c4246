/** Federation options for a remote: name, what it exposes, the shared map and a manifest. */
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { buildCommit } from './buildCommit';
import { buildSharedDependencies } from './sharedDependencies';

type ManifestOptions = Exclude<
  ConstructorParameters<typeof ModuleFederationPlugin>[0]['manifest'],
  boolean | undefined
>;

/**
 * The manifest's `metaData.buildInfo` carries `buildVersion` (the package version) and, added
 * here, `commit`: what the host's version details show for this remote.
 */
export function manifestWithCommit(commit: string): ManifestOptions {
  return {
    additionalData: ({ stats }) => {
      Object.assign(stats.metaData.buildInfo, { commit });
      return stats;
    },
  };
}

export function remoteFederation(name: string, exposes: Record<string, string>) {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: buildSharedDependencies(),
    manifest: manifestWithCommit(buildCommit()),
  };
}
