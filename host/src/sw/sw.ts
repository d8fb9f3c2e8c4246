/**
 * The host's service worker (Workbox). Built on its own after the host (scripts/pwa/), which
 * injects the precache list of the host's build into `self.__WB_MANIFEST`. Caching rules: routes.ts.
 *
 * Updates: no skipWaiting/clientsClaim. A new worker installs in the background and takes over on
 * the next visit, so a session never switches builds under a visitor's feet.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { SHARE_TARGET_ACTION, SHARED_PHOTO_CACHE } from '@snap/shared/pwa';
import { EARLY_CAPTURE_PATH } from '../features/early-capture/earlyCaptureMarkup';
import {
  CACHE_NAMES,
  FIREBASE_RESERVED_PATHS,
  REMOTE_ASSETS_MAX_AGE_SECONDS,
  REMOTE_ASSETS_MAX_ENTRIES,
  isEntryPoint,
  isRemoteHashedAsset,
  runtimeCachePlugin,
} from './routes';
import { receiveSharedPhoto } from './shareTarget';

interface ServiceWorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
}

// Written out as `self.__WB_MANIFEST`: that exact text is where injectManifest puts the list.
const origin = (self as unknown as ServiceWorkerScope).location.origin;

precacheAndRoute((self as unknown as ServiceWorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();

// Every client-side route opens from the precache, so it opens offline: `/` is its prerendered
// page (index.html), /camera its page with the early camera screen (camera.html), every other
// route the plain page (200.html; host/prerender/PrerenderPlugin.ts). Firebase's reserved /__/ paths
// (the redirect sign-in's handler) are not the app's: they go to the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { allowlist: [/^\/$/] }));
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/camera.html'), {
    allowlist: [new RegExp(`^${EARLY_CAPTURE_PATH}/?(\\?|$)`)],
  }),
);
registerRoute(new NavigationRoute(createHandlerBoundToURL('/200.html'), { denylist: FIREBASE_RESERVED_PATHS }));

// Both runtime caches: a remote's files asked for with CORS, only a success kept, one copy per file.
const runtimeCache = runtimeCachePlugin(origin);

registerRoute(
  ({ url, request }) => isEntryPoint({ url, origin, method: request.method }),
  new NetworkFirst({ cacheName: CACHE_NAMES.entryPoints, plugins: [runtimeCache] }),
);

registerRoute(
  ({ url, request }) => isRemoteHashedAsset({ url, origin, method: request.method }),
  new CacheFirst({
    cacheName: CACHE_NAMES.remoteAssets,
    plugins: [
      runtimeCache,
      new ExpirationPlugin({
        maxEntries: REMOTE_ASSETS_MAX_ENTRIES,
        maxAgeSeconds: REMOTE_ASSETS_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  ({ url }) => url.origin === origin && url.pathname === SHARE_TARGET_ACTION,
  ({ request }) => receiveSharedPhoto(request, () => caches.open(SHARED_PHOTO_CACHE), origin),
  'POST',
);
