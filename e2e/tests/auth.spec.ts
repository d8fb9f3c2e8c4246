/** Identity end to end: the auth screen, dashboard and headers against the real Auth emulator. */
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/fixtures';
import {
  createAccount,
  readOobCodes,
  requestSignInLink,
  signInLinkFor,
  uniqueEmail,
  waitForAuthEmulator,
} from '../support/authEmulator';
import { idTokenClaims, watchAuthSdk } from '../support/authSdk';
import { choosePhoto, expectResults, fixturePath } from '../support/capture';
import { serveGapiStandIn } from '../support/gapiStandIn';
import { gatewayUrl, hostUrl } from '../support/stack';

const PASSWORD = 'secret-123';
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The password input (its label also carries the required mark; /\b/ keeps 'Passwordless' out). */
const passwordField = (page: Page) => page.getByLabel(/^Password\b/);
const storedEmail = (page: Page) => page.evaluate(() => window.localStorage.getItem('emailForSignIn'));

test.beforeAll(waitForAuthEmulator);

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('sign up with a display name, greeted by first name; headers follow; sign out leaves /dashboard', async ({
  page,
  consoleLog,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'signup');
  await page.goto('/');
  await mainNav(page).getByRole('link', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('textbox', { name: 'Display name (optional)' }).fill('Alice Smith');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordField(page).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Alice!' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Account created! Please check your email to verify your account.');
  await expect(page.getByRole('banner')).toContainText('Alice Smith');
  expect((await readOobCodes(email)).map((code) => code.requestType)).toEqual(['VERIFY_EMAIL']);

  await page.goto('/');
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeHidden();
  await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(mainNav(page).getByRole('button', { name: 'Sign Out' })).toBeHidden();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
  expect(consoleLog.errors).toEqual([]);
});

test('sign in with a password; a signed-in visit to /auth goes to /dashboard; the landing Sign Out works', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'password');
  await createAccount({ email, password: PASSWORD, displayName: 'Bob Stone' });
  await signInWithPassword(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Welcome back, Bob!' })).toBeVisible();

  await page.goto('/auth/signup');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Bob!' })).toBeVisible();

  await page.goto('/');
  // One row on every project, phones included: the brand once wrapped onto three lines there.
  await expect(mainNav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  const row = await mainNav(page).evaluate((nav) =>
    [nav, ...nav.children].map((element) => element.getBoundingClientRect().height),
  );
  expect(Math.max(...row)).toBeLessThanOrEqual(64);
  await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('a first-time visitor downloads no Firebase on the landing page; Sign In loads it and signing in works', async ({
  page,
  consoleLog,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'ondemand');
  await createAccount({ email, password: PASSWORD, displayName: 'Dana Reed' });
  const sdk = watchAuthSdk(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sdk.chunkRequests).toEqual([]);
  expect(await sdk.firebaseScripts()).toEqual([]);

  // The auth screen preloads it, before anything is typed.
  await mainNav(page).getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect.poll(() => sdk.chunkRequests.length).toBe(1);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordField(page).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Dana!' })).toBeVisible();
  expect(await sdk.firebaseScripts()).toEqual(expect.arrayContaining(sdk.chunkRequests));
  expect(sdk.chunkRequests).toHaveLength(1);
  expect(consoleLog.errors).toEqual([]);
});

test('a signed-out tab without Firebase follows another tab signing in', async ({ context, page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'othertab');
  await createAccount({ email, password: PASSWORD, displayName: 'Eve Hart' });
  const sdk = watchAuthSdk(page);
  await page.goto('/');
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sdk.chunkRequests).toEqual([]);

  const other = await context.newPage();
  await signInWithPassword(other, email, PASSWORD);
  await expect(other.getByRole('heading', { name: 'Welcome back, Eve!' })).toBeVisible();

  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeHidden();
  expect(sdk.chunkRequests).toHaveLength(1);
});

test('a wrong password and a too-short password say so', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'wrong');
  await createAccount({ email, password: PASSWORD });
  await signInWithPassword(page, email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('button', { name: 'Sign Up' }).click();
  const newEmail = uniqueEmail(testInfo, 'short');
  await page.getByRole('textbox', { name: 'Email' }).fill(newEmail);
  await passwordField(page).fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password should be at least 6 characters.');
  await expect(passwordField(page)).toBeFocused();
  expect(await readOobCodes(newEmail)).toEqual([]);
});

