/**
 * Registers the service worker (host/src/sw/sw.ts) after the first paint, in production builds
 * only: `npm run dev` and its e2e run without one (and drop one left over from a production run
 * on the same port, or it would keep serving that build's shell).
 *
 * On a visit the worker does not control yet (the first one, or a hard reload), the page was
 * loaded past it: once the worker is active, the page hands it the URLs it loaded, and as the
 * visitor moves on, the ones loaded later (Workbox's CACHE_URLS message), so the remotes this
 * visit used are cached by the worker's own rules and the next visit opens offline.
 */

/** The parts of the browser this uses, so tests can stand in for them. */
export interface ServiceWorkerEnvironment {
  serviceWorker: Pick<ServiceWorkerContainer, 'register' | 'ready' | 'controller' | 'getRegistrations'> | undefined;
  /** URLs of what the page has loaded so far, and a way to hear of the ones it loads later. */
  loadedUrls(): string[];
  onLoaded(listener: (urls: string[]) => void): void;
}

export const SERVICE_WORKER_URL = '/sw.js';

export async function registerServiceWorker(env: ServiceWorkerEnvironment): Promise<void> {
  const container = env.serviceWorker;
  if (!container) return;
  const uncontrolled = !container.controller;
  await container.register(SERVICE_WORKER_URL, { scope: '/' });
  if (!uncontrolled) return;
  const registration = await container.ready;
  const send = (urlsToCache: string[]) => {
    if (urlsToCache.length > 0) registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
  };
  send(env.loadedUrls());
  env.onLoaded(send);
}

export async function unregisterServiceWorkers(env: Pick<ServiceWorkerEnvironment, 'serviceWorker'>): Promise<void> {
  const registrations = (await env.serviceWorker?.getRegistrations()) ?? [];
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

/** Resource timing: what the page loaded, and what it loads from now on. Only http(s) URLs. */
export function browserEnvironment(): ServiceWorkerEnvironment {
  const httpOnly = (entries: PerformanceEntryList) =>
    entries.map((entry) => entry.name).filter((name) => /^https?:/.test(name));
  return {
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    loadedUrls: () => httpOnly(performance.getEntriesByType('resource')),
    onLoaded: (listener) => {
      if (typeof PerformanceObserver === 'undefined') return;
      new PerformanceObserver((list) => listener(httpOnly(list.getEntries()))).observe({ type: 'resource' });
    },
  };
}

/** After the page's load event and an idle moment: the worker's install never competes with the first paint. */
export function afterFirstPaint(run: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => run(), { timeout: 5_000 })
      : setTimeout(run, 1_000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** The production build registers the worker; any other build removes one it finds. */
export function setUpServiceWorker(production = process.env.NODE_ENV === 'production'): void {
  const env = browserEnvironment();
  if (!env.serviceWorker) return;
  afterFirstPaint(() => {
    const work = production ? registerServiceWorker(env) : unregisterServiceWorkers(env);
    work.catch((error: unknown) => console.warn('Service worker setup failed; the app works without it', error));
  });
}
