import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type AppConfig } from '@snap/shared';
import { resiliencePlugin } from './resiliencePlugin';
import { rememberRemoteEntries } from './staleRelease';

/** Registers each remote's manifest URL from the deploy-time config; nothing is fetched until a route needs it. */
export function registerRemotesFromConfig(config: AppConfig): void {
  registerPlugins([resiliencePlugin()]);
  rememberRemoteEntries(config.remotes);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}
