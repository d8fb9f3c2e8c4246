/**
 * A phone held on its side (the Pixel 7 and iPhone 14 projects, turned): wide but short. The
 * camera's buttons sit beside its picture, not below the fold, and dialogs take the whole screen,
 * as they do upright. On the desktop project (1280×720) the same dialogs stay windowed.
 * And a small phone held upright: the analysis can be cancelled without scrolling.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { choosePhoto, expectCameraScreen, fixturePath, holdIdentify } from '../support/capture';

/** Is the whole of `locator` on screen, with the page at its top? */
async function expectAboveTheFold(page: Page, locator: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await locator.boundingBox();
  const { height } = page.viewportSize()!;
  expect(box, 'laid out').not.toBeNull();
  expect(box!.y + box!.height, `bottom of ${String(locator)} within ${height} px`).toBeLessThanOrEqual(height);
}

async function expectFullScreen(page: Page, dialog: Locator, full: boolean) {
  await expect(dialog).toBeVisible();
  // MUI gives the paper the dialog role.
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  const covers = box.x === 0 && box.y === 0 && box.width === viewport.width && box.height === viewport.height;
  expect(covers, `dialog ${JSON.stringify(box)} in ${JSON.stringify(viewport)}`).toBe(full);
}

test.describe('a phone on its side', () => {
  test('the camera keeps its buttons on screen and its dialogs full screen', async ({ page, isMobile, consoleLog }) => {
    if (isMobile) {
      const { width, height } = page.viewportSize()!;
      await page.setViewportSize({ width: height, height: width });
    }
    const held = await holdIdentify(page);
    await page.goto('/camera');
    await expectCameraScreen(page);
    if (isMobile) {
      await expectAboveTheFold(page, page.getByRole('button', { name: 'Take Photo', exact: true }));
      await expectAboveTheFold(page, page.getByRole('button', { name: 'Choose from Gallery', exact: true }));
    }

    await choosePhoto(page, await fixturePath('photo12mp'));
    await expect(page.getByRole('heading', { name: 'Analyzing Item' })).toBeFocused();
    const cancel = page.getByRole('button', { name: 'Cancel' });
    if (isMobile) await expectAboveTheFold(page, cancel);
    await cancel.click();
    const analyze = page.getByRole('button', { name: 'Analyze Item' });
    await expect(analyze).toBeFocused();
    if (isMobile) {
      await expectAboveTheFold(page, analyze);
      await expectAboveTheFold(page, page.getByRole('button', { name: 'Add Another Photo' }));
    }

    await page.getByRole('button', { name: 'View photos' }).click();
    const viewer = page.getByRole('dialog', { name: 'Your photos' });
    await expectFullScreen(page, viewer, isMobile);
    await expectAboveTheFold(page, viewer.getByRole('button', { name: 'Remove photo' }));
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();

    await page.getByRole('button', { name: 'Guide', exact: true }).click();
    const guide = page.getByRole('dialog', { name: 'Sharing guide' });
    await expectFullScreen(page, guide, isMobile);
    await expectAboveTheFold(page, guide.getByRole('button', { name: 'Next' }));
    held.release();
    expect(consoleLog.errors).toEqual([]);
  });
});

test.describe('a small phone', () => {
  for (const size of [
    { width: 360, height: 640 },
    { width: 320, height: 568 },
  ]) {
    test(`at ${size.width}×${size.height}, Cancel stays on screen while the photo is analysed`, async ({
      page,
      isMobile,
      consoleLog,
    }) => {
      test.skip(!isMobile, 'a phone-sized screen');
      await page.setViewportSize(size);
      const held = await holdIdentify(page);
      await page.goto('/camera');
      await choosePhoto(page, await fixturePath('photo12mp'));
      await expect(page.getByRole('heading', { name: 'Analyzing Item' })).toBeFocused();
      const cancel = page.getByRole('button', { name: 'Cancel' });
      await expectAboveTheFold(page, cancel);
      // Scrolled to the end of the panel, it is back in its place below the progress, not on it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const step = page.getByText('Step 1 of 2: identifying the item', { exact: true });
      const [stepBox, cancelBox] = [(await step.boundingBox())!, (await cancel.boundingBox())!];
      expect(cancelBox.y, 'Cancel below the step').toBeGreaterThan(stepBox.y + stepBox.height);
      await cancel.click();
      await expect(page.getByRole('button', { name: 'Analyze Item' })).toBeFocused();
      held.release();
      expect(consoleLog.errors).toEqual([]);
    });
  }
});
