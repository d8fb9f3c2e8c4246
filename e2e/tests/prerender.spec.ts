/**
 * Issue 16: `/` is prerendered at build time (host/prerender), so its content and critical CSS
 * paint from the HTML before JavaScript runs; React then hydrates that markup (keeps its nodes,
 * no mismatch), and no other route's HTML carries the landing page.
 */
import type { Page } from '@playwright/test';
import { signInByEmailLink } from '../support/capture';
import { seedListings, signedInUid } from '../support/firestoreEmulator';
import { test, expect } from '../support/fixtures';
import { stackPorts } from '../support/stack';

/** Records the layout shifts of every page `page` opens from now on (read them with layoutShifts). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value)),
    ).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);

/** Holds every request matching `url` until the function it returns is called. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('prerendered landing page', () => {
  test('the HTML of / paints the landing page without JavaScript, styled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
    // Emotion's critical CSS came with the HTML: the header bar is laid out as the app lays it out.
    expect(await page.locator('header').evaluate((header) => getComputedStyle(header).display)).toBe('flex');
    await context.close();
  });

  test('React hydrates the prerendered markup: same nodes, no hydration error, links work in place', async ({
    page,
    consoleLog,
  }) => {
    // The heading as parsed from the HTML, before the app (deferred, then waiting for its config) renders.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () =>
        Object.assign(window, { prerenderedHeading: document.querySelector('h1') }),
      );
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    // A client-side navigation (the router's handler was attached by hydration): the page never reloaded.
    expect(await page.evaluate(() => 'prerenderedHeading' in window)).toBe(true);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
    expect(consoleLog.errors).toEqual([]);
  });

  test('the heading React shows is the node the HTML carried', async ({ page, consoleLog }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () =>
        Object.assign(window, { prerenderedHeading: document.querySelector('h1') }),
      );
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading ===
          document.querySelector('h1'),
      ),
    ).toBe(true);
    expect(consoleLog.errors).toEqual([]);
  });

  test('routes without a page of their own get the plain shell, not the landing page', async ({ request }) => {
    for (const path of ['/auth/signup', '/privacy', '/profile']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('data-prerendered');
      expect(html, path).not.toContain('id="route-shell"');
    }
  });

  test('the HTML of / asks for its JavaScript only after it has painted (host/prerender/paintFirst.ts)', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    // One script, the loader; no preloads that would compete with the page for the link.
    expect([...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map(([, src]) => src)).toEqual([
      expect.stringMatching(/^\/paint-first\.[0-9a-f]{10}\.js$/),
    ]);
    expect(html).not.toMatch(/rel="?preload"? as="?script"?|as="?script"? [^>]*rel="?preload"?/);
    await page.addInitScript(() => {
      Object.assign(window, { mainStartedAfterPaint: null });
      new MutationObserver((_, observer) => {
        const main = document.querySelector('script[src*="/main."]');
        if (!main) return;
        observer.disconnect();
        Object.assign(window, {
          mainStartedAfterPaint: performance.getEntriesByName('first-contentful-paint').length === 1,
        });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Try It Now - Free!' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { mainStartedAfterPaint: boolean | null }).mainStartedAfterPaint),
      )
      .toBe(true);
  });
});

/**
 * Issue 16: /camera and /auth carry a route shell (host/src/features/shell/routeShell.tsx): the
 * remote's first screen, drawn at build time by the remote's own component, painted from the HTML
 * and replaced in place by the live remote.
 */
