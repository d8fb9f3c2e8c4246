import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { servePrivateApps, type PrivateApps } from '../support/privateApps';
import { stackPorts } from '../support/stack';

/** Marks the window so a test can prove recovery happened without a page reload. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as { __noReload?: boolean }).__noReload = true));
}
const stillSameWindow = (page: Page) => page.evaluate(() => (window as { __noReload?: boolean }).__noReload === true);

async function expectShellStillWorks(page: Page) {
  await expect(page.getByTestId('version-badge')).toHaveText('v1.0.512');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
}

for (const failure of ['connection refused', 'HTTP 404'] as const) {
  test(`capture remote down (${failure}): fallback, shell keeps working, Retry recovers without reload`, async ({
    page,
  }) => {
    const port = stackPorts().remote_capture;
    const manifest = `http://127.0.0.1:${port}/mf-manifest.json`;
    await page.route(manifest, (route) =>
      failure === 'HTTP 404' ? route.fulfill({ status: 404, body: 'gone' }) : route.abort('connectionrefused'),
    );

    await page.goto('/');
    await markWindow(page);
    await page.getByRole('link', { name: 'Try It Now - Free!' }).click();
    await expect(page.getByRole('alert')).toContainText("We couldn't load the camera");
    await expectShellStillWorks(page);

    await page.getByRole('link', { name: 'Try It Now - Free!' }).click();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeFocused();
    await page.unroute(manifest);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Position item in frame')).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);
  });
}

test.describe('a remote whose server really stops', () => {
  // A private stack on ports of its own per parallel worker, so stopping a server here cannot disturb other tests.
  let apps: PrivateApps;

  test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
    apps = await servePrivateApps(4200 + testInfo.parallelIndex * 10);
  });
  test.afterAll(async () => apps.stop());

  test('stopping remote-capture leaves / working; restarting it and pressing Retry recovers', async ({ page }) => {
    const { ports, servers } = apps;
    const capture = servers.find((s) => s.app === 'remote-capture')!;
    await new Promise((resolve) => capture.server.close(resolve));
    capture.server.closeAllConnections();

    await page.goto(`http://127.0.0.1:${ports.host}/`);
    await markWindow(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
    await page.getByRole('link', { name: 'Start Scanning Now' }).click();
    await expect(page.getByRole('alert')).toContainText("We couldn't load the camera");

    const { startStaticServer } = await import('../../scripts/serve-static.mjs');
    capture.server = await startStaticServer({
      dir: join(__dirname, '..', '..', 'remote-capture', 'dist'),
      port: ports.remote_capture,
      spa: false,
      files: {},
    });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Position item in frame')).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);
  });
});

test('a broken share remote only affects its dialog', async ({ page }) => {
  await page.route(`http://127.0.0.1:${stackPorts().remote_share}/mf-manifest.json`, (route) =>
    route.abort('connectionrefused'),
  );
  await page.goto('/camera');
  await page.getByRole('button', { name: 'Guide' }).click();
  await expect(page.getByRole('dialog', { name: 'Sharing is unavailable' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Position item in frame')).toBeVisible();
});
