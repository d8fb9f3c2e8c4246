/**
 * One phone, two people, and a sign-out with work still waiting, on WebKit, where Firestore's
 * cache lives in memory and the listings' outbox is all the device keeps (the same cases on
 * Chromium's persistent cache: e2e/tests/auth.spec.ts and sign-out.spec.ts).
 *
 * Classic WebDriver has no offline switch, so the second test gives its page a Firestore of its
 * own behind a TCP proxy on a private host (ports clear of offline.spec's and remote-failure's)
 * and cuts that: the browser still believes it is online, as behind a Wi-Fi that stopped answering.
 */
import { createAccount } from '../../support/authEmulator';
import { countWaitingWrites, sessionUid, storedListings } from '../../support/firestoreEmulator';
import { servePrivateApps } from '../../support/privateApps';
import { stackPorts } from '../../support/stack';
import { startTcpProxy } from '../../support/tcpProxy';
import type { EnginePage } from '../support/enginePage';
import { expect, expectNoRole, expectPath, expectRole, expectText, test } from '../support/fixtures';
import {
  analyseAndSave,
  analysePhoto,
  expectListingsAnswered,
  freshEmail,
  PASSWORD,
  signInWithPassword,
  statText,
} from '../support/flows';

const PRIVATE_BASE = 4250;
const RENAMED = 'Renamed while the connection was gone';

test.beforeEach(({ engine }) => {
  test.skip(engine !== 'webkit', 'the in-memory cache is WebKit’s; Firefox keeps Firestore’s cache as Chromium does');
});

const pendingResult = (app: EnginePage) => app.evaluate(() => window.localStorage.getItem('snap:pending-result'));

test('one phone, two people: a visitor’s result kept for sign-up never lands in the account that signs in next', async ({
  app,
}) => {
  test.slow();
  const other = freshEmail(app, 'otherseller');
  await createAccount({ email: other, password: PASSWORD, displayName: 'Bea Other' });
  // A visitor analyses, taps Sign Up Free (the result is kept for the account they will make) and walks away.
  await analysePhoto(app, 'photo12mp');
  await app.click({ role: 'link', name: 'Sign Up Free' });
  await expectPath(app, '/auth/signup');
  await expect.poll(() => pendingResult(app), { message: `${app.engine}: the result kept for sign-up` }).not.toBeNull();

  // Someone else signs in to their own account on the same phone and opens the camera.
  await app.goto('/auth');
  await app.fill({ role: 'textbox', name: 'Email', exact: false }, other);
  await app.fill({ role: 'textbox', name: 'Password', exact: false }, PASSWORD);
  await app.click({ role: 'button', name: 'Sign In' });
  await expectRole(app, { role: 'link', name: 'Profile' });
  await app.goto('/camera');
  await expectRole(app, { role: 'button', name: 'Take Photo' });
  await expectRole(app, { role: 'link', name: 'Profile' });
  // The visitor's result is forgotten, not shown and not saved to this account.
  await expect.poll(() => pendingResult(app), { message: `${app.engine}: the kept result forgotten` }).toBeNull();
  expect(await app.hasText('Estimated Price')).toBe(false);
  expect(await app.hasText('Saved to your listings')).toBe(false);
  await app.goto('/dashboard');
  await expectListingsAnswered(app);
  expect(await statText(app, 'Items Scanned')).toBe('Items Scanned0');
});

test('work not yet in the account is never dropped without asking: Wait keeps it and it arrives', async ({
  app,
}, testInfo) => {
  test.slow();
  const firestore = await startTcpProxy(stackPorts().firestore);
  const apps = await servePrivateApps(PRIVATE_BASE + testInfo.parallelIndex * 10, { firestore: firestore.port });
  try {
    const host = `http://127.0.0.1:${apps.ports.host}`;
    const email = freshEmail(app, 'waiting');
    await createAccount({ email, password: PASSWORD, displayName: 'Cara Diaz' });
    await signInWithPassword(app, email, host);
    const uid = await app.evaluate(sessionUid);
    expect(uid).not.toBe('');
    // A listing of the seller's, saved and in the account (its photos too) before the connection goes.
    await app.click({ role: 'link', name: 'Scan New Item' });
    await analyseAndSave(app, 'photo12mp', 'here');
    await expect
      .poll(() => app.evaluate(countWaitingWrites), { message: `${app.engine}: saved to the account`, timeout: 30_000 })
      .toBe(0);
    const name = (await storedListings(uid)).map((listing) => listing.fields.itemName?.stringValue);
    expect(name).toHaveLength(1);

    // The connection goes with the listing on screen; the seller renames it and goes back.
    await firestore.cut();
    await app.click({ role: 'button', name: 'Edit item name' });
    await app.fill({ role: 'textbox', name: 'Item name' }, RENAMED);
    await app.click({ role: 'button', name: 'Save item name' });
    await expectRole(app, { role: 'heading', name: RENAMED });
    await app.evaluate(() => window.history.back());
    await expectPath(app, '/dashboard');

    // Asked, not dropped: Wait keeps the seller signed in with the change still waiting.
    await app.click({ role: 'button', name: 'Sign Out' });
    await expectRole(app, { role: 'dialog', name: 'Not saved to your account yet' });
    await expectText(app, "1 change hasn't reached your account yet — wait, or sign out and lose it.");
    await app.click({ role: 'button', name: 'Wait' });
    await expectNoRole(app, { role: 'dialog', name: 'Not saved to your account yet' });
    await expectPath(app, '/dashboard');
    expect(await app.evaluate(countWaitingWrites)).toBe(1);
    expect((await storedListings(uid)).map((listing) => listing.fields.itemName?.stringValue)).toEqual(name);

    // The connection back, the change reaches the account; sign-out then asks nothing.
    await firestore.restore();
    await expect
      .poll(async () => (await storedListings(uid)).map((listing) => listing.fields.itemName?.stringValue), {
        message: `${app.engine}: the rename in the account`,
        // Firestore's retry backs off while the connection is gone (up to 1.5× the time it was away).
        timeout: 60_000,
      })
      .toEqual([RENAMED]);
    await expect
      .poll(() => app.evaluate(() => /waiting to sync/.test(document.body.textContent ?? '')), {
        message: `${app.engine}: nothing waiting to sync`,
        timeout: 30_000,
      })
      .toBe(false);
    await app.click({ role: 'button', name: 'Sign Out' });
    await expectPath(app, '/');
    await expectRole(app, { role: 'link', name: 'Sign In' });
    expect(await app.count({ role: 'dialog', name: 'Not saved to your account yet' })).toBe(0);
  } finally {
    await apps.stop();
    await firestore.close();
  }
});
