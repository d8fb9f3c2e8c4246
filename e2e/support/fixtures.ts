/**
 * Test fixtures shared by every e2e suite: a page that records console errors and page errors,
 * so a suite can assert the app ran clean (one React, no crashes), and whose goto waits for the
 * live screen when the page paints a route shell first.
 */
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

export interface ConsoleLog {
  errors: string[];
}

/**
 * Pages that paint before the app runs. /camera, /auth and (signed in) /dashboard paint a route
 * shell first (host/src/features/shell/routeShell.tsx): the remote's screen as a still picture, inert, until
 * the remote has rendered. A person cannot act on it, but Playwright's locators find it (they do
 * not apply `inert`), and a fill or a file set on it is lost when the live screen replaces it. So
 * goto returns once the live screen is there, as a person would wait for it; a test that looks at
 * the page before that opens it with `waitUntil: 'commit'`.
 */
function gotoTheLiveScreen(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil === 'commit') return response;
    await page.locator('#route-shell').waitFor({ state: 'detached' });
    // The prerendered `/` paints before its app starts (host/prerender/paintFirst.ts): a click before
    // React took the markup over would be a full page load. Once hydrateRoot has run, React keeps and
    // replays clicks, so wait for that.
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return !root?.dataset.prerendered || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
    });
    return response;
  };
}

export const test = base.extend<{ consoleLog: ConsoleLog }>({
  page: async ({ page }, use) => {
    gotoTheLiveScreen(page);
    await use(page);
  },
  consoleLog: async ({ page }, use) => {
    const log: ConsoleLog = { errors: [] };
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') log.errors.push(message.text());
    });
    page.on('pageerror', (error) => log.errors.push(`pageerror: ${error.message}`));
    await use(log);
  },
});

export { expect };
