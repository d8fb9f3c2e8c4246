/**
 * A seller who keeps as many listings as they may (the server's ceiling: functions/README.md, "What
 * one seller may keep") is told so on the listing the server refused, which stays on the device;
 * nothing is dropped after the screen said "Saved".
 */
import type { ItemIdentification, PriceEstimate } from '../../shared/src/contracts';
import { MAX_LISTINGS_PER_SELLER } from '../../shared/src/listings/sellerLimits';
import { test, expect } from '../support/fixtures';
import { uniqueEmail, waitForAuthEmulator } from '../support/authEmulator';
import { choosePhoto, fixturePath, stubAnalysis } from '../support/capture';
import { atListingsCeiling, signedInUid, storedListings } from '../support/firestoreEmulator';

const ITEM: ItemIdentification = {
  itemName: 'Walnut jewellery box',
  category: 'Home & Garden',
  description: 'A walnut jewellery box with a mirrored lid.',
  condition: 'Good',
  suggestedKeywords: ['jewellery box', 'walnut'],
  marketplaceCategories: { ebay: 'Boxes', facebook: 'Home', mercari: 'Home', poshmark: 'Home' },
  estimatedCondition: 'good',
  brandName: '',
  features: ['Mirrored lid'],
  suggestedTitle: 'Walnut jewellery box',
  suggestedDescription: 'Walnut jewellery box.',
};
const ESTIMATE: PriceEstimate = {
  estimatedPrice: 30,
  priceRange: { min: 20, max: 40 },
  currency: 'USD',
  confidence: 70,
  comparableItems: [{ title: 'Wooden jewellery box', price: 28, platform: 'eBay', condition: 'used' }],
};

test.beforeAll(waitForAuthEmulator);

test('a save past the listings ceiling names the ceiling and stays on the device', async ({ page }, testInfo) => {
  test.slow();
  await stubAnalysis(page, ITEM, ESTIMATE);
  await page.goto('/camera');
  await choosePhoto(page, await fixturePath('photo12mp'));
  // The visitor's identity becomes the account's (the same uid): the server already counts
  // this seller at the ceiling.
  await expect.poll(() => signedInUid(page)).not.toBe('');
  const uid = await signedInUid(page);
  await atListingsCeiling(uid, MAX_LISTINGS_PER_SELLER);

  await page.getByRole('link', { name: 'Sign Up Free' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail(testInfo, 'ceiling'));
  await page.getByLabel(/^Password\b/).fill('secret-123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Saved to your listings', { exact: true })).toBeVisible({ timeout: 30_000 });

  await page.goto('/dashboard');
  await expect(page.getByRole('alert').filter({ hasText: ITEM.itemName })).toContainText(
    'you have reached the limit of 1,000 saved listings; delete listings you no longer need to save more',
    { timeout: 30_000 },
  );
  expect(await storedListings(uid)).toEqual([]);
});
