import { buildSharedDependencies } from '@snap/shared/federation/sharedDependencies';

/** The host exposes nothing and bakes in no remote URLs: remotes are registered at run time from app-config.json. */
export const federation = {
  name: 'host',
  remotes: {},
  shared: buildSharedDependencies(),
};
