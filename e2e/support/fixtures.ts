/**
 * Test fixtures shared by every e2e suite: a page that records console errors and page errors, so a
 * suite can assert the app ran clean (one React, no crashes). Pages are used as a person uses them:
 * a test acts on a control as soon as it is visible, never after waiting for the app to be ready.
 */
import { test as base, expect, type ConsoleMessage } from '@playwright/test';

export interface ConsoleLog {
  errors: string[];
}

export const test = base.extend<{ consoleLog: ConsoleLog }>({
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
