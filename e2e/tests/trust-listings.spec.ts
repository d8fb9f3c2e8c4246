/**
 * The profile's data controls on saved listings (Firestore):
 * Export my data downloads the seller's listings; deleting an account deletes its listings and
 * its request counters, and leaves another seller's alone.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { createAccount, uniqueEmail, waitForAuthEmulator } from '../support/authEmulator';
import { choosePhoto, fixturePath } from '../support/capture';
import { signedInUid, storedCounterKeys, storedListings } from '../support/firestoreEmulator';

const PASSWORD = 'secret-123';

test.beforeAll(waitForAuthEmulator);

async function signIn(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password\b/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A new seller, signed in, with one saved listing; returns the listing's name. */
async function sellerWithListing(page: Page, email: string): Promise<string> {
  await createAccount({ email, password: PASSWORD, displayName: 'Dana Lee' });
  await signIn(page, email);
  await page.goto('/camera');
  await choosePhoto(page, await fixturePath('photo12mp'));
  await expect(page.getByText('Saved to your listings', { exact: true })).toBeVisible();
  return (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
}

async function downloadText(page: Page, button: string): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

test('Export my data downloads the seller’s listings as JSON and CSV', async ({ page }, testInfo) => {
  const name = await sellerWithListing(page, uniqueEmail(testInfo, 'export'));
  await page.goto('/profile');

  const json = await downloadText(page, 'Export my data');
  expect(json.name).toMatch(/^snap-price-sell-listings-\d{4}-\d{2}-\d{2}\.json$/);
  const parsed = JSON.parse(json.text) as { format: string; listings: { itemName: string; price: number }[] };
  expect(parsed.format).toBe('snap-price-sell/listings');
  expect(parsed.listings.map((listing) => listing.itemName)).toEqual([name]);
  await expect(page.getByRole('status')).toHaveText('Exported 1 listing.');

  const csv = await downloadText(page, 'Export as CSV');
  expect(csv.name).toMatch(/\.csv$/);
  const rows = csv.text.trimEnd().split('\r\n');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatch(/^id,item_name,title,/);
  expect(rows[1]).toContain(name);
});

async function otherSeller(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await sellerWithListing(page, email);
  return { context, page };
}

test('deleting an account deletes its listings, signs out, and leaves another seller’s listings alone', async ({
  page,
  browser,
}, testInfo) => {
  // Two sellers' sign-ups and analyses, a deletion, and the wait for the counters below.
  test.slow();
  const other = await otherSeller(browser, uniqueEmail(testInfo, 'other'));
  const email = uniqueEmail(testInfo, 'leaving');
  await sellerWithListing(page, email);
  const uid = await signedInUid(page);
  await expect.poll(() => storedListings(uid).then((docs) => docs.length)).toBe(1);
  // The analysis was counted against the account: at once, or later when Firestore answered the
  // gateway's count after its time limit. Two emulator workers counting the same address at once
  // can hold each other's documents until the emulator's ~20 s "Transaction lock timeout"
  // (firebase-tools#6758); the SDK's retry then commits, or the instance writes back what its memory
  // counted at the end of its 30 s pause (functions/src/http/firestoreRateLimiter.ts).
  await expect
    .poll(() => storedCounterKeys(uid), { timeout: 45_000 })
    .toEqual(expect.arrayContaining([`user:${uid}`, `day:user:${uid}`]));

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my account and data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account and data?' });
  await dialog.getByRole('textbox', { name: 'Your email' }).fill(email);
  await dialog.getByRole('button', { name: 'Delete Forever' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await storedListings(uid)).toEqual([]);
  // Its request counters go with it (an Auth trigger in the Functions emulator, moments later).
  await expect.poll(() => storedCounterKeys(uid), { timeout: 15_000 }).toEqual([]);

  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password\b/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(/No account found with this email\.|Incorrect email or password\./);

  await other.page.goto('/dashboard');
  await other.page.reload();
  await expect(other.page.getByRole('group', { name: 'Items Scanned' })).toHaveText('Items Scanned1');
  await other.context.close();
});
