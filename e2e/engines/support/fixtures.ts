/**
 * The cross-engine suite's fixtures: one browser per worker (each project is one engine), a
 * fresh phone-sized page per test, and web-first assertions built on expect.poll, since these
 * pages are not Playwright's and have no auto-waiting locators.
 */
import { test as base, expect } from '@playwright/test';
import { hostUrl } from '../../support/stack';
import type { EngineBrowser, EngineName, EnginePage } from './enginePage';
import { launchFirefox } from './firefox';
import type { RoleQuery } from './roleQuery';
import { launchWebKit } from './webkit';

export const test = base.extend<{ app: EnginePage }, { engine: EngineName; engineBrowser: EngineBrowser }>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  engineBrowser: [
    async ({ engine }, use) => {
      const browser = engine === 'firefox' ? await launchFirefox(hostUrl()) : await launchWebKit(hostUrl());
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  app: async ({ engineBrowser }, use, testInfo) => {
    const page = await engineBrowser.newPage();
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus)
      await page.screenshot(testInfo.outputPath('failure.png')).catch(() => undefined);
    await page.close();
  },
});

const describe = (query: RoleQuery) => `${query.role} ${JSON.stringify(query.name ?? '')}`;

/** Waits until an element with this role and name is visible (like toBeVisible on a role locator). */
export const expectRole = (app: EnginePage, query: RoleQuery) =>
  expect.poll(() => app.count(query), { message: `${app.engine}: visible ${describe(query)}` }).toBeGreaterThan(0);

/** Waits until no element with this role and name is visible. */
export const expectNoRole = (app: EnginePage, query: RoleQuery) =>
  expect.poll(() => app.count(query), { message: `${app.engine}: no visible ${describe(query)}` }).toBe(0);

export const expectText = (app: EnginePage, text: string) =>
  expect.poll(() => app.hasText(text), { message: `${app.engine}: visible text ${JSON.stringify(text)}` }).toBe(true);

export const expectPath = (app: EnginePage, path: string) =>
  expect.poll(async () => new URL(await app.url()).pathname, { message: `${app.engine}: path` }).toBe(path);

/** No uncaught error or console error, where the engine's driver can see them (not classic WebDriver). */
export function expectNoErrors(app: EnginePage): void {
  const errors = app.errors();
  if (errors) expect(errors, `${app.engine}: console and page errors`).toEqual([]);
}

export { expect };
