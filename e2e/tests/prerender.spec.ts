/**
 * Issue 16: `/` is prerendered at build time (host/prerender), so its content and critical CSS
 * paint from the HTML before JavaScript runs; React then hydrates that markup (keeps its nodes,
 * no mismatch), and no other route's HTML carries the landing page.
 */
import { test, expect } from '../support/fixtures';

test.describe('prerendered landing page', () => {
  test('the HTML of / paints the landing page without JavaScript, styled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
    // Emotion's critical CSS came with the HTML: the header bar is laid out as the app lays it out.
    expect(await page.locator('header').evaluate((header) => getComputedStyle(header).display)).toBe('flex');
    await context.close();
  });

  test('React hydrates the prerendered markup: same nodes, no hydration error, links work in place', async ({
    page,
    consoleLog,
  }) => {
    // The heading as parsed from the HTML, before the app (deferred, then waiting for its config) renders.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () =>
        Object.assign(window, { prerenderedHeading: document.querySelector('h1') }),
      );
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    // A client-side navigation (the router's handler was attached by hydration): the page never reloaded.
    expect(await page.evaluate(() => 'prerenderedHeading' in window)).toBe(true);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
    expect(consoleLog.errors).toEqual([]);
  });

  test('the heading React shows is the node the HTML carried', async ({ page, consoleLog }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () =>
        Object.assign(window, { prerenderedHeading: document.querySelector('h1') }),
      );
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading ===
          document.querySelector('h1'),
      ),
    ).toBe(true);
    expect(consoleLog.errors).toEqual([]);
  });

  test('other routes get the plain shell, not the landing page', async ({ request }) => {
    for (const path of ['/camera', '/auth/signup', '/privacy']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('data-prerendered');
    }
  });

  test('the HTML of / asks for its JavaScript only after it has painted (host/prerender/paintFirst.ts)', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    // One script, the loader; no preloads that would compete with the page for the link.
    expect([...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map(([, src]) => src)).toEqual([
      expect.stringMatching(/^\/paint-first\.[0-9a-f]{10}\.js$/),
    ]);
    expect(html).not.toMatch(/rel="?preload"? as="?script"?|as="?script"? [^>]*rel="?preload"?/);
    await page.addInitScript(() => {
      Object.assign(window, { mainStartedAfterPaint: null });
      new MutationObserver((_, observer) => {
        const main = document.querySelector('script[src*="/main."]');
        if (!main) return;
        observer.disconnect();
        Object.assign(window, {
          mainStartedAfterPaint: performance.getEntriesByName('first-contentful-paint').length === 1,
        });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Try It Now - Free!' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { mainStartedAfterPaint: boolean | null }).mainStartedAfterPaint),
      )
      .toBe(true);
  });
});
