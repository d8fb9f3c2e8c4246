/**
 * A listing from draft to listed to sold, end to end on the emulator's real rules: a signed-in
 * seller's saved result is shared from the app to two marketplaces ("Shared to …"), listed on each
 * only when the seller marks it listed there (Listed on both), marked sold on one in History's
 * dialog, whose checklist names the other, and the dashboard counts it Sold with what it Earned.
 */
import type { Page } from '@playwright/test';
import type { ItemIdentification, PriceEstimate } from '../../shared/src/contracts';
import { test, expect } from '../support/fixtures';
import { waitForAuthEmulator } from '../support/authEmulator';
import { choosePhoto, fixturePath, signInByEmailLink, stubAnalysis } from '../support/capture';
import { signedInUid, storedListings } from '../support/firestoreEmulator';
import { hostUrl } from '../support/stack';

const ITEM: ItemIdentification = {
  itemName: 'Teak side table',
  category: 'Home & Garden',
  description: 'A teak side table, solid, light wear.',
  condition: 'Good - light wear',
  suggestedKeywords: ['teak', 'table'],
  marketplaceCategories: { ebay: 'Furniture', facebook: 'Home', mercari: 'Home', poshmark: 'Home' },
  estimatedCondition: 'good',
  features: ['Solid teak'],
  suggestedTitle: 'Teak side table',
  suggestedDescription: 'Teak side table.',
};
const ESTIMATE: PriceEstimate = {
  estimatedPrice: 60,
  priceRange: { min: 40, max: 80 },
  currency: 'USD',
  confidence: 80,
  comparableItems: [{ title: 'Teak table', price: 55, platform: 'eBay', condition: 'used' }],
};

test.beforeAll(waitForAuthEmulator);

const stat = (page: Page, label: string) => page.getByRole('group', { name: label });

test('a listing shared to two marketplaces and marked listed on both is sold on one, with the other to remove it from', async ({
  page,
  request,
  context,
  consoleLog,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one seller journey, on the desktop project');
  test.slow();
  await stubAnalysis(page, ITEM, ESTIMATE);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hostUrl() });
  // The marketplaces themselves are unreachable offline: answer their pages locally.
  for (const site of ['https://post.craigslist.org/**', 'https://www.vinted.com/**'])
    await context.route(site, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Marketplace stand-in</title>' }),
    );
  await signInByEmailLink(page, request);
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible({ timeout: 30_000 });
  await choosePhoto(page, await fixturePath('photo12mp'));
  await expect(page.getByText('Saved to your listings', { exact: true })).toBeVisible({ timeout: 30_000 });

  // Shared from the app to two marketplaces: each asks the seller to say when it is live there.
  const today = () => page.evaluate(() => new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric' }));
  const sharedOn = await today();
  await page.getByRole('button', { name: /Smart Share/ }).click();
  const modal = page.getByRole('dialog', { name: 'Share to Marketplaces' });
  for (const name of ['Craigslist', 'Vinted']) {
    const popup = page.waitForEvent('popup');
    await modal.getByRole('button', { name: `Share to ${name}` }).click();
    await (await popup).close();
    await expect(modal.getByText('✓ Copied & redirected to marketplace!')).toBeVisible();
    await expect(modal.getByText(`Shared to ${name} — mark as listed when it is live`)).toBeVisible();
  }
  // Marked listed on Craigslist: the server has Craigslist, and not Vinted, shared before it.
  const uid = await signedInUid(page);
  const listedOnServer = async () =>
    (await storedListings(uid)).flatMap((doc) =>
      (doc.fields.sharedTo?.arrayValue.values ?? []).map((value) => value.stringValue),
    );
  await modal.getByRole('button', { name: 'Mark as listed on Craigslist' }).click();
  await expect(modal.getByText('✓ Listed on Craigslist')).toBeVisible();
  await expect(modal.getByText('Shared to Vinted — mark as listed when it is live')).toBeVisible();
  await expect.poll(listedOnServer, { timeout: 20_000 }).toEqual(['craigslist']);
  // Then Vinted, and on to the dashboard through the app the moment it is: both kept, with when.
  await modal.getByRole('button', { name: 'Mark as listed on Vinted' }).click();
  await expect(modal.getByText('✓ Listed on Vinted')).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(stat(page, 'Listed')).toHaveText('Listed1', { timeout: 20_000 });
  await page.getByRole('link', { name: 'History' }).click();
  const row = page.getByRole('list', { name: 'All items' }).getByRole('listitem').filter({ hasText: ITEM.itemName });
  // Shared on one day (two, if the shares straddled midnight): each marketplace with that day.
  const days = [...new Set([sharedOn, await today()])].join('|');
  const listedOn = new RegExp(`^Listed on Craigslist \\((${days})\\), Vinted \\((${days})\\)$`);
  await expect(row.getByTestId('listing-status')).toHaveText(listedOn);

  // Manage says when it was listed on each; then sold on Craigslist.
  await row.getByRole('button', { name: `Manage ${ITEM.itemName}` }).click();
  const where = page.getByRole('form', { name: 'Where it is listed' });
  await expect(where.getByText(new RegExp(`^Listed (${days})$`))).toHaveCount(2);
  await page.getByRole('button', { name: 'Mark as sold…' }).click();
  const form = page.getByRole('dialog', { name: `Mark ${ITEM.itemName} as sold` });
  await form.getByRole('spinbutton', { name: 'Sold for ($)' }).fill('55');
  await expect(form.getByRole('combobox', { name: 'Sold on' })).toHaveValue('craigslist');
  await form.getByRole('button', { name: 'Mark as sold' }).click();

  const dialog = page.getByRole('dialog', { name: ITEM.itemName });
  await expect(dialog.getByRole('status')).toContainText('Sold for $55 on Craigslist');
  const checklist = dialog.getByRole('list', { name: 'Marketplaces to remove it from' });
  await expect(checklist.getByRole('checkbox')).toHaveCount(1);
  await expect(checklist.getByRole('link', { name: 'Open Vinted in a new tab' })).toHaveAttribute(
    'href',
    'https://www.vinted.com/member/items',
  );
  await checklist.getByRole('checkbox', { name: 'Removed from Vinted' }).check();
  await expect(checklist.getByRole('checkbox', { name: 'Removed from Vinted' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(row.getByTestId('listing-status')).toHaveText('Sold for $55 on Craigslist');

  // The dashboard, after a fresh load: from the server, not only this page's writes.
  await page.goto('/dashboard');
  await expect(stat(page, 'Sold')).toHaveText('Sold1');
  await expect(stat(page, 'Earned')).toHaveText('Earned$55');
  await expect(stat(page, 'Listed')).toHaveText('Listed0');
  await expect(stat(page, 'Total Value')).toHaveText('Total Value$0');
  expect(consoleLog.errors).toEqual([]);
});
