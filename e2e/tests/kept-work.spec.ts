/**
 * Nothing a visitor did is lost on their phone: a result survives a reload and Back then Forward
 * (shown again, not analysed again), and an analysis asked for offline runs once the connection is
 * back, a reload in between included, as the screen promised ("will be analyzed as soon as you are
 * back online").
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { choosePhoto, expectCameraScreen, expectResults, fixturePath } from '../support/capture';
import { reloadOffline, waitForCaptureCached } from '../support/pwa';
import { slowPhone } from '../support/slowPhone';
import { gatewayUrl } from '../support/stack';

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'Lost work on a phone: the phone projects');
});

/** Every POST /analyze the page sends. */
function countAnalyses(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url() === gatewayUrl('/analyze') && request.method() === 'POST') sent.push(request.url());
  });
  return sent;
}

/** The camera's kept record (IndexedDB), as `pick` reads it; null when there is none. */
function keptRecord<T>(page: Page, database: string, store: string, key: string, pick: string): Promise<T | null> {
  return page.evaluate(
    ([name, storeName, recordKey, field]) =>
      new Promise<T | null>((resolve) => {
        const opening = indexedDB.open(name, 1);
        opening.onupgradeneeded = () => opening.result.createObjectStore(storeName);
        opening.onsuccess = () => {
          const db = opening.result;
          const read = db.transaction(storeName).objectStore(storeName).get(recordKey);
          read.onsuccess = () => {
            db.close();
            const record = read.result as Record<string, unknown> | undefined;
            resolve(record ? ((field ? record[field] : record) as T) : null);
          };
          read.onerror = () => resolve(null);
        };
        opening.onerror = () => resolve(null);
      }),
    [database, store, key, pick] as const,
  );
}

const PROMISE =
  'The analysis needs an internet connection. Your photo is kept and will be analyzed as soon as you are back online.';

const resultHeading = (page: Page) => page.locator('#result-heading');
const typedPrice = (page: Page) => page.getByRole('spinbutton', { name: 'Type a price' });

test("a visitor's result survives a reload and Back then Forward, and is not analysed again", async ({
  page,
  consoleLog,
}) => {
  const analyses = countAnalyses(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Try It Now - Free!' }).click();
  await expect(page).toHaveURL(/\/camera$/);
  await choosePhoto(page, await fixturePath('photo12mp'));
  await expectResults(page);
  const name = (await resultHeading(page).textContent()) ?? '';
  expect(name).not.toBe('');
  // The visitor's own price, typed: it is theirs too.
  await typedPrice(page).fill('80');
  await expect(page.getByRole('spinbutton', { name: 'Type a price' })).toHaveValue('80');
  await expect
    .poll(() => keptRecord<{ price: number }>(page, 'snap-pending-result', 'pending', 'result', 'pricing'))
    .toMatchObject({ price: 80 });

  await page.reload();
  await expectResults(page);
  await expect(resultHeading(page)).toHaveText(name);
  await expect(typedPrice(page)).toHaveValue('80');
  await expect(page.getByText('Want to save this result?', { exact: false })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/camera$/);
  await expectResults(page);
  await expect(resultHeading(page)).toHaveText(name);
  await expect(typedPrice(page)).toHaveValue('80');
  expect(analyses).toHaveLength(1);

  // Take Another Photo gives it up: a reload then starts afresh.
  await page.getByRole('button', { name: 'Take Another Photo' }).click();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('snap:pending-result'))).toBeNull();
  await page.reload();
  await expectCameraScreen(page);
  await expect(page.getByRole('button', { name: 'Take Photo', exact: true })).toBeVisible();
  await expect(page.getByText('Estimated Price')).toHaveCount(0);
  expect(consoleLog.errors).toEqual([]);
});

test("a visitor's result survives a reload the moment its price shows, on a slowed phone", async ({
  page,
  consoleLog,
}) => {
  const analyses = countAnalyses(page);
  await page.goto('/camera');
  await expectCameraScreen(page);
  // The phone of `npm run bench:felt` (4× CPU): the result's record, photos and all, is committed
  // to IndexedDB well after the price is painted.
  await slowPhone(page);
  await choosePhoto(page, await fixturePath('photo12mp'));
  await expect(page.getByText('Estimated Price')).toBeVisible({ timeout: 30_000 });
  const name = (await resultHeading(page).textContent()) ?? '';
  await page.reload();

  await expectResults(page);
  await expect(resultHeading(page)).toHaveText(name);
  expect(analyses).toHaveLength(1);
  // Its record now holds it, photo included: neither the note nor the chosen photo stays behind.
  await expect
    .poll(() => keptRecord<unknown[]>(page, 'snap-pending-result', 'pending', 'result', 'photos'))
    .toHaveLength(1);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('snap:shown-result'))).toBeNull();
  await expect.poll(() => keptRecord(page, 'snap-chosen-photos', 'records', 'record', '')).toBeNull();
  expect(consoleLog.errors).toEqual([]);
});

test.describe('offline', () => {
  // The app opens offline from its service worker (pwa.spec.ts).
  test.use({ serviceWorkers: 'allow' });

  test('an analysis asked for offline runs once back online, a reload in between included', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/camera');
    await waitForCaptureCached(page);
    await reloadOffline(page, context);
    await choosePhoto(page, await fixturePath('photo12mp'));
    await expect(page.getByRole('heading', { name: 'Waiting for a connection' })).toBeVisible();
    await expect(page.getByText(PROMISE, { exact: true })).toBeVisible();
    // On the device before the phone reloads it.
    await expect
      .poll(() => keptRecord<string>(page, 'snap-chosen-photos', 'records', 'record', 'waitingForConnection'))
      .toEqual(expect.any(String));

    await reloadOffline(page, context);
    await expect(page.getByRole('heading', { name: 'Waiting for a connection' })).toBeVisible();
    await expect(page.getByText(PROMISE, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo waiting to be analyzed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Analyze Item' })).toHaveCount(0);

    await context.setOffline(false);
    await expectResults(page);
    await expect(page.getByRole('heading', { name: 'Waiting for a connection' })).toHaveCount(0);
  });
});
