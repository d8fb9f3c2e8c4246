/** Firefox (Debian's firefox-esr) through Puppeteer over WebDriver BiDi. */
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { PHONE_VIEWPORT, type EngineBrowser, type EnginePage } from './enginePage';
import { hasVisibleText, markByRole, type RoleQuery } from './roleQuery';
import { FIREFOX_PATH } from './packages';
import { untilFound } from './autoWait';

let marks = 0;

function firefoxPage(page: Page, baseUrl: string): EnginePage & { close(): Promise<void> } {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  /** Marks the element (see roleQuery.ts) and returns a selector for it, or throws when none matches. */
  const locate = async (query: RoleQuery) => {
    const mark = `m${(marks += 1)}`;
    await untilFound(
      () => page.evaluate(markByRole, query, mark),
      `firefox: a visible ${query.role} named ${JSON.stringify(query.name)}`,
    );
    return `[data-engine-mark="${mark}"]`;
  };

  return {
    engine: 'firefox',
    goto: async (path) => void (await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' })),
    // The page's own address: Puppeteer's page.url() misses same-document navigations (the app's
    // history.pushState) with some Firefox ESR builds (140.12 here), and stays on the page loaded.
    url: () => page.evaluate(() => window.location.href),
    count: (query) => page.evaluate(markByRole, query, 'count'),
    click: async (query) => page.click(await locate(query)),
    fill: async (query, value) => {
      const selector = await locate(query);
      await page.click(selector, { count: 3 });
      await page.type(selector, value);
    },
    hasText: (text) => page.evaluate(hasVisibleText, text),
    chooseFile: async (selector, path) => {
      const input = (await page.$(selector)) as ElementHandle<HTMLInputElement> | null;
      if (!input) throw new Error(`firefox: no ${selector}`);
      await input.uploadFile(path);
    },
    readClipboard: () => page.evaluate(() => navigator.clipboard.readText()),
    evaluate: async <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A) =>
      (await page.evaluate(fn as (arg: unknown) => unknown, arg)) as R,
    screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
    errors: () => errors,
    close: () => page.close(),
  };
}

export async function launchFirefox(baseUrl: string): Promise<EngineBrowser> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: PHONE_VIEWPORT,
    // Nothing but the app's own stack on the network: no update, telemetry or captive-portal checks.
    // dom.events.testing.asyncClipboard: navigator.clipboard.readText answers the test without
    // showing the user's Paste menu (readClipboard); writes still need the user's tap.
    extraPrefsFirefox: {
      'network.captive-portal-service.enabled': false,
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'dom.events.testing.asyncClipboard': true,
    },
  });
  return {
    newPage: async () => {
      // A context of its own per test: its own cookies, localStorage and IndexedDB (Firebase's session).
      const context = await browser.createBrowserContext();
      const page = firefoxPage(await context.newPage(), baseUrl);
      return { ...page, close: () => context.close() };
    },
    close: () => browser.close(),
  };
}
