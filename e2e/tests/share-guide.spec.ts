/** The sharing guide wizard from the camera screen, start to end, by buttons and by dots (spec §2, §4, §5). */
import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectAccessibleDialogs } from '../support/shareFrame';

const STEPS = ['Capture', 'AI analysis', 'Copy listing', 'Open marketplace', 'Switch apps', 'Paste and publish'];
const PERCENT = [17, 33, 50, 67, 83, 100];

async function expectStep(guide: Locator, index: number) {
  await expect(guide.getByRole('heading', { name: STEPS[index], exact: true })).toBeVisible();
  await expect(guide.getByText(`Step ${index + 1} of 6`)).toBeVisible();
  await expect(guide.getByRole('progressbar', { name: `${PERCENT[index]}% complete` })).toBeVisible();
  await expect(guide.getByRole('button', { name: `Step ${index + 1}: ${STEPS[index]}` })).toHaveAttribute(
    'aria-current',
    'step',
  );
  const tips = guide.getByRole('region', { name: 'Platform tips' });
  if (index < 2) await expect(tips).toHaveCount(0);
  else {
    await expect(tips.getByText('Facebook Marketplace:')).toBeVisible();
    await expect(tips.getByText('eBay:')).toBeVisible();
  }
}

test.describe('share: the sharing guide', () => {
  test('walks from Capture to Got it! with Next, back with Previous, and jumps by dots', async ({
    page,
    consoleLog,
  }) => {
    await page.goto('/camera');
    await page.getByRole('button', { name: 'Guide', exact: true }).click();
    const guide = page.getByRole('dialog', { name: 'Sharing guide' });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('navigation', { name: 'Guide steps' }).getByRole('button')).toHaveCount(6);

    await expectStep(guide, 0);
    await expect(guide.getByRole('button', { name: 'Previous' })).toBeDisabled();
    for (let index = 1; index < STEPS.length; index += 1) {
      await guide.getByRole('button', { name: 'Next' }).click();
      await expectStep(guide, index);
    }
    await expect(guide.getByRole('button', { name: 'Next' })).toHaveCount(0);

    await guide.getByRole('button', { name: 'Previous' }).click();
    await expectStep(guide, 4);
    for (const index of [0, 3, 2, 5]) {
      await guide.getByRole('button', { name: `Step ${index + 1}: ${STEPS[index]}` }).click();
      await expectStep(guide, index);
    }
    await guide.getByRole('button', { name: 'Got it!' }).click();
    await expect(guide).toBeHidden();
    expect(consoleLog.errors).toEqual([]);
  });

  test('the forward button and the dots are on screen, large enough to tap, and axe finds nothing serious', async ({
    page,
  }) => {
    await page.goto('/camera');
    await page.getByRole('button', { name: 'Guide', exact: true }).click();
    const guide = page.getByRole('dialog', { name: 'Sharing guide' });
    const viewport = page.viewportSize()!;
    for (const target of [
      guide.getByRole('button', { name: 'Next' }),
      guide.getByRole('button', { name: 'Step 6: Paste and publish' }),
    ]) {
      await expect(target).toBeInViewport();
      const box = (await target.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(40);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    }
    await guide.getByRole('button', { name: 'Step 3: Copy listing' }).click();
    await expect(guide.getByRole('region', { name: 'Platform tips' })).toBeVisible();
    await expectAccessibleDialogs(page);
  });

  test('closes from any step with its close button, Escape or Back, and stays on the page under it', async ({
    page,
    consoleLog,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Try It Now - Free!' }).click();
    const guideButton = page.getByRole('button', { name: 'Guide', exact: true });
    const guide = page.getByRole('dialog', { name: 'Sharing guide' });
    await expect(page.getByText('Position item in frame')).toBeVisible();

    await guideButton.click();
    await guide.getByRole('button', { name: 'Next' }).click();
    await guide.getByRole('button', { name: 'Close guide' }).click();
    await expect(guide).toBeHidden();
    await expect(page).toHaveURL(/\/camera$/);

    await guideButton.click();
    await expect(guide).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(guide).toBeHidden();

    await guideButton.click();
    await guide.getByRole('button', { name: 'Next' }).click();
    await page.goBack();
    await expect(guide).toBeHidden();
    await expect(page).toHaveURL(/\/camera$/);
    await expect(page.getByText('Position item in frame')).toBeVisible();

    // Closed by its button, it took its history entry back off: one Back now returns to the landing page.
    await guideButton.click();
    await guide.getByRole('button', { name: 'Close guide' }).click();
    await expect(guide).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.history.state?.snapDialog ?? null)).toBeNull();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
    expect(consoleLog.errors).toEqual([]);
  });
});
