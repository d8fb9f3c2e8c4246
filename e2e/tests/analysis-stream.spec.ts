/**
 * One round trip per analysis. POST /analyze runs identify then estimate on the gateway and
 * streams both; the analysing panel shows the identified item before its price. A stream cut
 * short is asked again whole. Every DOM change is recorded in the page, so the order is checked
 * without timing anything.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { choosePhoto, fixturePath } from '../support/capture';
import { gatewayUrl } from '../support/stack';

async function recordScreens(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __seen: seen });
    new MutationObserver(() => {
      const text = document.body?.innerText ?? '';
      const now = /Identified: .+/.exec(text) ? 'identified' : text.includes('Estimated Price') ? 'price' : 'other';
      if (seen[seen.length - 1] !== now) seen.push(now);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);

/** The gateway operations the page POSTs to, in order ('analyze', 'listing'). */
function gatewayPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on(
    'request',
    (request) =>
      request.url().startsWith(gatewayUrl()) &&
      request.method() === 'POST' &&
      posts.push(new URL(request.url()).pathname.split('/').pop()!),
  );
  return posts;
}

test.describe('one round trip per analysis', () => {
  test('one POST /analyze; the analysing panel shows the identified name before the price', async ({
    page,
    consoleLog,
  }) => {
    await recordScreens(page);
    const posts = gatewayPosts(page);
    await page.goto('/camera');
    await choosePhoto(page, await fixturePath('photo12mp'));
    await expect(page.getByText('Estimated Price')).toBeVisible();

    const order = await seen(page);
    expect(order.indexOf('identified')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('identified')).toBeLessThan(order.indexOf('price'));
    expect(posts).toEqual(['analyze']);
    expect(consoleLog.errors).toEqual([]);
  });

  test('a stream cut after the identification: the whole analysis is asked again, and its result shown', async ({
    page,
    consoleLog,
  }) => {
    await recordScreens(page);
    const posts = gatewayPosts(page);
    // The first analysis's reply, as a dropped connection leaves it: the identification, then nothing.
    let cut = false;
    await page.route(gatewayUrl('/analyze'), async (route) => {
      if (route.request().method() !== 'POST' || cut) return route.continue();
      cut = true;
      const response = await route.fetch();
      const [identified] = (await response.text()).split('\n');
      expect(JSON.parse(identified)).toMatchObject({ type: 'identified' });
      await route.fulfill({ response, body: `${identified}\n` });
    });
    await page.goto('/camera');
    await choosePhoto(page, await fixturePath('photo12mp'));
    await expect(page.getByText('Estimated Price')).toBeVisible();

    expect(posts).toEqual(['analyze', 'analyze']);
    const order = await seen(page);
    expect(order.indexOf('identified')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('identified')).toBeLessThan(order.indexOf('price'));
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(consoleLog.errors).toEqual([]);
  });
});
