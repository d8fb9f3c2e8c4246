/** Federation options for a remote: name, what it exposes, the shared map and a manifest. */
import { buildSharedDependencies } from './sharedDependencies';

export function remoteFederation(name: string, exposes: Record<string, string>) {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: buildSharedDependencies(),
    manifest: true,
  };
}
