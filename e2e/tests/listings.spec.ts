/**
 * Saved listings end to end (issue 11): the camera saves a signed-in seller's result to Firestore
 * (emulator, real rules), the dashboard counts and lists it, edits stay, History opens and deletes
 * with undo, another seller sees nothing, an anonymous result survives sign-up, and the dashboard
 * opens offline from the persistent cache.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { uniqueEmail, waitForAuthEmulator } from '../support/authEmulator';
import { choosePhoto, fixturePath, signInByEmailLink } from '../support/capture';

const PASSWORD = 'secret-123';

test.beforeAll(waitForAuthEmulator);

/** Analyses a photo on /camera and waits until the result is saved; returns its name and price. */
async function analyseAndSave(page: Page): Promise<{ name: string; price: string }> {
  await choosePhoto(page, await fixturePath('photo12mp'));
  await expect(page.getByText('Saved to your listings')).toBeVisible();
  const name = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  const price = (await page.getByRole('region', { name: 'Price estimate' }).getByText(/^\$\d[\d,]*(\.\d\d)?$/).first().textContent()) ?? '';
  return { name, price };
}

const stat = (page: Page, label: string) => page.getByRole('group', { name: label });
const recent = (page: Page) => page.getByRole('region', { name: 'Recent Activity' });

async function expectEmptyDashboard(page: Page) {
  await expect(stat(page, 'Items Scanned')).toHaveText('Items Scanned0');
  await expect(stat(page, 'Total Value')).toHaveText('Total Value$0');
  await expect(recent(page).getByText('No items scanned yet')).toBeVisible();
  await expect(recent(page).getByRole('link', { name: 'Scan Your First Item' })).toBeVisible();
}

test('a signed-in result is saved: on the dashboard after a reload, edits stay, History opens and deletes with undo', async ({ page, request, consoleLog }) => {
  await signInByEmailLink(page, request);
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  const { name, price } = await analyseAndSave(page);

  await page.reload();
  await page.goto('/dashboard');
  await expect(stat(page, 'Items Scanned')).toHaveText('Items Scanned1');
  await expect(stat(page, 'Total Value')).toHaveText(`Total Value${price}`);
  const item = recent(page).getByRole('link', { name: new RegExp(name) });
  await expect(item).toContainText(price);

  // Opens without the AI, editable; the edit is saved to the listing.
  const aiCalls: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && /\/(identify|estimate)$/.test(r.url()) && aiCalls.push(r.url()));
  await item.click();
  await expect(page).toHaveURL(/\/camera\?listing=/);
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit item name' }).click();
  await page.getByRole('textbox', { name: 'Item name' }).fill('My brass lamp');
  await page.getByRole('button', { name: 'Save item name' }).click();
  await expect(page.getByRole('heading', { name: 'My brass lamp' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Smart Share/ })).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My brass lamp' })).toBeVisible();
  expect(aiCalls).toEqual([]);

  // History: open, then delete with undo.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  const all = page.getByRole('list', { name: 'All items' });
  await all.getByRole('link', { name: /My brass lamp/ }).click();
  await expect(page.getByRole('heading', { name: 'My brass lamp' })).toBeVisible();
  await page.goBack();
  await all.getByRole('button', { name: 'Delete My brass lamp' }).click();
  await expect(page.getByText('Deleted My brass lamp')).toBeVisible();
  await expect(all.getByRole('link', { name: /My brass lamp/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(all.getByRole('link', { name: /My brass lamp/ })).toBeVisible();
  await all.getByRole('button', { name: 'Delete My brass lamp' }).click();
  await expect(all.getByRole('link', { name: /My brass lamp/ })).toHaveCount(0);
  await page.getByRole('link', { name: '← Back to dashboard' }).click();
  await expectEmptyDashboard(page);
  await page.reload();
  await expectEmptyDashboard(page);
  expect(consoleLog.errors).toEqual([]);
});

async function signedInContext(browser: Browser, request: Parameters<typeof signInByEmailLink>[1]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByEmailLink(page, request, '/dashboard');
  return { context, page };
}

test('a second seller does not see the first seller’s items', async ({ page, request, browser }) => {
  await signInByEmailLink(page, request);
  await analyseAndSave(page);
  await page.goto('/dashboard');
  await expect(stat(page, 'Items Scanned')).toHaveText('Items Scanned1');

  const second = await signedInContext(browser, request);
  await expect(second.page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expectEmptyDashboard(second.page);
  await second.context.close();
});

test('an anonymous result survives sign-up, a reload of the auth screen included, and is saved', async ({ page, consoleLog }, testInfo) => {
  await page.goto('/camera');
  await choosePhoto(page, await fixturePath('photo12mp'));
  await expect(page.getByText('Want to save this result? Sign up to save your listings and share to marketplaces')).toBeVisible();
  const name = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  await page.getByRole('link', { name: 'Sign Up Free' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.reload();

  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail(testInfo, 'pending'));
  await page.getByLabel(/^Password\b/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/camera$/);
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByText('Saved to your listings')).toBeVisible();
  await page.goto('/dashboard');
  await expect(stat(page, 'Items Scanned')).toHaveText('Items Scanned1');
  await expect(recent(page).getByRole('link', { name: new RegExp(name) })).toBeVisible();
  // Saved once: nothing is pending any more, so /camera starts fresh.
  await page.goto('/camera');
  await expect(page.getByText('Position item in frame')).toBeVisible();
  expect(consoleLog.errors).toEqual([]);
});

test('after one visit the dashboard opens offline with the last data', async ({ page, request, context }) => {
  await signInByEmailLink(page, request);
  const { name } = await analyseAndSave(page);
  await page.goto('/dashboard');
  await expect(recent(page).getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  // A fresh page that never read the listings online: only the device's cache can answer.
  await page.close();
  const later = await context.newPage();
  await later.goto('/profile');
  await expect(later.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await later.waitForLoadState('networkidle');
  await context.setOffline(true);
  await later.getByRole('link', { name: '← Back to dashboard' }).click();
  await expect(stat(later, 'Items Scanned')).toHaveText('Items Scanned1');
  await expect(recent(later).getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await context.setOffline(false);
});
