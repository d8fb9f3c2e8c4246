/**
 * Version skew between independent deploys: the capture remote redeployed after a
 * rebuild against another React than the host's. Outside the range the host's React satisfies,
 * the remote degrades to its fallback and never brings a second React; inside it, it runs on the
 * host's React. The "rebuild" is the real build with its declared React rewritten in flight
 * (support/versionSkew.ts), so no extra build runs.
 */
import type { Page } from '@playwright/test';
import { buildSharedDependencies } from '../../shared/federation/sharedDependencies';
import { expectCameraScreen } from '../support/capture';
import { test, expect } from '../support/fixtures';
import {
  captureOrigin,
  captureReactChunks,
  hostLoadedSingletons,
  reactVersionsInPage,
  serveCaptureAsBuilt,
  serveCaptureBuiltWithReact,
} from '../support/versionSkew';

const OUTDATED =
  "This part of the app has been updated and needs a newer version of this page. Reload to get it; if it still doesn't open, the update is on its way, so try again in a few minutes.";

/** Every script the page requests from the capture remote's origin. */
function captureScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => request.url().startsWith(captureOrigin()) && urls.push(request.url()));
  return urls;
}

const uncaught = (errors: string[]) => errors.filter((error) => error.startsWith('pageerror:'));

test('a capture remote built against React 20 shows its fallback, and the shell and other remotes keep working', async ({
  page,
  consoleLog,
}) => {
  const reactChunks = await captureReactChunks(page);
  const requested = captureScripts(page);
  await serveCaptureBuiltWithReact(page, '20.0.0');

  await page.goto('/camera');
  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText("We couldn't load the camera");
  await expect(fallback).toContainText(OUTDATED);
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Take Photo' })).toHaveCount(0);

  // The remote joined the share scope with its React 20, and the page still runs on one React: the host's.
  const versions = await reactVersionsInPage(page);
  expect(versions['20.0.0']).toBe(false);
  expect(Object.values(versions).filter((loaded) => loaded)).toHaveLength(1);
  expect(requested.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(requested.filter((url) => reactChunks.includes(url))).toEqual([]);

  // The version details do not call the refused remote running, though its manifest loaded.
  await page.getByRole('button', { name: 'v1.0.512, version details' }).click();
  const details = page.getByRole('dialog', { name: 'Version details' });
  await expect(details.getByRole('listitem').filter({ hasText: /^Capture/ })).toContainText(
    'Not running: needs a newer version of this page',
  );
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // The shell: its badge, home, and another remote (account) still open.
  await expect(page.getByTestId('version-badge')).toHaveText('v1.0.512');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: /Continue with Google/ })).toBeVisible();
  expect(uncaught(consoleLog.errors)).toEqual([]);
  expect(consoleLog.errors.filter((error) => /Invalid hook call|more than one copy of React/i.test(error))).toEqual([]);

  // "Reload page" brings a newer page; here the remote is served as built again, so that page opens the camera.
  await page.goto('/camera');
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeFocused();
  await serveCaptureAsBuilt(page);
  await page.evaluate(() => ((window as { __beforeReload?: boolean }).__beforeReload = true));
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expectCameraScreen(page);
  expect(await page.evaluate(() => (window as { __beforeReload?: boolean }).__beforeReload)).toBeUndefined();
  expect(uncaught(consoleLog.errors)).toEqual([]);
});

test('a capture remote built against a newer React minor loads on the host’s React', async ({ page, consoleLog }) => {
  const reactChunks = await captureReactChunks(page);
  const requested = captureScripts(page);
  await serveCaptureBuiltWithReact(page, '19.9.0');

  await page.goto('/camera');
  await expectCameraScreen(page);

  const versions = await reactVersionsInPage(page);
  expect(versions['19.9.0']).toBe(false);
  expect(Object.values(versions).filter((loaded) => loaded)).toHaveLength(1);
  expect(requested.filter((url) => reactChunks.includes(url))).toEqual([]);
  expect(consoleLog.errors).toEqual([]);
});

test('the host provides and loads every shared singleton before any remote runs', async ({ page }) => {
  // A singleton the host does not load comes from the first remote that asks for it, bound to that
  // remote's React: a remote refused for version skew would then break it for every other remote.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
  // The heading is in the prerendered HTML, painted before the app starts: poll.
  await expect
    .poll(async () => (await hostLoadedSingletons(page)).sort())
    .toEqual(Object.keys(buildSharedDependencies()).sort());
});