test('passwordless: the e-mailed link signs in and clears the stored e-mail', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'link');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Passwordless Sign In' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send Sign-In Link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Sign-in link sent! Check your email and click the link to sign in.',
  );
  expect(await storedEmail(page)).toBe(email);

  const link = await signInLinkFor(email);
  expect(decodeURIComponent(link)).not.toContain(email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Seller!' })).toBeVisible();
  expect(await storedEmail(page)).toBeNull();
});

test('a link opened where no e-mail is stored asks for it', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'prompt');
  await requestSignInLink(email);
  const prompts: string[] = [];
  page.on('dialog', async (dialog) => {
    prompts.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.accept(email);
  });
  await page.goto(await signInLinkFor(email));
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(prompts).toEqual(['prompt: Please provide your email for confirmation']);
  await expect(page.getByRole('banner')).toContainText(email);
});

test('a link whose e-mail prompt is dismissed says the e-mail is required', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'noemail');
  await requestSignInLink(email);
  page.on('dialog', (dialog) => dialog.dismiss());
  await page.goto(await signInLinkFor(email));
  await expect(page.getByRole('alert')).toHaveText('Email is required to complete sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
});

test('invalid and used links say so', async ({ page }) => {
  await page.goto('/auth/signin?mode=signIn&apiKey=demo-api-key&lang=en');
  await expect(page.getByRole('alert')).toHaveText('Invalid sign-in link');
  await page.getByRole('button', { name: 'Passwordless Sign In' }).click();
  await expect(page.getByRole('alert')).toBeHidden();

  // Well-formed but with a code the emulator never issued: the provider refuses it (after the
  // e-mail prompt, as nothing is stored in this browser).
  page.on('dialog', (dialog) => dialog.accept('someone@example.com'));
  await page.goto('/auth/signin?mode=signIn&oobCode=not-a-real-code&apiKey=demo-api-key&lang=en');
  await expect(page.getByRole('alert')).toHaveText('This sign-in link is invalid or has already been used.');
});

test('Continue with Google signs in through the emulator popup', async ({ page, context, consoleLog }, testInfo) => {
  await serveGapiStandIn(context);
  const email = uniqueEmail(testInfo, 'google');
  await page.goto('/auth');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'Add new account' }).click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Grace Hopper');
  await popup.locator('#sign-in').click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace!' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Grace Hopper');
  expect(consoleLog.errors).toEqual([]);
});

test('Continue with Google falls back to a full-page redirect when the popup is blocked', async ({
  page,
  context,
  consoleLog,
}, testInfo) => {
  await serveGapiStandIn(context);
  // As in an in-app browser that refuses popups: Firebase reports auth/popup-blocked.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const email = uniqueEmail(testInfo, 'google-redirect');
  // Opened as localhost, as a developer might: the local server sends it to 127.0.0.1, the site of
  // the Auth emulator's helper iframe, where the redirect's result can be read back.
  await page.goto(hostUrl('/auth').replace('127.0.0.1', 'localhost'));
  await expect(page).toHaveURL(hostUrl('/auth'));
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  // The emulator's fake Google page, in this tab instead of a popup.
  await expect(page).toHaveURL(/\/emulator\/auth\/handler\?/);
  await page.getByRole('button', { name: 'Add new account' }).click();
  await page.locator('#email-input').fill(email);
  await page.locator('#display-name-input').fill('Ada Lovelace');
  await page.locator('#sign-in').click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Ada Lovelace');
  await page.goto('/');
  await expect(mainNav(page).getByRole('link', { name: 'Profile' })).toBeVisible();
  // The emulator's page ran in this tab: its fonts and styles, failed at once offline by
  // serveGapiStandIn, are logged here (in the popup flow they belong to the popup).
  expect(consoleLog.errors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});

test('the auth screen is accessible and fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/auth/signin', '/auth/signup', '/auth/passwordless']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'])
      .analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
});

