/**
 * Nothing a seller can tap lies under the version badge: on the results screen, the dashboard and
 * History, on a 360 and a 412 px wide phone, with the page at its top, at its bottom and between.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { waitForAuthEmulator } from '../support/authEmulator';
import { choosePhoto, fixturePath, signInByEmailLink, stubAnalysis } from '../support/capture';

/** A fixed analysis (the figures do not matter here, only what the screen lays out). */
const ITEM = {
  itemName: 'Canon AE-1 Program 35mm Film Camera',
  category: 'Cameras & Photo',
  description: 'A classic 35mm SLR film camera with a 50mm lens. Light wear on the top plate.',
  condition: 'Light cosmetic wear, fully working',
  suggestedKeywords: ['canon ae-1', 'film camera'],
  marketplaceCategories: { ebay: 'Film Cameras', facebook: 'Electronics', mercari: 'Cameras', poshmark: 'Electronics' },
  estimatedCondition: 'good' as const,
  brandName: 'Canon',
  features: ['50mm f/1.8 lens'],
  suggestedTitle: 'Canon AE-1 Program 35mm SLR Film Camera',
  suggestedDescription: 'Classic Canon AE-1 Program with a sharp 50mm lens.',
};
const ESTIMATE = {
  estimatedPrice: 185,
  priceRange: { min: 168.35, max: 210.4 },
  currency: 'USD' as const,
  confidence: 80,
  comparableItems: [],
};

async function analyse(page: Page) {
  await choosePhoto(page, await fixturePath('photo12mp'));
  await expect(page.getByText('Estimated Price')).toBeVisible({ timeout: 30_000 });
}

const WIDTHS = [360, 412];
const TAPPABLE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="link"]',
  '[role="slider"]',
  '[role="checkbox"]',
  '[role="tab"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Every tappable element whose box meets the badge's, at five scroll positions from top to bottom. */
function underTheBadge(page: Page): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const badge = document.querySelector('[data-testid="version-badge"]');
    if (!badge) return ['no version badge'];
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const found: string[] = [];
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (const at of [0, 0.25, 0.5, 0.75, 1]) {
      window.scrollTo(0, Math.round(end * at));
      await frame();
      const b = badge.getBoundingClientRect();
      for (const element of document.querySelectorAll(selector)) {
        if (element === badge || badge.contains(element)) continue;
        const r = element.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
        if (r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top) {
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
          found.push(`at ${Math.round(at * 100)}%: <${element.tagName.toLowerCase()}> ${name}`);
        }
      }
    }
    window.scrollTo(0, 0);
    return found;
  }, TAPPABLE);
}

async function expectNothingUnderTheBadge(page: Page, screen: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByTestId('version-badge')).toBeAttached();
    expect(await underTheBadge(page), `${screen} at ${width} px`).toEqual([]);
  }
}

test.beforeAll(waitForAuthEmulator);

test.describe('the version badge', () => {
  test.beforeEach(({ isMobile }) => test.skip(!isMobile, 'a phone-width check'));

  test('covers no control on the results screen', async ({ page, consoleLog }) => {
    await stubAnalysis(page, ITEM, ESTIMATE);
    await page.goto('/camera');
    await analyse(page);
    await expectNothingUnderTheBadge(page, 'results');
    expect(consoleLog.errors).toEqual([]);
  });

  test('covers no control on a signed-in result, the dashboard and History', async ({ page, request }) => {
    test.slow();
    await stubAnalysis(page, ITEM, ESTIMATE);
    await signInByEmailLink(page, request);
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible({ timeout: 30_000 });
    await analyse(page);
    await expect(page.getByText('Saved to your listings', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expectNothingUnderTheBadge(page, 'signed-in results');

    await page.goto('/dashboard');
    const recent = page.getByRole('region', { name: 'Recent Activity' });
    await expect(recent.getByRole('link').first()).toBeVisible();
    await expectNothingUnderTheBadge(page, 'dashboard');

    await page.getByRole('link', { name: 'History' }).click();
    await expect(page.getByRole('button', { name: /^Manage / }).first()).toBeVisible();
    await expectNothingUnderTheBadge(page, 'History');
  });

  test('stays under a dialog’s backdrop', async ({ page }) => {
    await page.goto('/camera');
    await page.getByRole('button', { name: 'Guide', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Sharing guide' })).toBeVisible();
    const badge = (await page.getByTestId('version-badge').boundingBox())!;
    expect(badge.y + badge.height, 'the badge is on screen').toBeLessThanOrEqual(page.viewportSize()!.height);
    const hit = await page.evaluate(
      ({ x, y }) => {
        const element = document.elementFromPoint(x, y);
        return element === null ? 'nothing' : element.closest('[data-testid="version-badge"]') ? 'badge' : 'dialog';
      },
      { x: badge.x + badge.width / 2, y: badge.y + badge.height / 2 },
    );
    expect(hit).toBe('dialog');
  });
});
