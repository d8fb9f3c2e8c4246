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

test('a signed-in analysis is saved: the dashboard lists it twice, and it opens back on /camera?listing=', async ({
  app,
}) => {
  // Sign-in, a real analysis, the save and the way back: more than the default on a busy runner.
  test.slow();
  await signInNewSeller(app, 'listing');
  await expectText(app, 'No items scanned yet');
  await app.click({ role: 'link', name: 'Scan New Item' });
  const name = await analyseAndSave(app, 'portraitExif6', 'here');

  // Back to the dashboard inside the app, as a seller goes (a page load is the test below).
  await app.click({ role: 'link', name: 'Back' });
  await app.click({ role: 'link', name: 'Dashboard' });
  await expectPath(app, '/dashboard');
  await expectListingsAnswered(app);
  const itemsScanned = () =>
    app.evaluate(() =>
      Array.from(document.querySelectorAll('[role="group"]'), (group) => group.textContent).find((text) =>
        text?.startsWith('Items Scanned'),
      ),
    );
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

test.describe('a save on a /camera opened by a page load after the dashboard', () => {
  // WebKit keeps the dashboard in its back/forward cache with its IndexedDB transactions open; a
  // Firestore cache in IndexedDB then hangs on the next page (listingsCache.ts keeps it in memory there).
  test('is saved', async ({ app }) => {
    test.slow();
    await signInNewSeller(app, 'reload-save');
    await analyseAndSave(app, 'portraitExif6', 'page-load');
    expectNoErrors(app);
  });
});
