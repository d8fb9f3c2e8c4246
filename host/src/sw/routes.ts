/**
 * Which requests the service worker caches, and how (pure, so Jest checks them without a worker).
 *
 * - The host's own build is precached (sw.ts): the shell paints from the cache on a repeat visit.
 * - A remote's entry points (mf-manifest.json, remoteEntry.js) and the deploy-time app-config.json
 *   are NETWORK-FIRST: online, the newest always wins, so a new host never runs against a stale
 *   remote entry; the cached copy is only for when there is no network at all.
 * - A remote's content-hashed files (chunks, styles, images) never change under their name: CACHE-
 *   FIRST, bounded, so each remote a visitor has opened works offline afterwards.
 */

/** Entry points whose content changes under the same name on every deploy. */
const ENTRY_POINT = /\/(?:mf-manifest\.json|remoteEntry\.js|app-config\.json)$/;

/** `[name].[contenthash:10].js` and `assets/[name].[contenthash:10][ext]` (shared/federation/createAppConfig.ts). */
const CONTENT_HASHED = /\.[0-9a-f]{10}\.(?:js|mjs|css|jpe?g|png|webp|svg|woff2?)$/;

export interface RequestFacts {
  url: URL;
  /** The service worker's own origin (the host's). */
  origin: string;
  method: string;
}

export function isEntryPoint({ url, method }: RequestFacts): boolean {
  return method === 'GET' && /^https?:$/.test(url.protocol) && ENTRY_POINT.test(url.pathname);
}

/** A hashed file of another origin (a remote's); the host's own are precached instead. */
export function isRemoteHashedAsset({ url, origin, method }: RequestFacts): boolean {
  return (
    method === 'GET' && /^https?:$/.test(url.protocol) && url.origin !== origin && CONTENT_HASHED.test(url.pathname)
  );
}

/** Bounds of the remotes' chunk cache: a few deploys of three remotes, then the oldest go. */
export const REMOTE_ASSETS_MAX_ENTRIES = 150;
export const REMOTE_ASSETS_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const CACHE_NAMES = {
  entryPoints: 'entry-points',
  remoteAssets: 'remote-assets',
} as const;
