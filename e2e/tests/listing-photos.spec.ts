/**
 * Photos travel with the listing: a seller saves a listing on one device (a browser context), and
 * signed in on another (a second context, nothing shared but the server) opens it with its
 * full-size photo, not the 320 px thumbnail. The photos are kept on that device: opening it again
 * reads no photo from the server. Deleting the listing there deletes its photos on the server.
 * Prints the bytes the second device received from Firestore to open the listing, the first time
 * and the second.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { KETTLE, KETTLE_ESTIMATE } from '../support/copperKettle';
import { test, expect } from '../support/fixtures';
import { waitForAuthEmulator } from '../support/authEmulator';
import { choosePhoto, fixturePath, inspectImage, signInByEmailLink, stubAnalysis } from '../support/capture';
import { signedInUid, storedListings, storedPhotos } from '../support/firestoreEmulator';
import { stackPorts } from '../support/stack';

test.beforeAll(waitForAuthEmulator);

/** Counts the bytes the page receives from the Firestore emulator (Chromium's network events). */
async function firestoreBytes(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const firestore = new Set<string>();
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (new URL(request.url).port === String(stackPorts().firestore)) firestore.add(requestId);
  });
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength, dataLength }) => {
    if (firestore.has(requestId)) bytes += encodedDataLength || dataLength;
  });
  await cdp.send('Network.enable');
  return {
    /** Bytes received since the last call. */
    take() {
      const taken = bytes;
      bytes = 0;
      return taken;
    },
  };
}

const photoShown = (page: Page) => page.getByRole('button', { name: 'Select photo 1' }).locator('img');

test('a listing saved on one device opens with its full-size photo on another, kept there, and deleted with it', async ({
  page,
  request,
  browser,
}, info) => {
  test.slow();
  await stubAnalysis(page, KETTLE, KETTLE_ESTIMATE);
  const email = await signInByEmailLink(page, request);
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible({ timeout: 30_000 });
  await choosePhoto(page, await fixturePath('photo12mp'));
  await expect(page.getByText('$37', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const taken = await inspectImage(page, photoShown(page));
  expect(taken.width).toBeGreaterThan(320);
  const uid = await signedInUid(page);
  await expect.poll(async () => (await storedListings(uid)).length, { timeout: 20_000 }).toBe(1);
  const id = (await storedListings(uid))[0].name.split('/').pop()!;
  // The photo goes up after the listing, by itself.
  await expect.poll(() => storedPhotos(uid, id), { timeout: 30_000 }).toEqual([{ id: '0', bytes: expect.any(Number) }]);
  const [{ bytes: jpegBytes }] = await storedPhotos(uid, id);

  // Another device: a browser context that shares nothing with the first but the seller.
  const context = await browser.newContext();
  const laptop = await context.newPage();
  const received = await firestoreBytes(context, laptop);
  await signInByEmailLink(laptop, request, '/dashboard', email);
  const item = laptop.getByRole('region', { name: 'Recent Activity' }).getByRole('link', { name: /Copper kettle/ });
  await expect(item).toBeVisible({ timeout: 30_000 });
  received.take();
  await item.click();
  await expect(laptop.getByRole('heading', { name: 'Copper kettle' })).toBeVisible();
  // The full-size photo, as taken (the thumbnail is 320 px).
  await expect.poll(async () => (await inspectImage(laptop, photoShown(laptop))).width).toBe(taken.width);
  expect((await inspectImage(laptop, photoShown(laptop))).height).toBe(taken.height);
  const firstOpening = received.take();

  // Kept on this device: opened again after a reload, the photo is not read from the server again.
  await laptop.reload();
  await expect(laptop.getByRole('heading', { name: 'Copper kettle' })).toBeVisible();
  await expect.poll(async () => (await inspectImage(laptop, photoShown(laptop))).width).toBe(taken.width);
  const secondOpening = received.take();
  expect(secondOpening).toBeLessThan(jpegBytes);

  console.info(
    `[${info.project.name}] listing photo: ${jpegBytes} bytes of JPEG (${taken.width}×${taken.height}); ` +
      `second device received ${firstOpening} bytes from Firestore to open the listing, ${secondOpening} to open it again`,
  );
  info.annotations.push({ type: 'photo-bytes-second-device', description: `${firstOpening} (JPEG ${jpegBytes})` });
  expect(firstOpening).toBeGreaterThan(jpegBytes);

  // Deleted there, the photo leaves the server with the listing.
  await laptop.goto('/dashboard?view=history');
  const all = laptop.getByRole('list', { name: 'All items' });
  await all.getByRole('button', { name: 'Delete Copper kettle' }).click();
  await expect(laptop.getByText('Deleted Copper kettle')).toBeVisible();
  await expect.poll(() => storedPhotos(uid, id), { timeout: 20_000 }).toEqual([]);
  expect(await storedListings(uid)).toEqual([]);
  await context.close();
});
