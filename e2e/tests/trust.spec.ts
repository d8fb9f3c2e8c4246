/**
 * Every control does something and every promise is true: Watch Demo, the privacy
 * statement and the pages that back it, and the profile with the seller's data under their control.
 * Against the real stack: the gateway with its demo upstream, the Auth emulator.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { createAccount, readOobCodes, uniqueEmail, waitForAuthEmulator } from '../support/authEmulator';
import { gatewayUrl } from '../support/stack';

const PASSWORD = 'secret-123';
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password\b/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signedInOnProfile(page: Page, email: string, displayName = 'Bob Stone') {
  await createAccount({ email, password: PASSWORD, displayName });
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('main').getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
}

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('Watch Demo', () => {
  test('runs the sample photo through the pipeline and the gateway to results, labelled, anonymous, with a skippable tour', async ({
    page,
    consoleLog,
  }) => {
    const gatewayCalls: string[] = [];
    page.on(
      'request',
      (request) =>
        request.url().startsWith(gatewayUrl()) &&
        request.method() === 'POST' &&
        gatewayCalls.push(new URL(request.url()).pathname),
    );
    const sample = page.waitForResponse((response) => /\/assets\/demo-sample\.[0-9a-f]+\.jpg$/.test(response.url()));
    await page.goto('/');
    // 'Try It Now - Free!' stays the primary action.
    await expect(page.getByRole('link', { name: 'Try It Now - Free!' })).toHaveClass(/MuiButton-contained/);
    await expect(page.getByRole('link', { name: 'Watch Demo' })).toHaveClass(/MuiButton-outlined/);
    await page.getByRole('link', { name: 'Watch Demo' }).click();

    await expect(page).toHaveURL(/\/camera\?demo=1$/);
    expect((await sample).ok()).toBe(true);
    await expect(page.getByRole('note', { name: 'Demo' })).toBeVisible();
    const tour = page.getByRole('complementary', { name: 'Demo tour' });
    await expect(tour).toContainText('Tour 1 of 3');
    await expect(page.getByText('Estimated Price')).toBeVisible();
    await expect(page.getByText('Demo AI')).toBeVisible();
    // The demo's photo is a blue enamel mug, and its analysis says so (not sneakers, nor a tongue label).
    await expect(page.locator('#result-heading')).toHaveText('Blue Enamel Camp Mug');
    await expect(page.getByRole('main')).not.toContainText(/sneaker|tongue/i);
    // One analysis, one round trip (POST /analyze runs identify and estimate on the gateway).
    expect(gatewayCalls.filter((path) => /identify|estimate|analyze/.test(path))).toEqual([
      expect.stringMatching(/\/analyze$/),
    ]);

    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour).toContainText('Make it yours');
    await tour.getByRole('button', { name: 'Skip tour' }).click();
    await expect(tour).toBeHidden();
    // Anonymous all along: never sent to sign up, no account prompt.
    await expect(page).toHaveURL(/\/camera\?demo=1$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(consoleLog.errors).toEqual([]);
  });
});

test.describe('privacy and terms', () => {
  test.beforeAll(waitForAuthEmulator);

  test("the landing page's and the auth screen's privacy statement are the Privacy page's, word for word", async ({
    page,
  }) => {
    await page.goto('/privacy');
    const statement = (await page.getByRole('region', { name: 'In short' }).innerText()).trim();
    expect(statement).toMatch(/sent through our server to our AI provider/);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/');
    await expect(page.getByText(statement, { exact: true })).toBeVisible();
    await expect(page.getByText('100% private')).toHaveCount(0);
    await page.goto('/auth');
    await expect(
      page.getByRole('region', { name: 'Why create an account?' }).getByText(statement, { exact: true }),
    ).toBeVisible();
  });

  test('the footer links open the Privacy and Terms pages, each dated by the build', async ({ page, consoleLog }) => {
    const lastUpdated = /^Last updated [A-Z][a-z]+ \d{1,2}, \d{4}$/;
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    await expect(page.getByText(/^Last updated/)).toHaveText(lastUpdated);
    for (const heading of [
      'What we collect',
      'Who receives it',
      'How long we keep it',
      'How to see, export and delete it',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }

    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();
    await expect(page.getByText(/^Last updated/)).toHaveText(lastUpdated);
    await expect(page).toHaveTitle('Terms — Snap. Price. Sell.');
    expect(consoleLog.errors).toEqual([]);
  });
});

test.describe('profile', () => {
  test.beforeAll(waitForAuthEmulator);

  test('a new display name: the dashboard greets the new first name, also after a reload', async ({
    page,
  }, testInfo) => {
    await signedInOnProfile(page, uniqueEmail(testInfo, 'rename'));
    await expectNoSeriousA11yViolations(page);
    const name = page.getByRole('textbox', { name: 'Display name' });
    await expect(name).toHaveValue('Bob Stone');
    await name.fill('Carol Jones');
    await page.getByRole('button', { name: 'Save Name' }).click();
    await expect(page.getByRole('status')).toHaveText('Profile updated!');

    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Carol!' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back, Carol!' })).toBeVisible();
  });

  test('resend verification e-mail: the message, and the emulator records the e-mail', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'verify');
    await signedInOnProfile(page, email);
    const section = page.getByRole('region', { name: 'Email' });
    await expect(section.getByText(email)).toBeVisible();
    await expect(section.getByText('Not verified')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sign-in methods' })).toContainText(
      'Email (password or sign-in link)',
    );
    await section.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(section.getByRole('status')).toHaveText(
      'Verification email sent! Please check your email to verify your account.',
    );
    expect((await readOobCodes(email)).map((code) => code.requestType)).toContain('VERIFY_EMAIL');
  });

  test('delete my account and data: signed out at home, and the same password no longer signs in', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'delete');
    await signedInOnProfile(page, email);
    await page.getByRole('button', { name: 'Delete my account and data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account and data?' });
    await expect(dialog.getByRole('button', { name: 'Delete Forever' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Your email' }).fill(email.toUpperCase());
    await dialog.getByRole('button', { name: 'Delete Forever' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();

    await signIn(page, email);
    await expect(page.getByRole('alert')).toHaveText(
      /No account found with this email\.|Incorrect email or password\./,
    );
    await expect(page).toHaveURL(/\/auth$/);
  });
});