test.describe('route shells', () => {
  const SCREENS = [
    { path: '/camera', remote: 'remote_capture', text: 'Position item in frame', control: 'Take Photo' },
    {
      path: '/auth',
      remote: 'remote_account',
      text: 'Welcome back! Sign in to save and share your listings.',
      control: 'Continue with Google',
    },
  ] as const;

  for (const { path, text, control } of SCREENS) {
    test(`the HTML of ${path} paints its screen without JavaScript, styled and inert`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByText(text)).toBeVisible();
      expect(
        await page
          .locator('#route-shell header, #route-shell main')
          .first()
          .evaluate((el) => getComputedStyle(el).display),
      ).not.toBe('inline');
      // Nothing in the picture works yet, so nothing in it is offered: it is inert. (Playwright's
      // role queries do not apply `inert`; Chromium's accessibility tree and focus order do.)
      await expect(page.locator('#route-shell')).toHaveAttribute('inert', '');
      const cdp = await context.newCDPSession(page);
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const named = nodes.filter((node) => !node.ignored).map((node) => String(node.name?.value ?? ''));
      expect(named).not.toContain(control);
      expect(named.join(' ')).not.toContain(text);
      for (let i = 0; i < 3; i += 1) {
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(() => document.getElementById('route-shell')!.contains(document.activeElement)),
        ).toBe(false);
      }
      await context.close();
    });
  }

  for (const { path, remote, text, control } of SCREENS) {
    test(`${path}: the remote's screen replaces the shell in place, with no layout shift and no second copy`, async ({
      page,
      consoleLog,
    }) => {
      await recordLayoutShifts(page);
      // Hold the remote until the page has been looked at with only the host running.
      const release = await holdRequests(page, `http://127.0.0.1:${stackPorts()[remote]}/**`);
      // 'commit': the fixture's goto would wait for the live screen (support/fixtures.ts).
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.getByTestId('version-badge')).toBeVisible();
      await expect(page.locator('#route-shell')).toHaveCount(1);
      await expect(page.getByText(text)).toBeVisible();
      // The host draws no spinner over the picture, but says what is loading.
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: /^Loading / })).toHaveCount(1);
      const before = await page.getByText(text).boundingBox();
      release();
      await expect(page.getByRole('button', { name: control })).toBeVisible();
      await expect(page.locator('#route-shell')).toHaveCount(0);
      await expect(page.getByText(text)).toHaveCount(1);
      expect(await page.getByText(text).boundingBox()).toEqual(before);
      expect(await layoutShifts(page)).toEqual([]);
      expect(consoleLog.errors).toEqual([]);
    });
  }

  for (const { path, text } of SCREENS) {
    test(`${path} on a slow network: no frame shows half the picture, nothing moves as the rest arrives`, async ({
      page,
    }) => {
      // Before each frame: was the shell in the page, and was it whole (its closing marker parsed)?
      await page.addInitScript(() => {
        const frames: (boolean | null)[] = [];
        Object.assign(window, { frames });
        const tick = () => {
          const shell = document.getElementById('route-shell');
          frames.push(shell ? Boolean(document.getElementById('route-shell-end')) : null);
          if (document.readyState === 'loading' || frames.length < 3) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await recordLayoutShifts(page);
      // 16 KB/s: the page's HTML (30–40 KB) arrives in pieces over about two seconds.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: 16 * 1024,
        uploadThroughput: -1,
      });
      // 'commit': the fixture's goto would wait for the live screen (support/fixtures.ts).
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForLoadState('domcontentloaded');
      // The HTML is all there: the rest of the page loads at full speed.
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await expect(page.getByText(text)).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { frames: (boolean | null)[] }).frames.length))
        .toBeGreaterThanOrEqual(3);
      const frames = await page.evaluate(() => (window as unknown as { frames: (boolean | null)[] }).frames);
      expect(frames).toContain(true);
      expect(frames).not.toContain(false);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }

  test('a remote that is down: its fallback replaces the shell', async ({ page }) => {
    await page.route(`http://127.0.0.1:${stackPorts().remote_capture}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/camera');
    await expect(page.getByRole('alert')).toContainText("We couldn't load the camera");
    await expect(page.locator('#route-shell')).toHaveCount(0);
    await expect(page.getByText('Position item in frame')).toHaveCount(0);
  });

  test('a visitor who may be signed in never keeps the signed-out picture', async ({ page }) => {
    // Any persisted session makes the host wait for the auth SDK (persistedSession.ts).
    await page.addInitScript(() => localStorage.setItem('firebase:authUser:bench:[DEFAULT]', '{}'));
    await page.route(`http://127.0.0.1:${stackPorts().remote_capture}/**`, () => undefined);
    await page.goto('/camera');
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await expect(page.locator('#route-shell')).toHaveCount(0);
  });
});

/** A session as the auth SDK persists it (browserLocalPersistence), read by the page before it paints. */
async function persistSession(page: Page, user: { displayName?: string; email: string }) {
  await page.addInitScript(
    (saved) => localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', saved),
    JSON.stringify({ uid: 'seller-1', ...user }),
  );
}

/** Only the page's HTML and its inline script: no app, no loader. */
async function withoutAppScripts(page: Page) {
  await page.route(`http://127.0.0.1:${stackPorts().host}/**/*.js`, (route) => route.abort());
}

/**
 * Issue 16: /dashboard carries a signed-in route shell (host/src/features/shell/signedInShell.ts):
 * the seller's screen drawn at build time, fitted to the persisted session by the page's inline
 * script before the first paint, replaced in place by the live remote.
 */
