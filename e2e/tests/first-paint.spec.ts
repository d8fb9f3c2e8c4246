/**
 * What the HTML paints before the app runs, and that every control on it works from then on, used
 * as a person uses it: a raw tap the moment the control shows, not a click that waits for the app.
 *   - `/`: the landing page, prerendered at build time and hydrated (host/prerender);
 *   - /camera: the host's early camera screen, whose native file inputs work with no script at all
 *     and whose photo the camera screen analyses once it is there (host/src/features/early-capture);
 *   - every other route: the plain page, nothing drawn as a control until the app draws it;
 *   - on every one, a control stays where it was first drawn while the rest of the screen arrives.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { waitForAuthEmulator } from '../support/authEmulator';
import { choosePhoto, expectResults, fixturePath, signInByEmailLink } from '../support/capture';
import { controlNamed, controlPlaces, watchControlPlaces } from '../support/controlPlaces';
import { test, expect } from '../support/fixtures';
import { slowPhone } from '../support/slowPhone';
import { stackPorts } from '../support/stack';

/** One touch at the centre of `control`, as a finger does it: no waiting for the app behind it. */
async function tapOnce(page: Page, control: Locator): Promise<void> {
  // Between finding the control and tapping it, the page may swap it for its live twin (the early
  // /camera screen's Take Photo for the camera screen's, in one commit): a person taps the one on
  // screen then. Never finding one fails.
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect
    .poll(async () => (box = await control.boundingBox()) !== null, { message: `${control} has no box to tap` })
    .toBe(true);
  const { x, y, width, height } = box!;
  await page.touchscreen.tap(x + width / 2, y + height / 2);
}

/** Holds every request to `url` (a glob) until the function it returns is called. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Holds every request to the capture remote until the function it returns is called. */
const holdCaptureRemote = (page: Page) => holdRequests(page, `http://127.0.0.1:${stackPorts().remote_capture}/**`);

test.use({ hasTouch: true });

test.describe('the landing page', () => {
  test('its HTML paints the page without JavaScript, styled, the version badge a label and not a dead button', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
    // Emotion's critical CSS came with the HTML: the header bar is laid out as the app lays it out.
    expect(await page.locator('header').evaluate((header) => getComputedStyle(header).display)).toBe('flex');
    await expect(page.getByTestId('version-badge')).toHaveText('v1.0.512');
    await expect(page.getByRole('button', { name: /version details/ })).toHaveCount(0);
    await context.close();
  });

  test('React takes over the same nodes with no hydration error; links then work in place', async ({
    page,
    consoleLog,
  }) => {
    // The heading as parsed from the HTML, before the app renders.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () =>
        Object.assign(window, { htmlHeading: document.querySelector('h1') }),
      );
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'v1.0.512, version details' })).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { htmlHeading: Element }).htmlHeading === document.querySelector('h1'),
      ),
    ).toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    // A client-side navigation: the page never reloaded.
    expect(await page.evaluate(() => 'htmlHeading' in window)).toBe(true);
    expect(consoleLog.errors).toEqual([]);
  });

  test('routes without a page of their own get the plain page: no landing page, no early camera screen', async ({
    request,
  }) => {
    for (const path of ['/auth/signup', '/privacy', '/profile', '/dashboard']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('data-prerendered');
      expect(html, path).not.toContain('id="early-capture"');
    }
  });

  test('before the app draws, such a page shows a spinner and nothing to tap; / and /camera have their own screens', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // The spinner is #root's ::before: drawn when it has content, turning when it has the animation.
    const spinner = () =>
      page.locator('#root').evaluate((root) => {
        const before = getComputedStyle(root, '::before');
        return before.content === 'none' ? 'none' : before.animationName;
      });
    for (const [path, shown] of [
      ['/auth', 'app-loading'],
      ['/dashboard', 'app-loading'],
      ['/camera', 'none'],
      ['/', 'none'],
    ] as const) {
      await page.goto(path);
      expect(await spinner(), path).toBe(shown);
    }
    await page.goto('/auth');
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);
    await context.close();
  });
});

