/**
 * Which requests the service worker caches, and how (pure, so Jest checks them without a worker).
 *
 * - The host's own build is precached (sw.ts): the shell paints from the cache on a repeat visit.
 * - A remote's entry points (mf-manifest.json, remoteEntry.js) and the deploy-time app-config.json
 *   are NETWORK-FIRST: online, the newest always wins, so a new host never runs against a stale
 *   remote entry; the cached copy is only for when there is no network at all.
 * - A remote's content-hashed files (chunks, styles, images) never change under their name: CACHE-
 *   FIRST, bounded, so each remote a visitor has opened works offline afterwards.
 * - A remote's files are asked for with CORS, also for a <script> tag, and each is kept once
 *   whatever its query string (runtimeCachePlugin). Only a success is kept: an error answer would
 *   be served again offline, and an opaque one (status 0) cannot tell.
 */
import type { StrategyOptions } from 'workbox-strategies';

/** Entry points whose content changes under the same name on every deploy. */
const ENTRY_POINT = /\/(?:mf-manifest\.json|remoteEntry\.js|app-config\.json)$/;

/** `[name].[contenthash:10].js` and `assets/[name].[contenthash:10][ext]` (shared/federation/createAppConfig.ts). */
const CONTENT_HASHED = /\.[0-9a-f]{10}\.(?:js|mjs|css|jpe?g|png|webp|svg|woff2?)$/;

/**
 * Firebase Hosting's reserved paths (`/__/auth/handler`, `/__/auth/iframe`, `/__/firebase/init.json`):
 * with the site's own domain as `authDomain` (docs/auth.md), a redirect sign-in comes back through
 * `/__/auth/handler` here. The navigation routes leave them to the network, where Hosting answers;
 * the app's shell in their place would break the sign-in.
 */
export const FIREBASE_RESERVED_PATHS = [/^\/__\//];

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

/** What a response shows of itself: enough to decide whether it may be kept. */
export type ResponseFacts = Pick<Response, 'ok' | 'status' | 'type'>;

/**
 * Only a success (2xx) is kept. A 404 or 500 kept would be served again offline, and under a
 * hashed name for as long as the cache keeps it. An opaque response (status 0) shows no status at
 * all, so it is never kept: the worker asks a remote with CORS instead (corsForRemote). Cache.put
 * refuses partial content (206).
 */
export function shouldCache(response: ResponseFacts): boolean {
  return response.ok && response.type !== 'opaque' && response.status !== 206;
}

/**
 * A <script> tag (the federation runtime's remoteEntry.js, a remote's chunks) or a worker's
 * importScripts asks another origin without CORS, and gets an opaque answer whose status it cannot
 * read: an error page would look like the script. The remotes answer CORS to the host
 * (firebase.json, scripts/serve-static.mjs), as the federation runtime's own fetch of their
 * mf-manifest.json already needs, so the worker asks them with CORS and sees the status. A page
 * may take a CORS answer to a request it made without CORS.
 */
export function corsForRemote(request: Request, origin: string): Request {
  if (request.mode !== 'no-cors' || new URL(request.url).origin === origin) return request;
  return new Request(request, { mode: 'cors', credentials: 'omit' });
}

/**
 * One copy per file, whatever query string it was asked with (a cache-busting `?v=`): the copy
 * kept online is the one an offline request for the same file finds.
 */
export function cacheKeyOf(url: string): string {
  const key = new URL(url);
  key.search = '';
  key.hash = '';
  return key.href;
}

type RuntimeCachePlugin = NonNullable<StrategyOptions['plugins']>[number];

/** The rules above, for the strategies of the entry points and the remotes' hashed files (sw.ts). */
export function runtimeCachePlugin(origin: string): RuntimeCachePlugin {
  return {
    requestWillFetch: async ({ request }) => corsForRemote(request, origin),
    cacheWillUpdate: async ({ response }) => (shouldCache(response) ? response : null),
    cacheKeyWillBeUsed: async ({ request }) => cacheKeyOf(request.url),
    // A copy an earlier worker kept without a readable status (opaque: maybe an error page) is not
    // served while the network can answer; the file is fetched again and the copy replaced. Only
    // when the network fails is it served, as nothing else can be.
    cachedResponseWillBeUsed: async ({ cachedResponse, state }) => {
      if (!cachedResponse || shouldCache(cachedResponse)) return cachedResponse;
      if (state) state.unreadable = cachedResponse;
      return null;
    },
    handlerDidError: async ({ state }) => state?.unreadable as Response | undefined,
  };
}

/** Bounds of the remotes' chunk cache: a few deploys of three remotes, then the oldest go. */
export const REMOTE_ASSETS_MAX_ENTRIES = 150;
export const REMOTE_ASSETS_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const CACHE_NAMES = {
  entryPoints: 'entry-points',
  remoteAssets: 'remote-assets',
} as const;
