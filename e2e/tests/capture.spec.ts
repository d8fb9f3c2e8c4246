/**
 * The capture remote inside the host, against the real stack: the image worker loaded from the
 * remote's own origin, the AI gateway in the Functions emulator with its demo upstream, the Auth
 * emulator for signed-in editing. Inputs are real files made by e2e/fixtures/make-fixtures.mjs.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { idTokenClaims, watchAuthSdk } from '../support/authSdk';
import {
  choosePhoto,
  expectResults,
  failAnalysis,
  fixturePath,
  holdIdentify,
  inspectImage,
  sentImageBytes,
  signInByEmailLink,
} from '../support/capture';
import { gatewayUrl, stackPorts } from '../support/stack';

const TARGET_BYTES = 500 * 1024;
const captureOrigin = () => `http://127.0.0.1:${stackPorts().remote_capture}`;

/** The compressed photo's preview in the strip (results) or the selected-photo view (idle). */
const stripImage = (page: Page, n = 1) => page.getByRole('button', { name: `Select photo ${n}` }).locator('img');

test.describe('capture: upload and analysis', () => {
  test('a 12 MP photo goes upload → analyzing → results, compressed off the main thread', async ({
    page,
    consoleLog,
  }) => {
    const workerRequests: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/assets/compress-worker.') && workerRequests.push(request.url()),
    );
    const held = await holdIdentify(page);
    await page.goto('/camera');
    await expect(
      page.getByText('Try it free! No signup required. Sign up later to save your results and share to marketplaces.'),
    ).toBeVisible();
    await choosePhoto(page, await fixturePath('photo12mp'));

    await expect(page.getByRole('heading', { name: 'Analyzing Item' })).toBeVisible();
    await expect(page.getByText('Our AI is identifying your item and finding the best price.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo being analyzed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    held.release();

    await expectResults(page);
    await expect(page.getByRole('button', { name: /Smart Share/ })).toContainText('Login Required');
    await expect(page.getByRole('list', { name: 'Quick links' }).getByRole('button')).toHaveCount(4);
    await expect(
      page.getByText('Want to save this result? Sign up to save your listings and share to marketplaces'),
    ).toBeVisible();

    expect(held.bodies).toHaveLength(1);
    expect(sentImageBytes(held.bodies[0])).toBeLessThanOrEqual(TARGET_BYTES);
    const preview = await inspectImage(page, stripImage(page));
    expect(Math.max(preview.width, preview.height)).toBe(1280);
    expect(preview.width / preview.height).toBeCloseTo(4 / 3, 2);
    // The worker came from the capture remote's origin, not the host page's.
    expect(workerRequests.length).toBeGreaterThan(0);
    expect(workerRequests.every((url) => url.startsWith(captureOrigin()))).toBe(true);
    expect(consoleLog.errors).toEqual([]);
  });

  for (const [name, fixture, ratio] of [
    ['a 24 MP photo', 'photo24mp', 3 / 2],
    ['a 48 MP photo', 'photo48mp', 4 / 3],
    ['a large PNG', 'largePng', 4 / 3],
  ] as const) {
    test(`${name} is resized to 1280 px and analysed`, async ({ page }) => {
      const held = await holdIdentify(page);
      held.release();
      await page.goto('/camera');
      await choosePhoto(page, await fixturePath(fixture), 'Choose from Gallery');
      await expectResults(page);
      expect(sentImageBytes(held.bodies[0])).toBeLessThanOrEqual(TARGET_BYTES);
      const preview = await inspectImage(page, stripImage(page));
      expect(Math.max(preview.width, preview.height)).toBe(1280);
      expect(preview.width / preview.height).toBeCloseTo(ratio, 2);
    });
  }

  test('a portrait photo stored sideways (EXIF orientation 6) is analysed upright', async ({ page }) => {
    await page.goto('/camera');
    await choosePhoto(page, await fixturePath('portraitExif6'));
    await expectResults(page);
    const preview = await inspectImage(page, stripImage(page));
    expect(preview.width).toBeLessThan(preview.height);
    const [r, g, b] = preview.top;
    expect(r).toBeGreaterThan(200);
    expect(g + b).toBeLessThan(80);
    expect(preview.bottom[0] - preview.bottom[1]).toBeLessThan(100); // no red band at the bottom
  });
});

test.describe('capture: bad input and failures', () => {
  for (const [name, fixture, message] of [
    ['a text file named .jpg', 'notAnImage', 'Please select an image file'],
    ['a 0-byte file', 'empty', 'This photo is empty (0 bytes). Please choose another photo.'],
    [
      'an HEIC photo this browser cannot decode',
      'heic',
      'HEIC photos aren\'t supported in this browser. Please choose a JPEG or PNG, or set your camera to "Most Compatible".',
    ],
  ] as const) {
    test(`${name} gets a clear message and the screen stays usable`, async ({ page }) => {
      await page.goto('/camera');
      await choosePhoto(page, await fixturePath(fixture));
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(page.getByText('Position item in frame')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Take Photo', exact: true })).toBeEnabled();
    });
  }

  test('a gateway error returns to idle with its message and keeps the photo', async ({ page }) => {
    const restore = await failAnalysis(page, 500, {
      error: { code: 'ai-unavailable', message: 'Failed to identify item. Please try again.' },
    });
    await page.goto('/camera');
    await choosePhoto(page, await fixturePath('photo12mp'));
    await expect(page.getByRole('alert')).toHaveText('Failed to identify item. Please try again.');
    await expect(page.getByRole('button', { name: 'Analyze Item' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select photo 1' })).toBeVisible();

    await restore();
    await page.getByRole('button', { name: 'Analyze Item' }).click();
    await expectResults(page);
  });

  test('a limit reached says when to try again, in words and by the clock, and keeps the photo', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/analyze')) requests.push(request.url());
    });
    await failAnalysis(page, 429, {
      error: {
        code: 'daily-limit',
        message: "You have reached today's limit of analyses. Please try again in 5 hours.",
        retryAfterSeconds: 5 * 3600,
      },
    });
    await page.goto('/camera');
    await choosePhoto(page, await fixturePath('photo12mp'));
    await expect(page.getByRole('alert')).toHaveText(
      /^You have reached today's limit of analyses\. Please try again in 5 hours \((at|tomorrow at) \d{1,2}[:.]\d{2}.*\)\.$/,
    );
    await expect(page.getByRole('button', { name: 'Select photo 1' })).toBeVisible();
    // A refusal is final: asking again inside the window would only use the quota up.
    expect(requests).toHaveLength(1);
  });

  test('when the image worker cannot load, the main thread takes over', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.route('**/assets/compress-worker.*.js', (route) => route.abort());
    await page.goto('/camera');
    await choosePhoto(page, await fixturePath('photo24mp'));
    await expectResults(page);
    const preview = await inspectImage(page, stripImage(page));
    expect(Math.max(preview.width, preview.height)).toBe(1280);
    expect(warnings.some((text) => text.includes('Image worker unavailable'))).toBe(true);
  });

  test('Cancel stops a slow analysis and keeps the photo', async ({ page }) => {
    const held = await holdIdentify(page);
    await page.goto('/camera');
    await choosePhoto(page, await fixturePath('photo12mp'));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Analyze Item' })).toBeFocused();
    await expect(page.getByRole('alert')).toHaveCount(0);
    held.release();
  });
});

test.describe('capture: results, gating and reset', () => {
  test('anonymous editing and Smart Share open the sign-up prompt', async ({ page }) => {
    await page.goto('/camera');
    await choosePhoto(page, await fixturePath('photo12mp'));
    await expectResults(page);
    for (const trigger of ['Edit item name', 'Edit description', 'Smart Share']) {
      await page.getByRole('button', { name: new RegExp(trigger) }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign up to share your listing' });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByText('Create a free account to share your items to marketplaces and save your results'),
      ).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/auth/signup');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit item name' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Sign Up Free' }).click();
    await expect(page).toHaveURL(/\/auth\/signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Display name (optional)' })).toBeVisible();
  });

  test('a signed-in seller edits, saves and cancels', async ({ page, request }) => {
    await signInByEmailLink(page, request);
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    await choosePhoto(page, await fixturePath('photo12mp'));
    await expectResults(page);
    const name = page.getByRole('heading', { level: 2 }).first();
    const aiName = (await name.textContent()) ?? '';

    await page.getByRole('button', { name: 'Edit item name' }).click();
    await page.getByRole('textbox', { name: 'Item name' }).fill('Vintage desk lamp');
    await page.getByRole('button', { name: 'Save item name' }).click();
    await expect(page.getByRole('heading', { name: 'Vintage desk lamp' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit item name' }).click();
    await page.getByRole('textbox', { name: 'Item name' }).fill('Something else');
    await page.getByRole('button', { name: 'Cancel editing item name' }).click();
    await expect(page.getByRole('heading', { name: aiName, exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Edit description' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Works perfectly. Pick up only.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Works perfectly. Pick up only.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Smart Share/ })).not.toContainText('Login Required');
  });

  test('Take Another Photo clears everything back to the viewfinder', async ({ page }) => {
    await page.goto('/camera');
    await choosePhoto(page, await fixturePath('photo12mp'));
    await expectResults(page);
    await page.getByRole('button', { name: 'Take Another Photo' }).click();
    await expect(page.getByText('Position item in frame')).toBeVisible();
    await expect(page.getByText('Estimated Price')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Your photos' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Take Photo', exact: true })).toBeFocused();
  });
});

test.describe('capture: code loaded when it is needed', () => {
  test('the idle screen loads no results or dialog code; a slow results chunk keeps the analyzing panel up until results replace it', async ({
    page,
    consoleLog,
  }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/(capture-[a-z-]+)\.[0-9a-f]+\.js$/.exec(request.url())?.[1];
      if (chunk) chunks.push(chunk);
    });
    let releaseResults!: () => void;
    const resultsReleased = new Promise<void>((resolve) => (releaseResults = resolve));
    await page.route('**/capture-results.*.js', async (route) => {
      await resultsReleased;
      await route.continue();
    });
    // What the screen shows at every DOM change: a gap between analyzing and results would be a flash.
    await page.addInitScript(() => {
      const phases: string[] = [];
      Object.assign(window, { __phases: phases });
      new MutationObserver(() => {
        const phase = document.getElementById('analyzing-heading')
          ? 'analyzing'
          : document.getElementById('result-heading')
            ? 'results'
            : 'other';
        if (phases[phases.length - 1] !== phase) phases.push(phase);
      }).observe(document, { childList: true, subtree: true });
    });

    await page.goto('/camera');
    await expect(page.getByText('Position item in frame')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);

    // The analysis' answer: POST /analyze's stream.
    const estimated = page.waitForResponse(
      (response) => response.url() === gatewayUrl('/analyze') && response.request().method() === 'POST',
    );
    await choosePhoto(page, await fixturePath('photo12mp'));
    await estimated;
    // Requested while the photo was prepared; held here until after the analysis finished.
    expect(chunks).toContain('capture-results');
    await page.waitForTimeout(300);
    await expect(page.getByRole('heading', { name: 'Analyzing Item' })).toBeVisible();
    await expect(page.getByText('Estimated Price')).toHaveCount(0);

    releaseResults();
    await expectResults(page);
    await expect(page.locator('#result-heading')).toBeFocused();
    const phases = await page.evaluate(() => (window as unknown as { __phases: string[] }).__phases);
    expect(phases.slice(phases.indexOf('analyzing'))).toEqual(['analyzing', 'results']);
    // Anonymous: the sign-up prompt is preloaded for editing and Smart Share; the photo viewer is not needed yet.
    expect(chunks).toContain('capture-sign-up-prompt');
    expect(chunks).not.toContain('capture-photo-viewer');
    expect(consoleLog.errors).toEqual([]);
  });

  test("an anonymous analysis loads the auth SDK only once a photo is chosen, and sends the visitor's anonymous ID token", async ({
    page,
    consoleLog,
  }) => {
    const sdk = watchAuthSdk(page);
    const authorization: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(gatewayUrl()) && request.method() === 'POST')
        authorization.push(request.headers()['authorization']);
    });
    await page.goto('/camera');
    await expect(page.getByText('Position item in frame')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sdk.chunkRequests).toEqual([]);
    await choosePhoto(page, await fixturePath('photo12mp'));
    await expectResults(page);
    await page.waitForLoadState('networkidle');
    // One round trip (POST /analyze) at least, each with the visitor's own anonymous identity.
    expect(authorization.length).toBeGreaterThanOrEqual(1);
    expect(authorization.map((header) => idTokenClaims(header).firebase.sign_in_provider)).toEqual(
      authorization.map(() => 'anonymous'),
    );
    expect(sdk.chunkRequests).toHaveLength(1);
    // Still signed out to the app: no Firestore.
    expect((await sdk.firebaseScripts()).some((url) => url.includes('listings-sdk'))).toBe(false);
    expect(consoleLog.errors).toEqual([]);
  });
});

test.describe('capture: a part that fails to download', () => {
  test('the results chunk failing keeps the finished analysis; Retry shows it without analysing again', async ({
    page,
  }) => {
    let offline = true;
    await page.route('**/capture-results.*.js', (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    );
    const held = await holdIdentify(page);
    held.release();
    await page.goto('/camera');
    await choosePhoto(page, await fixturePath('photo12mp'));

    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'This part of the screen could not load. Check your connection and try again.' });
    await expect(alert).toBeVisible();
    offline = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expectResults(page);
    await expect(alert).toHaveCount(0);
    expect(held.bodies).toHaveLength(1);
  });
});

test.describe('capture: one-handed on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  async function expectUsable(page: Page, state: string) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${state}: horizontal overflow`).toBeLessThanOrEqual(0);
    const small = await page
      .locator('main button:visible, main a:visible, header button:visible, header a:visible')
      .evaluateAll((elements) =>
        elements
          .map((element) => ({
            name: element.getAttribute('aria-label') ?? element.textContent?.trim(),
            box: element.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width < 44 || box.height < 44)
          .map(({ name, box }) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
    expect(small, `${state}: touch targets under 44 px`).toEqual([]);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${state}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }

  test('fits, has large targets and no serious a11y issues; results arrive without layout shift', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { __layoutShift: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const held = await holdIdentify(page);
    await page.goto('/camera');
    // The camera screen itself (Guide comes with it, not with the early screen the HTML paints).
    await expect(page.getByRole('button', { name: 'Guide' })).toBeVisible();
    await expectUsable(page, 'idle');
    await choosePhoto(page, await fixturePath('photo12mp'));
    await expect(page.getByRole('heading', { name: 'Analyzing Item' })).toBeVisible();
    await expectUsable(page, 'analyzing');
    const before = await page.evaluate(
      () => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total,
    );
    held.release();
    await expectResults(page);
    const after = await page.evaluate(
      () => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total,
    );
    expect(after - before).toBeLessThan(0.05);
    await expectUsable(page, 'results');
  });
});
