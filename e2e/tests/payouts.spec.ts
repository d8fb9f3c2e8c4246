/**
 * What a seller keeps on each marketplace, on a phone, against the real stack: the analysis is a
 * fixed demo answer (so the figures are known), the price is chosen with a tap, and that price is
 * the one in the copied listing and the saved one.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { waitForAuthEmulator } from '../support/authEmulator';
import { choosePhoto, fixturePath, signInByEmailLink, stubAnalysis } from '../support/capture';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const SHOES = {
  itemName: 'Trail Running Shoes',
  category: 'Shoes',
  description: 'Lightweight trail shoes with grippy soles. Worn a handful of times.',
  condition: 'Good - light wear on the soles',
  suggestedKeywords: ['trail running', 'shoes'],
  marketplaceCategories: { ebay: 'Athletic Shoes', facebook: 'Shoes', mercari: 'Shoes', poshmark: 'Sneakers' },
  estimatedCondition: 'good' as const,
  brandName: 'Salomon',
  features: ['Contagrip sole'],
  suggestedTitle: 'Salomon Trail Running Shoes',
  suggestedDescription: 'Salomon trail shoes in great shape.',
};
const ESTIMATE = {
  estimatedPrice: 85,
  priceRange: { min: 60, max: 110 },
  currency: 'USD' as const,
  confidence: 80,
  comparableItems: [],
};

const NAME = /^(Facebook Marketplace|Instagram Feed|OfferUp|Mercari|Craigslist|Vinted|Depop|Poshmark|eBay)$/;

/** The payout rows as [marketplace, what the seller keeps], in the order shown. */
async function payouts(page: Page) {
  const rows = page.getByRole('list', { name: 'What you keep on each marketplace' }).getByRole('listitem');
  await expect(rows).toHaveCount(9);
  return Promise.all(
    (await rows.all()).map(async (row) => [
      await row.getByText(NAME).textContent(),
      await row.getByText(/^\$[\d,.]+$/).textContent(),
    ]),
  );
}

test.beforeAll(waitForAuthEmulator);

test.describe('payouts', () => {
  test('nine payouts best first; a chosen price moves them all and is the copied and saved price', async ({
    page,
    request,
    consoleLog,
  }) => {
    // Sign-in, an analysis, the share modal and the dashboard: more than the default minute on a busy runner.
    test.slow();
    await stubAnalysis(page, SHOES, ESTIMATE);
    await signInByEmailLink(page, request);
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible({ timeout: 30_000 });
    await choosePhoto(page, await fixturePath('photo12mp'));
    // The save waits for the server's answer: the emulator's first write compiles the rules.
    await expect(page.getByText('Saved to your listings', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Best on Facebook Marketplace: local pickup, no fees — you keep $85')).toBeVisible();
    expect(await payouts(page)).toEqual([
      ['Facebook Marketplace', '$85'],
      ['Instagram Feed', '$85'],
      ['OfferUp', '$85'],
      ['Craigslist', '$85'],
      ['Vinted', '$85'],
      ['Depop', '$81.48'],
      ['Mercari', '$75.70'],
      ['eBay', '$71.95'],
      ['Poshmark', '$68'],
    ]);

    await page.getByRole('button', { name: 'Quick sale $60' }).click();
    await expect(page.getByRole('button', { name: 'Quick sale $60' })).toHaveAttribute('aria-pressed', 'true');
    expect((await payouts(page)).slice(5)).toEqual([
      ['Depop', '$57.31'],
      ['Mercari', '$53.20'],
      ['eBay', '$50.35'],
      ['Poshmark', '$48'],
    ]);
    // The estimate itself stays the AI's.
    await expect(page.getByRole('region', { name: 'Price estimate' })).toContainText('$85');

    await page.getByRole('button', { name: /Smart Share/ }).click();
    const modal = page.getByRole('dialog', { name: 'Share to Marketplaces' });
    await expect(modal.getByRole('button', { name: /^Share to Mercari\. You keep \$53\.20/ })).toBeVisible();
    await modal.getByRole('button', { name: 'Copy Complete Listing' }).click();
    await expect(modal.getByText('✓ Complete listing copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Salomon Trail Running Shoes - $60');
    expect(copied).toContain('Price: $60');
    expect(copied).not.toContain('$85');
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);

    // The saved listing carries the chosen price: the dashboard counts and shows it.
    await page.goto('/dashboard');
    await expect(page.getByRole('group', { name: 'Total Value' })).toHaveText('Total Value$60');
    await expect(
      page.getByRole('region', { name: 'Recent Activity' }).getByRole('link', { name: /Trail Running Shoes/ }),
    ).toContainText('$60');
    expect(consoleLog.errors).toEqual([]);
  });

  test('a typed price far past the range moves the slider and every payout; the slider says the value it holds', async ({
    page,
    consoleLog,
  }) => {
    await stubAnalysis(page, SHOES, { ...ESTIMATE, estimatedPrice: 52.55, priceRange: { min: 45, max: 60 } });
    await page.goto('/camera');
    await choosePhoto(page, await fixturePath('photo12mp'));
    const slider = page.getByRole('slider', { name: 'Your price' });
    await expect(slider).toBeVisible();
    // At \$52.55 (between two of its 50-cent steps) the slider holds and announces one value.
    const announced = Number((await slider.getAttribute('aria-valuetext'))?.replace('$', ''));
    expect(Number(await slider.inputValue())).toBe(announced);
    expect(Number(await slider.getAttribute('aria-valuenow'))).toBe(announced);

    const typed = page.getByRole('spinbutton', { name: 'Type a price' });
    await expect(typed).toHaveValue('52.55');
    await typed.fill('80');
    expect(await payouts(page)).toEqual([
      ['Facebook Marketplace', '$80'],
      ['Instagram Feed', '$80'],
      ['OfferUp', '$80'],
      ['Craigslist', '$80'],
      ['Vinted', '$80'],
      ['Depop', '$76.65'],
      ['Mercari', '$71.20'],
      ['eBay', '$67.63'],
      ['Poshmark', '$64'],
    ]);
    await expect(slider).toHaveAttribute('aria-valuetext', '$80');
    expect(await slider.inputValue()).toBe('80');
    await expect(page.getByRole('button', { name: /^Smart Share/ })).toBeVisible();
    expect(consoleLog.errors).toEqual([]);
  });
});
