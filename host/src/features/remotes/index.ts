/**
 * The host's remotes, as the rest of the host uses them: a route or a dialog whose screen lives in
 * a remote (loaded at run time, retried, with its fallback), their warm-up on intent, their
 * registration from app-config.json and their releases for Version details.
 */
export { RemoteDialog, type RemoteDialogProps } from './RemoteDialog';
export type { RemoteDialogWords } from './RemoteDialogFallback';
export { RemoteRoute, type RemoteRouteProps } from './RemoteRoute';
export { RouteLoading, type RouteLoadingProps } from './RouteLoading';
export { registerRemotesFromConfig } from './registerRemotes';
export { remoteReleases, type ModuleRelease, type ReleaseState } from './remoteReleases';
export { warmOnIntent, warmRemote } from './warmRemote';
