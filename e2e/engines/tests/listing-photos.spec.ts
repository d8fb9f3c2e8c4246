/**
 * Photos travel with the listing, in Firefox and WebKit: a seller saves a listing on one device,
 * and signed in on another (a second browser of the same engine, nothing shared but the server)
 * opens it from the dashboard with its full-size photo, not the 320 px thumbnail.
 */
import { waitForAuthEmulator } from '../../support/authEmulator';
import { sessionUid, storedListings, storedPhotos } from '../../support/firestoreEmulator';
import type { EnginePage } from '../support/enginePage';
import { expect, expectNoErrors, expectPath, expectRole, test } from '../support/fixtures';
import { analyseAndSave, signInNewSeller, signInWithPassword } from '../support/flows';

test.beforeAll(waitForAuthEmulator);

/** The natural width of the photo shown on /camera (the strip's first), 0 until it has loaded. */
const photoWidth = (app: EnginePage) =>
  app.evaluate(() => document.querySelector<HTMLImageElement>('[aria-label="Select photo 1"] img')?.naturalWidth ?? 0);

test('a listing saved on one device opens with its full-size photo on another', async ({ app, anotherDevice }) => {
  test.slow();
  // This WebKit's sessions are ephemeral (as Safari's Private Browsing), and their IndexedDB refuses
  // Blobs: the photos the device keeps, which are what goes up, are stored as bytes
  // (@snap/shared/storage), so they reach the server from there too.
  const email = await signInNewSeller(app, 'photos');
  await app.click({ role: 'link', name: 'Scan New Item' });
  const name = await analyseAndSave(app, 'photo12mp', 'here');
  const taken = await photoWidth(app);
  expect(taken, `${app.engine}: the photo taken, full size`).toBeGreaterThan(320);

  // The precondition of opening it elsewhere: the photo is on the server (it goes up after the listing).
  const uid = await app.evaluate(sessionUid);
  expect(uid).not.toBe('');
  await expect
    .poll(async () => (await storedListings(uid)).length, { message: `${app.engine}: the listing on the server` })
    .toBe(1);
  const id = (await storedListings(uid))[0].name.split('/').pop() ?? '';
  await expect
    .poll(async () => (await storedPhotos(uid, id)).length, {
      message: `${app.engine}: the photo on the server`,
      timeout: 30_000,
    })
    .toBe(1);

  // Another device, the same seller.
  await signInWithPassword(anotherDevice, email);
  await anotherDevice.click({ role: 'link', name, exact: false });
  await expectPath(anotherDevice, '/camera');
  await expectRole(anotherDevice, { role: 'heading', name });
  await expect
    .poll(() => photoWidth(anotherDevice), {
      message: `${anotherDevice.engine}: the photo's width on the other device`,
    })
    .toBe(taken);
  expectNoErrors(app);
  expectNoErrors(anotherDevice);
});
