/**
 * The cross-engine suite's fixtures: one browser per worker (each project is one engine), a
 * fresh phone-sized page per test, and web-first assertions built on expect.poll, since these
 * pages are not Playwright's and have no auto-waiting locators.
 */
import { test as base, expect, type TestInfo } from '@playwright/test';
import { hostUrl } from '../../support/stack';
import type { EngineBrowser, EngineName, EnginePage } from './enginePage';
import { launchFirefox } from './firefox';
import type { RoleQuery } from './roleQuery';
import { launchWebKit } from './webkit';

const launch = (engine: EngineName) => (engine === 'firefox' ? launchFirefox(hostUrl()) : launchWebKit(hostUrl()));

/** A fresh page of `browser` for one test; a screenshot of it when the test fails. */
async function usePage(browser: EngineBrowser, use: (page: EnginePage) => Promise<void>, shot: string, info: TestInfo) {
  const page = await browser.newPage();
  await use(page);
  if (info.status !== info.expectedStatus) await page.screenshot(info.outputPath(shot)).catch(() => undefined);
  await page.close();
}

export const test = base.extend<
  { app: EnginePage; anotherDevice: EnginePage },
  { engine: EngineName; engineBrowser: EngineBrowser }
>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  engineBrowser: [
    async ({ engine }, use) => {
      const browser = await launch(engine);
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  app: async ({ engineBrowser }, use, testInfo) => usePage(engineBrowser, use, 'failure.png', testInfo),
  /**
   * A second device of the same engine: a browser of its own (its own process and profile; for
   * WebKit its own driver and display too), sharing nothing with `app` but the servers.
   */
  anotherDevice: async ({ engine }, use, testInfo) => {
    const browser = await launch(engine);
    await usePage(browser, use, 'failure-another-device.png', testInfo);
    await browser.close();
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

/**
 * The Firestore SDK's line when a page goes (a reload, a link) while its connection is opening:
 * Firefox fails the aborted request before the page is gone, and the SDK logs one failed attempt.
 * Not the app's error; a connection that really fails fails again, and that line still counts.
 */
const LEFT_MID_CONNECTION = /Could not reach Cloud Firestore backend\. Connection failed 1 times\./;

/** No uncaught error or console error, where the engine's driver can see them (not classic WebDriver). */
export function expectNoErrors(app: EnginePage): void {
  const errors = app.errors()?.filter((error) => !LEFT_MID_CONNECTION.test(error));
  if (errors) expect(errors, `${app.engine}: console and page errors`).toEqual([]);
}

export { expect };
