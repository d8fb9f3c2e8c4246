/**
 * A saved listing is marked sold from its own screen, end to end on the emulator's real rules: the
 * seller saves a result, opens it again from History (/camera?listing=…), taps Mark as sold there,
 * which opens the account remote's Manage dialog through the host, and the screen then says the
 * sale as a person writes it, in the browser's own date format; the dashboard counts it Sold.
 */
import type { Page } from '@playwright/test';
import type { ItemIdentification, PriceEstimate } from '../../shared/src/contracts';
import { test, expect } from '../support/fixtures';
import { waitForAuthEmulator } from '../support/authEmulator';
import { choosePhoto, fixturePath, signInByEmailLink, stubAnalysis } from '../support/capture';

const ITEM: ItemIdentification = {
  itemName: 'Walnut bookshelf',
  category: 'Home & Garden',
  description: 'A small walnut bookshelf, three shelves, light wear.',
  condition: 'Good - light wear',
  suggestedKeywords: ['walnut', 'bookshelf'],
  marketplaceCategories: { ebay: 'Furniture', facebook: 'Home', mercari: 'Home', poshmark: 'Home' },
  estimatedCondition: 'good',
  features: ['Three shelves'],
  suggestedTitle: 'Walnut bookshelf',
  suggestedDescription: 'Walnut bookshelf.',
};
const ESTIMATE: PriceEstimate = {
  estimatedPrice: 60,
  priceRange: { min: 40, max: 80 },
  currency: 'USD',
  confidence: 80,
  comparableItems: [{ title: 'Walnut shelf', price: 55, platform: 'eBay', condition: 'used' }],
};

test.beforeAll(waitForAuthEmulator);

const stat = (page: Page, label: string) => page.getByRole('group', { name: label });

test('a saved listing is marked sold from its own screen, which then says so, and the dashboard counts it', async ({
  page,
  request,
  consoleLog,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one seller journey, on the desktop project');
  test.slow();
  // A phone's width: the screen a seller has in hand when the buyer has paid.
  await page.setViewportSize({ width: 412, height: 915 });
  await stubAnalysis(page, ITEM, ESTIMATE);
  await signInByEmailLink(page, request);
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible({ timeout: 30_000 });
  await choosePhoto(page, await fixturePath('photo12mp'));
  await expect(page.getByText('Saved to your listings', { exact: true })).toBeVisible({ timeout: 30_000 });

  // Opened again from History: its own screen, the saved result without the AI.
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await page.getByRole('link', { name: 'History' }).click();
  await page
    .getByRole('list', { name: 'All items' })
    .getByRole('link', { name: new RegExp(ITEM.itemName) })
    .click();
  await expect(page).toHaveURL(/\/camera\?listing=/);
  const status = page.getByRole('region', { name: 'Listing status' });
  await expect(status.getByTestId('listing-status')).toHaveText('Draft', { timeout: 20_000 });
  await status.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('draft-on-its-own-screen-412px.png') });

  // Mark as sold there: the Manage dialog History opens, at its form.
  await status.getByRole('button', { name: 'Mark as sold…' }).click();
  const form = page.getByRole('dialog', { name: `Mark ${ITEM.itemName} as sold` });
  await form.getByRole('spinbutton', { name: 'Sold for ($)' }).fill('48');
  await expect(form.getByRole('combobox', { name: 'Sold on' })).toHaveValue('elsewhere');
  await form.getByRole('button', { name: 'Mark as sold' }).click();
  // Today as this browser writes a day of this year ('Nov 28' here; '28 Nov' for a British reader).
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' }).format(new Date()),
  );
  const sold = `Sold for $48 elsewhere on ${today}`;
  const dialog = page.getByRole('dialog', { name: ITEM.itemName });
  await expect(dialog.getByRole('status')).toHaveText(sold);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The listing's own screen says it, and offers Manage for what follows a sale.
  await expect(status.getByTestId('listing-status')).toHaveText(sold);
  await expect(status.getByRole('button', { name: 'Manage…' })).toBeVisible();
  await status.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('sold-on-its-own-screen-412px.png') });

  // The dashboard, after a fresh load: from the server, not only this page's writes.
  await page.goto('/dashboard');
  await expect(stat(page, 'Sold')).toHaveText('Sold1', { timeout: 20_000 });
  await expect(stat(page, 'Earned')).toHaveText('Earned$48');
  await expect(stat(page, 'Total Value')).toHaveText('Total Value$0');
  expect(consoleLog.errors).toEqual([]);
});
