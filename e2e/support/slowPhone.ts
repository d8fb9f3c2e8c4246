import type { Page } from '@playwright/test';

/** The slowed phone CPU of `npm run bench:felt` (4×): the screen's parts arrive far apart. */
export async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
