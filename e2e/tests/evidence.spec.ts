/**
 * The evidence under the price: the eBay stand-in's listings in their own labelled panel, each
 * opening on eBay, the sold-price searches, and the honest "not enough market data" when the
 * market has too few. Desktop only and one test at a time: the stand-in's case is the whole
 * stack's (e2e/support/market.ts).
 */
import { test, expect } from '../support/fixtures';
import { choosePhoto, expectResults, fixturePath } from '../support/capture';
import { setMarketCase } from '../support/market';

test.describe.configure({ mode: 'serial' });

test.afterEach(() => setMarketCase('normal'));

test('results show the listings the price rests on, labelled demo market data, each opening on eBay', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/camera');
  await choosePhoto(page, await fixturePath('photo12mp'));
  await expectResults(page);

  const panel = page.getByRole('region', { name: 'eBay listings' });
  await expect(panel).toContainText(
    /Based on \d+ eBay listings of this item \(asking prices\): median \$[\d,.]+, most between \$[\d,]+ and \$[\d,]+\./,
  );
  await expect(panel).toContainText(/Searched eBay for “.+”\./);
  await expect(panel.getByText('Demo market data')).toBeVisible();
  await expect(panel).toContainText('not what they sold for');
  const listings = panel.getByRole('list', { name: 'eBay listings like this item' }).getByRole('listitem');
  await expect(listings).toHaveCount(5);

  // A listing opens its eBay page in a new tab (eBay answered by a stand-in page: no internet here).
  await context.route('https://www.ebay.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>eBay stand-in</title>' }),
  );
  const link = listings.first().getByRole('link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^https:\/\/www\.ebay\.com\/itm\/\d+$/);
  const popup = page.waitForEvent('popup');
  await link.click();
  expect((await popup).url()).toBe(href);

  const sold = panel.getByRole('link', { name: /^eBay sold listings/ });
  await expect(sold).toHaveAttribute(
    'href',
    /^https:\/\/www\.ebay\.com\/sch\/i\.html\?_nkw=.+&LH_Sold=1&LH_Complete=1$/,
  );
  await expect(panel.getByRole('link', { name: /^Mercari sold listings/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.mercari\.com\/search\/\?keyword=.+&itemStatuses=2$/,
  );
  // On a 360 px phone nothing runs off the side.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('too few listings: "Not enough market data — AI estimate", and the sold-price searches still offered', async ({
  page,
}) => {
  await setMarketCase('few');
  await page.goto('/camera');
  await choosePhoto(page, await fixturePath('photo12mp'));
  await expectResults(page);
  const panel = page.getByRole('region', { name: 'Not enough market data — AI estimate' });
  await expect(panel).toContainText('The price is the AI’s own estimate.');
  await expect(page.getByRole('region', { name: 'eBay listings' })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: /^eBay sold listings/ })).toBeVisible();
});

test('a search that finds mostly accessories: the AI estimate, saying so, never a price from the accessories', async ({
  page,
}) => {
  await setMarketCase('accessories');
  await page.goto('/camera');
  await choosePhoto(page, await fixturePath('photo12mp'));
  await expectResults(page);
  const panel = page.getByRole('region', { name: 'eBay listings found were mostly accessories — AI estimate' });
  await expect(panel).toContainText('The price is the AI’s own estimate.');
  await expect(panel).toContainText(/Searched eBay for “.+”\./);
  await expect(page.getByRole('region', { name: 'eBay listings', exact: true })).toHaveCount(0);
  // The stand-in's accessories cost $0.75–$5.99; the price on screen is the AI's, far above a quarter of it.
  const figure = page.locator('dt', { hasText: 'Estimated Price' }).locator('xpath=following-sibling::dd[1]');
  const price = Number((await figure.innerText()).replace(/[^\d.]/g, ''));
  expect(price).toBeGreaterThan(20);
});
