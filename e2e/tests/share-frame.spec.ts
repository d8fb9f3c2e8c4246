/**
 * The marketplace frame dialog opened from the capture results' quick links, against the real host
 * and remotes (spec §2, §4, §6). Marketplaces are answered by support/shareFrame.ts: one that
 * refuses framing must reach 'Unable to load' within 4 s instead of a blank frame, one that allows
 * it must load. Sharing needs an account (spec §6): a quick link opens the sign-up prompt for an
 * anonymous visitor, as Smart Share does, so the frame is opened by a signed-in seller.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { choosePhoto, fixturePath, signInByEmailLink } from '../support/capture';
import {
  QUICK_LINK_URLS,
  expectAccessibleDialogs,
  serveMarketplace,
  type MarketplacePage,
} from '../support/shareFrame';
import { hostUrl } from '../support/stack';

type QuickLink = keyof typeof QUICK_LINK_URLS;

/** The spec's bound for a refused frame to turn into 'Unable to load'. */
const UNABLE_TO_LOAD_WITHIN_MS = 4000;

/** A signed-in seller on /camera (the quick links open the frame only for an account). */
async function signIn(page: Page, request: APIRequestContext) {
  await signInByEmailLink(page, request);
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible({ timeout: 30_000 });
}

async function analyse(page: Page) {
  await choosePhoto(page, await fixturePath('photo12mp'));
  await expect(page.getByText('Estimated Price')).toBeVisible();
}

async function openQuickLink(page: Page, name: QuickLink, kind: MarketplacePage) {
  await serveMarketplace(page, QUICK_LINK_URLS[name], kind);
  await page.getByRole('list', { name: 'Quick links' }).getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('share: the marketplace frame dialog', () => {
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  for (const [name, kind] of [
    ['Facebook Marketplace', 'refuses-framing'],
    ['OfferUp', 'refuses-framing-readably'],
    ['Instagram Feed', 'silent'],
  ] as const) {
    test(`${name}, ${kind}: 'Unable to load' within 4 s, with Try Again and Open in New Tab`, async ({
      page,
      request,
      consoleLog,
    }) => {
      await signIn(page, request);
      await analyse(page);
      const dialog = await openQuickLink(page, name, kind);
      const unable = dialog.getByRole('heading', { name: 'Unable to load' });
      await expect(unable).toBeVisible({ timeout: UNABLE_TO_LOAD_WITHIN_MS });
      await expect(dialog.locator('iframe')).toHaveCount(0);
      await expect(dialog.getByRole('link', { name: 'Open in New Tab', exact: true })).toHaveAttribute(
        'href',
        QUICK_LINK_URLS[name],
      );
      if (kind === 'refuses-framing') await expectAccessibleDialogs(page);

      await dialog.getByRole('button', { name: 'Try Again' }).click();
      await expect(unable).toBeVisible({ timeout: UNABLE_TO_LOAD_WITHIN_MS });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      expect(
        consoleLog.errors.filter((error) => !error.includes('Failed to load resource') && !error.includes('CORS')),
      ).toEqual([]);
    });
  }

  test('a marketplace that allows framing loads in a sandboxed frame; Refresh loads it again', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await analyse(page);
    const dialog = await openQuickLink(page, 'Craigslist', 'framable');
    const frame = dialog.locator('iframe[title="Craigslist"]');
    await expect(
      page.frameLocator('iframe[title="Craigslist"]').getByRole('heading', { name: 'framable marketplace' }),
    ).toBeVisible();
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    // The loading indicator is gone (the copy actions' own live region stays, empty).
    await expect(dialog.getByRole('status').filter({ hasText: /Loading Craigslist/ })).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Open Craigslist in a new tab' })).toHaveAttribute(
      'href',
      QUICK_LINK_URLS.Craigslist,
    );
    await expectAccessibleDialogs(page);

    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await expect(
      page.frameLocator('iframe[title="Craigslist"]').getByRole('heading', { name: 'framable marketplace' }),
    ).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('an anonymous visitor’s quick link opens the sign-up prompt, as Smart Share does, and no marketplace', async ({
    page,
  }) => {
    await page.goto('/camera');
    await analyse(page);
    await serveMarketplace(page, QUICK_LINK_URLS.Craigslist, 'framable');
    await page.getByRole('list', { name: 'Quick links' }).getByRole('button', { name: 'Craigslist' }).click();
    const prompt = page.getByRole('dialog', { name: 'Sign up to share your listing' });
    await expect(
      prompt.getByText('Create a free account to share your items to marketplaces and save your results'),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Craigslist' })).toHaveCount(0);
    await prompt.getByRole('link', { name: 'Sign Up Free' }).click();
    await expect(page).toHaveURL(/\/auth\/signup$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a signed-in seller copies the listing from beside the frame', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hostUrl() });
    await signIn(page, request);
    await analyse(page);
    const itemName = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
    expect(itemName).not.toBe('');
    const dialog = await openQuickLink(page, 'Facebook Marketplace', 'refuses-framing');
    await dialog
      .getByRole('button', { name: /copy title/i })
      .first()
      .click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(itemName);
    await dialog.getByRole('button', { name: /copy complete listing/i }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(itemName);
    await expect(page.getByRole('dialog', { name: 'Sign up to share your listing' })).toHaveCount(0);
  });
});
