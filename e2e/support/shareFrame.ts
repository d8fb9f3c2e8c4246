/**
 * Marketplace pages for the frame dialog's e2e. The suite cannot reach real marketplaces, so it
 * answers their catalogue addresses itself (page.route intercepts both the dialog's framing probe
 * and the frame's own navigation in Chromium), each the way a kind of site behaves.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Catalogue addresses of the four quick links (shared/src/marketplaces.ts). */
export const QUICK_LINK_URLS = {
  'Facebook Marketplace': 'https://www.facebook.com/marketplace/create/item',
  'Instagram Feed': 'https://www.instagram.com/',
  OfferUp: 'https://offerup.com/post',
  Craigslist: 'https://post.craigslist.org/',
} as const;

export type MarketplacePage =
  /** A real marketplace: X-Frame-Options: DENY and no CORS, so the page cannot even be read. */
  | 'refuses-framing'
  /** Readable (CORS) and says so in the header it exposes: X-Frame-Options: DENY. */
  | 'refuses-framing-readably'
  /** Readable and framable: no X-Frame-Options, no frame-ancestors. */
  | 'framable'
  /** Never answers. */
  | 'silent';

const page = (title: string) => `<!doctype html><title>${title}</title><h1>${title}</h1><p>List an item</p>`;

export async function serveMarketplace(target: Page, url: string, kind: MarketplacePage): Promise<void> {
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': 'X-Frame-Options, Content-Security-Policy',
  };
  await target.route(url, async (route) => {
    if (kind === 'silent') return; // left pending: the dialog's watchdog has to notice
    // Playwright gives a fulfilled CORS request that has no Access-Control-Allow-Origin one that
    // matches the caller, which would make every page readable; a real marketplace allows at most itself.
    const unreadable = { 'Access-Control-Allow-Origin': new URL(url).origin, 'X-Frame-Options': 'DENY' };
    const headers =
      kind === 'refuses-framing' ? unreadable : kind === 'framable' ? cors : { ...cors, 'X-Frame-Options': 'DENY' };
    await route.fulfill({ status: 200, contentType: 'text/html', headers, body: page(`${kind} marketplace`) });
  });
}

/** No serious or critical axe findings in our dialogs; a framed marketplace's own page is not ours to judge. */
export async function expectAccessibleDialogs(target: Page): Promise<void> {
  const results = await new AxeBuilder({ page: target })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'])
    .exclude('iframe')
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
