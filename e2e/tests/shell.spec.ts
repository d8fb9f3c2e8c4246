import { test, expect } from '../support/fixtures';
import { stackPorts } from '../support/stack';

test.describe('shell', () => {
  test('landing page renders the spec content with the version badge', async ({ page, consoleLog }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
    await expect(page.getByText('AI-Powered Instant Pricing')).toBeVisible();
    for (const point of ['No signup required', 'Originals stay on your device', 'Instant results']) {
      await expect(page.getByRole('listitem').filter({ hasText: point })).toBeVisible();
    }
    for (const step of ['Snap a Photo', 'Get Instant Pricing', 'List & Sell']) {
      await expect(page.getByRole('heading', { name: new RegExp(step) })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Why sellers love it' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByText(/sent through our server to our AI provider/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Watch Demo' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeVisible();

    const badge = page.getByTestId('version-badge');
    await expect(badge).toHaveText('v1.0.512');
    // At the bottom right of the page (not fixed over it): there once the page is scrolled to its end.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const box = await badge.boundingBox();
    const viewport = page.viewportSize();
    expect(
      box && viewport && box.x + box.width > viewport.width - 40 && box.y + box.height > viewport.height - 40,
    ).toBe(true);
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeEmpty();
    expect(consoleLog.errors).toEqual([]);
  });

  test('every script the first render needs is announced up front: no waterfall behind main.js, nothing fetched twice', async ({
    page,
  }) => {
    const requests: { url: string; at: number }[] = [];
    page.on(
      'request',
      (request) =>
        request.resourceType() === 'script' && requests.push({ url: new URL(request.url()).pathname, at: Date.now() }),
    );
    // The page names main.js and preloads the start-up chunks beside it, so they load in parallel.
    const html = await (await page.request.get('/')).text();
    expect([...html.matchAll(/<script[^>]*src="?([^"\s>]+)/g)].map(([, src]) => src)).toEqual([
      expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/),
    ]);

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(preloaded.length).toBeGreaterThan(5);
    const main = requests.filter((r) => /^\/main\.[0-9a-f]+\.js$/.test(r.url));
    expect(main).toHaveLength(1);
    // Everything the page loaded on its own came announced, in parallel with main.js…
    expect(
      requests.map((r) => r.url).filter((url) => !main.some((m) => m.url === url) && !preloaded.includes(url)),
    ).toEqual([]);
    // …and every preload was used, each fetched once.
    const all = requests.map((r) => r.url);
    for (const href of preloaded)
      expect(
        all.filter((url) => url === href),
        href,
      ).toHaveLength(1);
  });

  test('/camera and every other route start the app with the same scripts as /', async ({ request }) => {
    const scriptsOf = async (path: string) =>
      [...(await (await request.get(path)).text()).matchAll(/<(?:script|link)[^>]*(?:src|href)="?([^"\s>]+\.js)/g)].map(
        ([, src]) => src,
      );
    const landing = await scriptsOf('/');
    expect(landing.length).toBeGreaterThan(5);
    expect(await scriptsOf('/camera')).toEqual(landing);
    expect(await scriptsOf('/auth')).toEqual(landing);
  });

  for (const cta of ['Try It Now - Free!', 'Start Scanning Now']) {
    test(`'${cta}' goes to the camera, which starts loading when the link is touched, hovered or focused`, async ({
      page,
    }) => {
      const captureOrigin = `http://127.0.0.1:${stackPorts().remote_capture}/`;
      const fromCapture: string[] = [];
      page.on('request', (request) => request.url().startsWith(captureOrigin) && fromCapture.push(request.url()));
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(fromCapture).toEqual([]);
      const link = page.getByRole('link', { name: cta });
      await link.focus();
      await expect.poll(() => fromCapture.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
      await link.click();
      await expect(page).toHaveURL(/\/camera$/);
      await expect(page.getByText('Position item in frame')).toBeVisible();
    });
  }

  test('every public route renders, and unknown or signed-in-only routes show home', async ({ page }) => {
    await page.goto('/camera');
    await expect(page.getByText('Position item in frame')).toBeVisible();
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: /Continue with Google/ })).toBeVisible();
    await page.goto('/auth/signup');
    await expect(page.getByRole('button', { name: /Continue with Google/ })).toBeVisible();
    for (const path of ['/no-such-page', '/dashboard', '/profile']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
    }
  });

  test('host and remotes share exactly one React', async ({ page, consoleLog }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Try It Now - Free!' }).click();
    await expect(page.getByText('Position item in frame')).toBeVisible();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: /Continue with Google/ })).toBeVisible();
    const reactVersions = await page.evaluate(() => {
      const share = (
        globalThis as {
          __FEDERATION__?: {
            __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>>;
          };
        }
      ).__FEDERATION__?.__SHARE__;
      const loaded = new Set<string>();
      for (const scopes of Object.values(share ?? {})) {
        for (const [version, entry] of Object.entries(scopes.default?.react ?? {}))
          if (entry.loaded) loaded.add(version);
      }
      return [...loaded];
    });
    expect(reactVersions).toHaveLength(1);
    expect(consoleLog.errors.filter((e) => /Invalid hook call|more than one copy of React/i.test(e))).toEqual([]);
    expect(consoleLog.errors).toEqual([]);
  });
});