test.describe("a visitor's anonymous identity", () => {
  /** The claims of every ID token the page sends with POST /analyze, in order. */
  function watchAnalyzeTokens(page: Page) {
    const tokens: ReturnType<typeof idTokenClaims>[] = [];
    page.on('request', (request) => {
      if (request.url() === gatewayUrl('/analyze') && request.method() === 'POST')
        tokens.push(idTokenClaims(request.headers()['authorization']));
    });
    return tokens;
  }

  async function analyse(page: Page) {
    await page.goto('/camera');
    await choosePhoto(page, await fixturePath('photo12mp'));
    await expectResults(page);
  }

  test('signs the analysis, is nobody to the app, and is the same after a reload', async ({ page, consoleLog }) => {
    const tokens = watchAnalyzeTokens(page);
    await analyse(page);
    expect(tokens).toHaveLength(1);
    expect(tokens[0].firebase.sign_in_provider).toBe('anonymous');
    await expect(page.getByText('Want to save this result?', { exact: false })).toBeVisible();
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeHidden();

    // A returning visitor: the first paint does not wait for the SDK, and the quota follows them.
    const sdk = watchAuthSdk(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sdk.chunkRequests).toEqual([]);
    // Their result is still on /camera (kept for the visitor); a new photo starts afresh.
    await page.goto('/camera');
    await expectResults(page);
    await page.getByRole('button', { name: 'Take Another Photo' }).click();
    await analyse(page);
    expect(tokens).toHaveLength(2);
    expect(tokens[1]).toMatchObject({ user_id: tokens[0].user_id, firebase: { sign_in_provider: 'anonymous' } });
    expect(consoleLog.errors).toEqual([]);
  });

  test('Sign Up Free from the results keeps the uid; the result is saved to the new account', async ({
    page,
    consoleLog,
  }, testInfo) => {
    test.slow();
    const tokens = watchAnalyzeTokens(page);
    await analyse(page);
    const visitor = tokens[0].user_id;
    await page.getByRole('link', { name: 'Sign Up Free' }).first().click();
    // The sign-up form itself, not the auth screen's default (sign in, 'Welcome back!').
    await expect(page).toHaveURL(/\/auth\/signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail(testInfo, 'anonup'));
    await passwordField(page).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/camera$/);
    await expect(page.getByText('Saved to your listings', { exact: true })).toBeVisible({ timeout: 30_000 });
    await page.goto('/dashboard');
    await expect(page.getByRole('group', { name: 'Items Scanned' })).toHaveText('Items Scanned1');

    await analyse(page);
    expect(tokens).toHaveLength(2);
    expect(tokens[1].user_id).toBe(visitor);
    expect(tokens[1].firebase.sign_in_provider).toBe('password');
    expect(consoleLog.errors).toEqual([]);
  });

  test('one phone, two people: a result kept for sign-up never lands in another account that signs in', async ({
    page,
  }, testInfo) => {
    test.slow();
    // Someone else's account, made elsewhere.
    const other = uniqueEmail(testInfo, 'otherseller');
    await createAccount({ email: other, password: PASSWORD, displayName: 'Bea Other' });
    // A visitor analyses, taps Sign Up Free, and walks away from the form.
    await analyse(page);
    await page.getByRole('link', { name: 'Sign Up Free' }).first().click();
    await expect(page).toHaveURL(/\/auth\/signup$/);
    // The other person signs in to their own account on the same phone.
    await signInWithPassword(page, other, PASSWORD);
    await expect(page).toHaveURL(/\/(camera|dashboard)$/);
    await page.goto('/camera');
    await expect(page.getByRole('button', { name: 'Take Photo' })).toBeVisible();
    // Once the screen knows who is signed in, the visitor's result is forgotten, not shown.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('snap:pending-result'))).toBeNull();
    await expect(page.getByText('Estimated Price')).toHaveCount(0);
    await expect(page.getByText('Saved to your listings', { exact: true })).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page.getByRole('group', { name: 'Items Scanned' })).toHaveText('Items Scanned0');
  });

  test("the header's Sign In, then Sign Up, keeps the uid", async ({ page, consoleLog }, testInfo) => {
    const tokens = watchAnalyzeTokens(page);
    await analyse(page);
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('textbox', { name: 'Display name (optional)' }).fill('Ivy Long');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail(testInfo, 'anonheader'));
    await passwordField(page).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Ivy!' })).toBeVisible();

    await analyse(page);
    expect(tokens).toHaveLength(2);
    expect(tokens[1].user_id).toBe(tokens[0].user_id);
    expect(tokens[1].firebase.sign_in_provider).toBe('password');
    expect(consoleLog.errors).toEqual([]);
  });
});