test.describe('the early /camera screen', () => {
  test('its HTML paints Take Photo and Choose from Gallery, which open the phone camera and gallery with no script', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/camera');
    await expect(page.getByText('Position item in frame')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    // One-handed on a phone: every control is at least 44 px each way.
    const small = await page.locator('#early-capture a, #early-capture label').evaluateAll((controls) =>
      controls
        .map((control) => ({ name: control.textContent?.trim(), box: control.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(({ name }) => name),
    );
    expect(small).toEqual([]);
    for (const [name, camera] of [
      ['Take Photo', true],
      ['Choose from Gallery', false],
    ] as const) {
      const chooser = page.waitForEvent('filechooser');
      await tapOnce(page, page.getByText(name, { exact: true }));
      const input = (await chooser).element();
      expect(await input.getAttribute('accept')).toBe('image/*');
      expect(await input.getAttribute('capture')).toBe(camera ? 'environment' : null);
    }
    // The viewfinder is the third way in (spec §2), for touch; keyboards and screen readers have the two inputs.
    const chooser = page.waitForEvent('filechooser');
    await tapOnce(page, page.getByText('Position item in frame'));
    expect(await (await chooser).element().getAttribute('capture')).toBe('environment');
    await context.close();
  });

  test('a photo taken before the camera screen is there is kept, said to be waiting, and analysed once it arrives', async ({
    page,
  }) => {
    const release = await holdCaptureRemote(page);
    await page.goto('/camera', { waitUntil: 'commit' });
    const takePhoto = page.getByText('Take Photo', { exact: true });
    await takePhoto.waitFor();
    const chooser = page.waitForEvent('filechooser');
    await tapOnce(page, takePhoto);
    await (await chooser).setFiles(await fixturePath('photo12mp'));
    await expect(page.getByText('Photo chosen. It is analyzed as soon as the camera is ready.')).toBeVisible();
    release();
    await expectResults(page);
    await expect(page.locator('#early-capture')).toBeHidden();
  });

  test('a tap on Take Photo the moment it shows opens the picker, and the camera screen takes its place with one Take Photo', async ({
    page,
    consoleLog,
  }) => {
    await page.goto('/camera', { waitUntil: 'commit' });
    const takePhoto = page.getByText('Take Photo', { exact: true });
    await takePhoto.waitFor();
    const chooser = page.waitForEvent('filechooser');
    await tapOnce(page, takePhoto);
    await chooser;
    // The camera screen's own controls, once it is there: one Take Photo, Sign In and Guide.
    await expect(page.getByRole('button', { name: 'Guide' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Take Photo', exact: true })).toHaveCount(1);
    await choosePhoto(page, await fixturePath('photo12mp'));
    await expectResults(page);
    expect(consoleLog.errors).toEqual([]);
  });

  test('a capture remote that is down: its fallback takes the early screen’s place', async ({ page }) => {
    await page.route(`http://127.0.0.1:${stackPorts().remote_capture}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/camera');
    await expect(page.getByRole('alert')).toContainText("We couldn't load the camera");
    await expect(page.locator('#early-capture')).toBeHidden();
  });
});

test('/auth: an e-mail typed the moment its field shows is all there once the form is live', async ({ page }) => {
  await page.goto('/auth', { waitUntil: 'commit' });
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.waitFor();
  await tapOnce(page, email);
  await page.keyboard.type('early.seller@example.com');
  await page.waitForLoadState('networkidle');
  await expect(email).toHaveValue('early.seller@example.com');
  await expect(email).toBeFocused();
});

test('/dashboard: a tap on History the moment it shows opens History, on a slowed phone', async ({ page, request }) => {
  await waitForAuthEmulator();
  await signInByEmailLink(page, request, '/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  await slowPhone(page);
  // A returning seller's first load of the dashboard; the tap goes in while the rest still arrives.
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const history = page.getByRole('link', { name: 'History' });
  await history.waitFor({ timeout: 40_000 });
  await tapOnce(page, history);
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/view=history/);
});

/** Watches the controls named `names` (a button, label or link with that text) from the next page on. */
const watchNamed = (page: Page, names: string[]) =>
  watchControlPlaces(page, Object.fromEntries(names.map((name) => [name, controlNamed(name)])));

/** A new seller, signed in by e-mail link, on /camera. */
async function signedInOnCamera(page: Page, request: APIRequestContext): Promise<void> {
  await waitForAuthEmulator();
  await signInByEmailLink(page, request, '/camera');
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible({ timeout: 30_000 });
}

/** The result on screen is saved (kept on the device) and says so above the results. */
const expectSaved = (page: Page) =>
  expect(page.getByText('Saved to your listings', { exact: true })).toBeVisible({ timeout: 30_000 });

/** Every watched control was drawn, and none has moved from where it was first drawn. */
async function expectNoneMoved(page: Page, names: string[]): Promise<void> {
  const places = await controlPlaces(page);
  expect(Object.keys(places).sort(), 'the controls drawn').toEqual([...names].sort());
  expect(Object.fromEntries(names.map((name) => [name, places[name].px])), 'px moved').toEqual(
    Object.fromEntries(names.map((name) => [name, 0])),
  );
}

test.describe('nothing moves under a finger: a control stays where it was first drawn', () => {
  test('/camera: Take Photo and Choose from Gallery, from the early screen to the camera screen and its banner', async ({
    page,
  }) => {
    const names = ['Take Photo', 'Choose from Gallery'];
    await watchNamed(page, names);
    await slowPhone(page);
    // Held until the early screen's controls are drawn, so the camera screen surely arrives after.
    const release = await holdCaptureRemote(page);
    await page.goto('/camera', { waitUntil: 'commit' });
    await expect.poll(async () => Object.keys(await controlPlaces(page)).length).toBe(names.length);
    release();
    // The camera screen has taken over, with what an anonymous visitor gets beside the controls.
    await expect(page.getByRole('button', { name: 'Guide' })).toBeVisible();
    await expect(page.getByText(/^Try it free!/)).toBeVisible();
    await expect(page.locator('#early-capture')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectNoneMoved(page, names);
  });

  test('/auth: the e-mail field and Sign In, from the form’s first frame until the auth SDK is there', async ({
    page,
  }) => {
    const controls = {
      'e-mail field': "//input[@type='email']",
      'Sign In': "//button[@type='submit' and normalize-space(.)='Sign In']",
    };
    await watchControlPlaces(page, controls);
    await slowPhone(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    // A 4× slower CPU on a busy runner: the form may take a while; where it then lands is the test.
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible({ timeout: 40_000 });
    await page.waitForLoadState('networkidle');
    await expectNoneMoved(page, Object.keys(controls));
  });

  test('/dashboard: Scan New Item, Profile and History, from their first frame until the listings are there', async ({
    page,
    request,
  }) => {
    await waitForAuthEmulator();
    await signInByEmailLink(page, request, '/dashboard');
    await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
    const names = ['Scan New Item', 'Profile', 'History'];
    await watchNamed(page, names);
    await slowPhone(page);
    // A returning seller's first load of the dashboard.
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(page.getByRole('region', { name: 'Recent Activity' })).toBeVisible({ timeout: 40_000 });
    // Firestore's listen channel may never let the network go quiet: its first answer is enough.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await expectNoneMoved(page, names);
  });

  test('/camera signed in: Smart Share and Take Another Photo, from the price until the result is saved', async ({
    page,
    request,
  }) => {
    await signedInOnCamera(page, request);
    const names = ['Smart Share', 'Take Another Photo'];
    await watchNamed(page, names);
    await page.goto('/camera');
    await slowPhone(page);
    await choosePhoto(page, await fixturePath('photo12mp'));
    // The save lands on the device a moment after the price shows, and says so above the results.
    await expectSaved(page);
    await expectNoneMoved(page, names);
  });

  test('/dashboard: the first buttons stay put while a listing waits to sync and then is sent', async ({
    page,
    request,
  }) => {
    await signedInOnCamera(page, request);
    // Firestore's writes are held: the listing saved next waits on the device (the outbox).
    const release = await holdRequests(
      page,
      `http://127.0.0.1:${stackPorts().firestore}/google.firestore.v1.Firestore/Write/**`,
    );
    await choosePhoto(page, await fixturePath('photo12mp'));
    await expectSaved(page);
    const names = ['Scan New Item', 'Profile', 'History'];
    await watchNamed(page, names);
    await slowPhone(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(page.getByText('1 listing waiting to sync')).toBeVisible({ timeout: 40_000 });
    release();
    await expect(page.getByText(/waiting to sync/)).toHaveCount(0, { timeout: 40_000 });
    await expect(page.getByRole('group', { name: 'Items Scanned' })).toHaveText('Items Scanned1');
    await expectNoneMoved(page, names);
  });
});
