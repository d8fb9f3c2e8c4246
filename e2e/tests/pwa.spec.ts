/**
 * The installable, offline-ready PWA: the manifest, the Workbox service worker, pages
 * opening offline after one visit, an analysis that waits for the connection, and the Web Share
 * Target. The rest of the suite blocks service workers (playwright.config.ts); this file allows them.
 */
import { test, expect } from '../support/fixtures';
import { choosePhoto, expectCameraScreen, expectResults, fixturePath } from '../support/capture';
import {
  activeWorkerState,
  cachedUrls,
  isControlled,
  reloadOffline,
  tellPageOffline,
  waitForCaptureCached,
} from '../support/pwa';

test.use({ serviceWorkers: 'allow' });

/** Width and height from a PNG's IHDR chunk (and a check that it is one). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('PWA', () => {
  test('the page links a valid web app manifest with real PNG icons, a small PNG favicon and a POST share target for images', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
      share_target: {
        action: string;
        method: string;
        enctype: string;
        params: { files: { name: string; accept: string[] }[] };
      };
    };
    expect(manifest).toMatchObject({
      name: 'Snap. Price. Sell.',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: '#4f46e5',
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await image.body())).toEqual({ width, height });
    }
    // The favicon is a small PNG too: Chromium decodes a favicon on the page's main thread, and an
    // SVG one builds a whole SVG document there, a 45–70 ms task on a throttled phone.
    const favicon = page.locator('link[rel="icon"]');
    await expect(favicon).toHaveAttribute('type', 'image/png');
    await expect(favicon).toHaveAttribute('sizes', '48x48');
    const faviconImage = await request.get((await favicon.getAttribute('href'))!);
    expect(faviconImage.headers()['content-type']).toBe('image/png');
    expect(pngSize(await faviconImage.body())).toEqual({ width: 48, height: 48 });
    expect(manifest.share_target).toEqual({
      action: '/share-target',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { files: [{ name: 'photos', accept: ['image/*'] }] },
    });
  });

  test('a service worker becomes active, and / and /camera open offline after one visit', async ({
    page,
    context,
    consoleLog,
  }) => {
    await page.goto('/camera');
    await expectCameraScreen(page);
    await waitForCaptureCached(page);
    expect(await activeWorkerState(page)).toBe('activated');
    // The host's own build is precached: its entry script among Workbox's precache.
    expect((await page.evaluate(() => caches.keys())).some((name) => name.startsWith('workbox-precache'))).toBe(true);

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
    await page.goto('/camera');
    await expectCameraScreen(page);
    await expect(page.getByRole('button', { name: 'Take Photo', exact: true })).toBeEnabled();
    // Service worker fetch failures while offline are the network's; the app itself ran clean.
    expect(
      consoleLog.errors.filter(
        (text) => !/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/.test(text),
      ),
    ).toEqual([]);
  });

  // From / the capture remote loads only when the visitor taps through, after the worker may have
  // taken over: its remoteEntry.js then comes through a <script> tag, and must be kept all the same.
  for (const visit of [
    { name: 'a first visit', controlled: false },
    { name: 'a visit the service worker controls', controlled: true },
  ]) {
    test(`after ${visit.name} that went from / to /camera by its link, /camera opens offline and a photo waits for the connection`, async ({
      page,
      context,
    }) => {
      // Up to two visits, the worker's install and a photo prepared offline, on a shared 2-core machine.
      test.setTimeout(90_000);
      await page.goto('/');
      if (visit.controlled) {
        // The first visit installs the worker; it controls the pages opened after it.
        await expect.poll(() => activeWorkerState(page)).toBe('activated');
        await page.goto('/');
        expect(await isControlled(page)).toBe(true);
      }
      await page.getByRole('link', { name: 'Try It Now - Free!' }).click();
      await expect(page).toHaveURL(/\/camera$/);
      await expectCameraScreen(page);
      // A precondition a person cannot check: the camera's files, remoteEntry.js among them, are kept.
      await waitForCaptureCached(page);

      await context.setOffline(true);
      await page.goto('/camera');
      await expectCameraScreen(page);
      await tellPageOffline(page, context);
      await choosePhoto(page, await fixturePath('photo12mp'));
      await expect(page.getByRole('heading', { name: 'Waiting for a connection' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Photo waiting to be analyzed' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }

  test('offline, a photo waits for the connection (said on screen and to screen readers) and is analysed when it returns', async ({
    page,
    context,
  }) => {
    await page.goto('/camera');
    await waitForCaptureCached(page);
    await reloadOffline(page, context);
    await choosePhoto(page, await fixturePath('photo12mp'));

    await expect(page.getByRole('heading', { name: 'Waiting for a connection' })).toBeVisible();
    const explanation =
      'The analysis needs an internet connection. Your photo is kept and will be analyzed as soon as you are back online.';
    await expect(page.getByText(explanation, { exact: true })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(`Waiting for a connection. ${explanation}`);
    await expect(page.getByRole('img', { name: 'Photo waiting to be analyzed' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await context.setOffline(false);
    await expectResults(page);
    await expect(page.getByRole('heading', { name: 'Waiting for a connection' })).toHaveCount(0);
  });

  test('a photo shared to the app (multipart POST to the share target) opens /camera and is analysed', async ({
    page,
  }) => {
    await page.goto('/');
    await expect.poll(() => activeWorkerState(page)).toBe('activated');
    // What the phone's share sheet does: a multipart form POST (a navigation) to the manifest's action.
    await page.evaluate(() => {
      const form = document.createElement('form');
      Object.assign(form, { method: 'post', enctype: 'multipart/form-data', action: '/share-target' });
      const input = Object.assign(document.createElement('input'), { type: 'file', name: 'photos', id: 'share-input' });
      form.append(input);
      document.body.append(form);
    });
    await page.locator('#share-input').setInputFiles(await fixturePath('photo12mp'));
    await page.evaluate(() => document.querySelector<HTMLFormElement>('form[action="/share-target"]')?.submit());

    await expect(page).toHaveURL(/\/camera$/);
    await expectResults(page);
    await expect(page.getByRole('button', { name: 'Select photo 1' })).toBeVisible();
    // Taken out of the store: a reload does not analyse it again.
    expect(await cachedUrls(page, 'shared-photos')).toEqual([]);
  });
});
