import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { choosePhoto, fixturePath, holdIdentify } from '../support/capture';

test('landing page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

/** Tabs once round the page and lists each control focused without a whole, visible focus ring. */
async function ringless(page: Page): Promise<string[]> {
  const missing: string[] = [];
  // Once round the page: Tab until focus is back where it started.
  let first: string | null = null;
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const focus = document.activeElement as HTMLElement | null;
      if (!focus || focus === document.body) return null;
      // A file input hidden inside the label drawn as its button: the label shows its ring.
      const label = focus instanceof HTMLInputElement && focus.type === 'file' ? focus.closest('label') : null;
      const element = label ?? focus;
      const style = getComputedStyle(element);
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      // The ring's outer edge, and whether a box that clips (a scroll area, overflow: hidden) cuts it.
      const grow = parseFloat(style.outlineWidth) + (parseFloat(style.outlineOffset) || 0);
      const box = element.getBoundingClientRect();
      let cut = false;
      for (let parent = element.parentElement; parent && ring; parent = parent.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(parent);
        if (overflowX === 'visible' && overflowY === 'visible') continue;
        const outer = parent.getBoundingClientRect();
        const top = outer.top + parent.clientTop;
        const left = outer.left + parent.clientLeft;
        cut ||=
          box.top - grow < top - 0.5 ||
          box.left - grow < left - 0.5 ||
          box.bottom + grow > top + parent.clientHeight + 0.5 ||
          box.right + grow > left + parent.clientWidth + 0.5;
      }
      return { name, ring, cut };
    });
    if (!focused) continue;
    if (focused.name === first) break;
    first ??= focused.name;
    if (!focused.ring) missing.push(focused.name);
    else if (focused.cut) missing.push(`${focused.name} (ring cut off)`);
  }
  expect(first, 'Tab reached a control').not.toBeNull();
  return missing;
}

test('the early /camera screen, before any script has run, shows a whole focus ring on every control Tab reaches', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/camera');
  await expect(page.getByText('Position item in frame')).toBeVisible();
  expect(await ringless(page), 'focused with no ring').toEqual([]);
  await context.close();
});

test('every control on /camera that Tab reaches shows a whole focus ring, the picture and the thumbnails included', async ({
  page,
}) => {
  const held = await holdIdentify(page);
  await page.goto('/camera');
  // The camera screen itself (Guide comes with it, not with the early screen the HTML paints).
  await expect(page.getByRole('button', { name: 'Guide' })).toBeVisible();
  expect(await ringless(page), 'idle: focused with no ring').toEqual([]);
  await choosePhoto(page, await fixturePath('photo12mp'));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'View photos' })).toBeVisible();
  expect(await ringless(page), 'a photo chosen: focused with no ring').toEqual([]);
  held.release();
});
