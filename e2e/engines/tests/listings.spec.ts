/**
 * A saved listing in Firefox and WebKit: a signed-in seller's analysis is saved to Firestore (the
 * emulator, real rules, this engine's IndexedDB cache), the dashboard counts it and shows it in
 * Recent Activity and History, and opening it there brings it back on /camera?listing=, without
 * the AI.
 */
import { waitForAuthEmulator } from '../../support/authEmulator';
import { expect, expectNoErrors, expectPath, expectRole, expectText, test } from '../support/fixtures';
import { analyseAndSave, expectListingsAnswered, signInNewSeller } from '../support/flows';

test.beforeAll(waitForAuthEmulator);

// A product bug this suite found, not a missing feature: in WebKitGTK's MiniBrowser the save's
// Firestore write (setDoc) never settles, so 'Saved to your listings' never shows and nothing
// reaches the emulator, while reads (the dashboard) work. Kept visible here until it is fixed.
test.fixme(({ engine }) => engine === 'webkit', 'WebKit: the signed-in save never completes (Firestore setDoc does not settle; reads work)');

test('a signed-in analysis is saved: the dashboard shows it in Recent Activity and History, and it opens back on /camera?listing=', async ({ app }) => {
  // Sign-in, a real analysis, the save and five page loads: more than the default on a busy runner.
  test.slow();
  await signInNewSeller(app, 'listing');
  await expectText(app, 'No items scanned yet');
  const name = await analyseAndSave(app, 'portraitExif6');

  await app.goto('/dashboard');
  await expectListingsAnswered(app);
  await expectRole(app, { role: 'group', name: 'Items Scanned' });
  const itemsScanned = () => app.evaluate(() => Array.from(document.querySelectorAll('[role="group"]'), (group) => group.textContent).find((text) => text?.startsWith('Items Scanned')));
  await expect.poll(itemsScanned, { message: `${app.engine}: Items Scanned` }).toBe('Items Scanned1');
  await expectRole(app, { role: 'list', name: 'Latest items' });
  await expectRole(app, { role: 'link', name, exact: false });

  // History lists it too; opening it brings the saved result back (no new analysis).
  await app.click({ role: 'link', name: 'History' });
  await expectRole(app, { role: 'heading', name: 'History' });
  await expectRole(app, { role: 'list', name: 'All items' });
  await app.click({ role: 'link', name, exact: false });
  await expectPath(app, '/camera');
  expect(new URL(await app.url()).searchParams.get('listing')).toMatch(/\S/);
  await expectRole(app, { role: 'heading', name });
  await expectText(app, 'Estimated Price');
  await expectRole(app, { role: 'button', name: 'Smart Share', exact: false });
  expectNoErrors(app);
});
