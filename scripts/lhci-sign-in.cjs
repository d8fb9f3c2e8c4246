/**
 * Lighthouse CI's puppeteerScript (lighthouserc.cjs): lhci calls it in its browser once before the
 * runs of each URL, and Lighthouse then opens its tabs in that browser, sharing its storage.
 *
 * Before /dashboard: a fresh account on the Auth emulator's REST API, then a sign-in through the
 * app's own /auth form, so the Firebase session sits in the host origin's localStorage (the SDK's
 * browserLocalPersistence), which lighthouserc.cjs' clearStorageTypes leaves alone between runs.
 * Before any other URL: that localStorage emptied, so an anonymous page is measured signed out
 * whatever ran before it.
 */
const { appConfig, stackPorts } = require('./stack-config.cjs');

const SIGNED_IN_PATHS = ['/dashboard'];
const PASSWORD = 'bench-password-1';

async function createAccount(email) {
  const { emulators, firebase } = appConfig(stackPorts());
  const response = await fetch(
    `${emulators.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${firebase.apiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, displayName: 'Bench Seller', returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`accounts:signUp answered HTTP ${response.status}: ${await response.text()}`);
}

/** @param {import('puppeteer-core').Browser} browser */
module.exports = async function lhciSignIn(browser, { url }) {
  const { origin, pathname } = new URL(url);
  const page = await browser.newPage();
  try {
    if (!SIGNED_IN_PATHS.includes(pathname)) {
      const cdp = await page.createCDPSession();
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage' });
      return;
    }
    const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await createAccount(email);
    await page.goto(`${origin}/auth`);
    await page.locator('::-p-aria([name="Email"][role="textbox"])').fill(email);
    await page.locator('::-p-aria([name="Password"][role="textbox"])').fill(PASSWORD);
    await page.locator('::-p-aria([name="Sign In"][role="button"])').click();
    // Signed in once the SDK has written its session and the app has left /auth for the dashboard.
    await page.waitForFunction(
      () =>
        globalThis.location.pathname === '/dashboard' &&
        Object.keys(globalThis.localStorage).some((key) => key.startsWith('firebase:authUser:')),
      { timeout: 60_000 },
    );
  } finally {
    // A dashboard left open would keep its Firestore listener busy during the measured runs.
    await page.close();
  }
};
