import { expect, type Page } from '@playwright/test';

/**
 * /camera and /auth paint a route shell first (host/src/features/shell/routeShell.tsx): the
 * remote's screen as a still picture, inert, until the remote has rendered. A person cannot act on
 * it, but CSS, text and role locators still find it (Playwright does not apply `inert`): a test
 * that acts right after opening the page waits for the live screen first.
 */
export async function waitForLiveScreen(page: Page): Promise<void> {
  await expect(page.locator('#route-shell')).toHaveCount(0);
}