test.describe('the signed-in route shell of /dashboard', () => {
  test("the HTML paints the seller's screen with their name, before any of the app's scripts", async ({ page }) => {
    await persistSession(page, { displayName: 'Ada Lovelace', email: 'ada@example.com' });
    await withoutAppScripts(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ada!');
    await expect(page.getByRole('banner')).toContainText('Ada Lovelace');
    await expect(page.getByRole('link', { name: 'Scan New Item' })).toBeVisible();
    await expect(page.locator('#route-shell')).toHaveAttribute('inert', '');
  });

  for (const { what, address, signedIn } of [
    { what: 'a visitor with no session', address: '/dashboard', signedIn: false },
    { what: 'the history view', address: '/dashboard?view=history', signedIn: true },
  ]) {
    test(`${what} never gets the picture`, async ({ page }) => {
      if (signedIn) await persistSession(page, { email: 'ada@example.com' });
      await withoutAppScripts(page);
      await page.goto(address, { waitUntil: 'commit' });
      await page.waitForLoadState('domcontentloaded');
      await expect(page.locator('#route-shell')).toHaveCount(0);
      await expect(page.getByText('Welcome back')).toHaveCount(0);
    });
  }

  test("the remote's screen replaces the picture in place, with no layout shift and no second copy", async ({
    page,
    request,
    consoleLog,
  }) => {
    // A real session on the Auth emulator (no display name: the greeting says 'Seller', spec §2).
    const email = await signInByEmailLink(page, request, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Seller!');
    await recordLayoutShifts(page);
    // Hold the remote until the page has been looked at; hold the listings, which change the
    // screen once they arrive (a change of content, not of the picture).
    const release = await holdRequests(page, `http://127.0.0.1:${stackPorts().remote_account}/**`);
    const answer = await holdRequests(page, `http://127.0.0.1:${stackPorts().firestore}/**`);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(page.getByTestId('version-badge')).toBeVisible();
    await expect(page.locator('#route-shell')).toHaveCount(1);
    const greeting = page.getByRole('heading', { level: 1, name: 'Welcome back, Seller!' });
    await expect(greeting).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(email);
    // The host draws no spinner over the picture, but says what is loading.
    await expect(page.locator('#root').getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /^Loading / })).toHaveCount(1);
    const before = await greeting.boundingBox();
    release();
    await expect(page.locator('#route-shell')).toHaveCount(0);
    await expect(page.locator('#root').getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(greeting).toHaveCount(1);
    expect(await greeting.boundingBox()).toEqual(before);
    // A new seller's answer, "nothing yet", takes the room the spinner held: nothing moves either.
    const below = await page.getByRole('heading', { name: 'How it works' }).boundingBox();
    answer();
    await expect(page.getByText('No items scanned yet')).toBeVisible();
    expect(await page.getByRole('heading', { name: 'How it works' }).boundingBox()).toEqual(below);
    expect(await layoutShifts(page)).toEqual([]);
    expect(consoleLog.errors).toEqual([]);
  });

  test('a seller with listings: the picture keeps the room of the rows they saw last time, and nothing moves when the listings arrive', async ({
    page,
    request,
    consoleLog,
  }) => {
    await signInByEmailLink(page, request, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Seller!');
    await expect.poll(() => signedInUid(page)).not.toBe('');
    await seedListings(await signedInUid(page), [
      { itemName: 'Brass desk lamp', price: 35 },
      { itemName: 'Denim jacket', price: 48 },
      { itemName: 'Road bike helmet', price: 22 },
    ]);
    // The visit that sees three rows remembers them.
    await page.goto('/dashboard');
    const latest = page.getByRole('list', { name: 'Latest items' }).getByRole('listitem');
    await expect(latest).toHaveCount(3);
    await recordLayoutShifts(page);
    const release = await holdRequests(page, `http://127.0.0.1:${stackPorts().remote_account}/**`);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(page.locator('#route-shell')).toHaveCount(1);
    await expect(page.locator('#route-shell [data-recent-rows]')).toHaveAttribute('data-recent-rows', '3');
    const howItWorks = page.getByRole('heading', { name: 'How it works' });
    const before = await howItWorks.boundingBox();
    release();
    await expect(page.locator('#route-shell')).toHaveCount(0);
    await expect(latest).toHaveCount(3);
    await expect(latest.first()).toContainText('Road bike helmet');
    expect(await howItWorks.boundingBox()).toEqual(before);
    expect(await layoutShifts(page)).toEqual([]);
    expect(consoleLog.errors).toEqual([]);
  });
});
