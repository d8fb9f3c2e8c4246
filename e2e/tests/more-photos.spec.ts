/**
 * Every photo looked at: a result that could not read what its price depends on asks for that
 * photo by name; one tap takes it, and the analysis runs again with both photos in one request,
 * saying what it read from the second. The demo stand-in asks whenever it is sent one photo.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { waitForAuthEmulator } from '../support/authEmulator';
import { choosePhoto, expectResults, fixturePath, holdIdentify, signInByEmailLink } from '../support/capture';
import { signedInUid, storedListings } from '../support/firestoreEmulator';
import { gatewayUrl } from '../support/stack';

test.beforeAll(waitForAuthEmulator);

/** How many photos the camera keeps on the device for after a reload (its IndexedDB record). */
function keptPhotoCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const opening = indexedDB.open('snap-chosen-photos', 1);
        opening.onupgradeneeded = () => opening.result.createObjectStore('records');
        opening.onsuccess = () => {
          const db = opening.result;
          const read = db.transaction('records').objectStore('records').get('record');
          read.onsuccess = () => {
            db.close();
            // { owner, keptAt, photos }; a record of the version before was the photos alone.
            const record = read.result as { photos?: unknown[] } | unknown[] | undefined;
            resolve(Array.isArray(record) ? record.length : (record?.photos?.length ?? 0));
          };
          read.onerror = () => resolve(-1);
        };
        opening.onerror = () => resolve(-1);
      }),
  );
}

test('the photo a result asks for is sent with the first, and the new result reads it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/camera');
  await choosePhoto(page, await fixturePath('photo12mp'));
  await expectResults(page);
  await expect(page.getByText('Demo AI')).toBeVisible();

  const ask = page.getByRole('region', { name: 'One more photo would help' });
  await expect(ask).toContainText(/Add a photo of .+/);
  const priceBefore = await page
    .getByText(/^\$\d[\d,]*(\.\d\d)?$/)
    .first()
    .textContent();
  // Until what the price depends on is read, the confidence says so.
  await expect(page.getByText(/^\d{1,3}%$/)).toHaveText('50%');

  const analysis = page.waitForRequest(
    (request) => request.url() === gatewayUrl('/analyze') && request.method() === 'POST',
  );
  await choosePhoto(page, await fixturePath('portraitExif6'), 'Add Photo');
  const sent = await analysis;
  const sizes = (await sent.headerValue('x-photo-sizes'))?.split(',').map(Number) ?? [];
  expect(sizes).toHaveLength(2);
  expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(sent.postDataBuffer()?.length);

  const findings = page.getByRole('region', { name: 'Read from your photos' });
  await expect(findings).toContainText('Photo 2:');
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Select photo/ })).toHaveCount(2);
  // The same item, priced again: nothing the seller had is gone.
  await expect(page.getByText(/^\$\d[\d,]*(\.\d\d)?$/).first()).toHaveText(priceBefore ?? '');
  expect(Number.parseInt((await page.getByText(/^\d{1,3}%$/).textContent()) ?? '', 10)).toBeGreaterThan(50);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a photo that cannot be read keeps the result as it was, with a clear message', async ({ page }) => {
  await page.goto('/camera');
  await choosePhoto(page, await fixturePath('photo12mp'));
  await expectResults(page);
  const name = await page.getByRole('heading', { level: 2 }).first().textContent();
  await choosePhoto(page, await fixturePath('notAnImage'), 'Add Photo');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(name ?? '');
  await expect(page.getByRole('region', { name: 'One more photo would help' })).toBeVisible();
});

test('signed in, the new analysis takes the saved listing’s place, with the seller’s name', async ({
  page,
  request,
}) => {
  await signInByEmailLink(page, request);
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await choosePhoto(page, await fixturePath('photo12mp'));
  await expectResults(page);
  await expect(page.getByText('Saved to your listings', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Edit item name' }).click();
  await page.getByRole('textbox', { name: 'Item name' }).fill('My own name for it');
  await page.getByRole('button', { name: 'Save item name' }).click();

  await choosePhoto(page, await fixturePath('portraitExif6'), 'Add Photo');
  await expect(page.getByRole('region', { name: 'Read from your photos' })).toContainText('Photo 2:');
  await expect(page.getByRole('heading', { name: 'My own name for it' })).toBeVisible();
  await expect(page.getByText('Saved to your listings', { exact: true })).toBeVisible({ timeout: 30_000 });

  const uid = await signedInUid(page);
  await expect
    .poll(async () => (await storedListings(uid)).map((listing) => listing.fields.itemName?.stringValue))
    .toEqual(['My own name for it']);
});

test('photos chosen and not analysed yet are still there after a reload, waiting for Analyze Item', async ({
  page,
}) => {
  await page.goto('/camera');
  const held = await holdIdentify(page);
  await choosePhoto(page, await fixturePath('photo12mp'));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await choosePhoto(page, await fixturePath('portraitExif6'), 'Add Another Photo');
  await expect(page.getByRole('button', { name: /^Select photo/ })).toHaveCount(2);
  held.release();
  // Both are on the device (the phone could lock now).
  await expect.poll(() => keptPhotoCount(page)).toBe(2);

  await page.reload();
  await expect(page.getByRole('button', { name: /^Select photo/ })).toHaveCount(2);
  await expect(page.getByText('Estimated Price')).toHaveCount(0);
  await page.getByRole('button', { name: 'Analyze Item' }).click();
  await expectResults(page);
  // Analysed: a reload now starts afresh.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Take Photo', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Select photo/ })).toHaveCount(0);
});
