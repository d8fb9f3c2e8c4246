/**
 * Helpers for the PWA suite: waiting for the service worker, and for the caches one visit fills
 * (host/src/sw/routes.ts names them), so "offline after one visit" is tested once that visit is done.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { stackPorts } from './stack';

export const captureOrigin = () => `http://127.0.0.1:${stackPorts().remote_capture}`;

/** The state of the registration's active worker, once there is one ('activated' when ready). */
export function activeWorkerState(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
}

/** Whether a service worker controls the page: its requests go through the worker's routes. */
export function isControlled(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

/** The URLs kept in one Cache Storage cache of the page's origin. */
export function cachedUrls(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((request) => request.url);
  }, cacheName);
}

/**
 * Waits until the worker is active and holds the capture remote's manifest and remoteEntry.js, its
 * chunks, and the image pipeline's pieces /camera fetches once the worker is active (useOfflineReadiness).
 */
export async function waitForCaptureCached(page: Page): Promise<void> {
  await expect.poll(() => activeWorkerState(page)).toBe('activated');
  await expect
    .poll(async () => {
      const entries = await cachedUrls(page, 'entry-points');
      return ['/mf-manifest.json', '/remoteEntry.js'].every((path) => entries.includes(`${captureOrigin()}${path}`));
    })
    .toBe(true);
  await expect
    .poll(async () => {
      const remote = (await cachedUrls(page, 'remote-assets')).filter((url) => url.startsWith(captureOrigin()));
      return (
        ['/assets/compress-worker.', '/capture-main-thread-pipeline.'].every((piece) =>
          remote.some((url) => url.includes(piece)),
        ) && remote.length > 3
      );
    })
    .toBe(true);
}

/**
 * Reloads the page with the connection off, as a phone opening it offline. Debian's Chromium 150
 * (on some of these machines; 156 on others) then says navigator.onLine is true in the reloaded
 * page, although its requests fail: the emulated offline state is not handed to the new document.
 * Setting it again once the page has loaded gives the page what a phone offline has.
 */
export async function reloadOffline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await page.reload();
  await tellPageOffline(page, context);
}

/**
 * After a page opened with the connection off: sets it off again so the page's navigator.onLine
 * says so too (Chromium hands a new document `true`, see reloadOffline). Call it once the page has
 * shown what must open offline: the connection is on for a moment.
 */
export async function tellPageOffline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}
