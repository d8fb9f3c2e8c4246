/**
 * Signing out leaves nothing of the seller on the device (a shared or borrowed phone): not the
 * Firestore cache of their listings, not the full photos, not the result kept for sign-up, not a
 * key that names them, even with another tab of the app open. The storage is read before sign-out
 * too, so the test knows where the seller's data was and cannot pass by looking in the wrong place.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { ItemIdentification, PriceEstimate } from '../../shared/src/contracts';
import { isWebKitEngine } from '../../host/src/features/listings/webkitEngine';
import { test, expect } from '../support/fixtures';
import { uniqueEmail, waitForAuthEmulator } from '../support/authEmulator';
import { choosePhoto, fixturePath, signInByEmailLink, stubAnalysis } from '../support/capture';
import { signedInUid, storedListings, waitingWrites } from '../support/firestoreEmulator';
import { PROJECT_ID } from '../support/stack';

const ITEM: ItemIdentification = {
  itemName: 'Teal enamel kettle',
  category: 'Home & Garden',
  description: 'A teal enamel kettle, whistle included.',
  condition: 'Good',
  suggestedKeywords: ['kettle', 'enamel'],
  marketplaceCategories: { ebay: 'Kettles', facebook: 'Home', mercari: 'Home', poshmark: 'Home' },
  estimatedCondition: 'good',
  brandName: 'Le Creuset',
  features: ['Whistle'],
  suggestedTitle: 'Le Creuset Teal enamel kettle',
  suggestedDescription: 'Teal enamel kettle.',
};
const ESTIMATE: PriceEstimate = {
  estimatedPrice: 38,
  priceRange: { min: 25, max: 50 },
  currency: 'USD',
  confidence: 80,
  comparableItems: [{ title: 'Enamel kettle', price: 35, platform: 'eBay', condition: 'used' }],
};

const FIRESTORE_CACHE = `firestore/[DEFAULT]/${PROJECT_ID}/main`;
const PHOTOS = 'snap-listing-photos';
const PENDING = 'snap-pending-result';

interface DeviceStorage {
  /** IndexedDB database name → its records, and every key and value as text. */
  databases: Record<string, { records: number; text: string }>;
  local: Record<string, string>;
  session: Record<string, string>;
}

/**
 * Everything this origin keeps in IndexedDB, localStorage and sessionStorage. Only the databases
 * the browser lists are opened (opening a missing one would create it), and each is closed at once.
 */
function deviceStorage(page: Page): Promise<DeviceStorage> {
  return page.evaluate(async () => {
    const opened = (name: string) =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error(`cannot open ${name}`));
      });
    const readAll = (db: IDBDatabase, store: string) =>
      new Promise<[IDBValidKey[], unknown[]]>((resolve, reject) => {
        const transaction = db.transaction(store, 'readonly');
        const keys = transaction.objectStore(store).getAllKeys();
        const values = transaction.objectStore(store).getAll();
        transaction.oncomplete = () => resolve([keys.result, values.result as unknown[]]);
        transaction.onerror = () => reject(transaction.error ?? new Error(`cannot read ${store}`));
      });
    const databases: DeviceStorage['databases'] = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await opened(name);
      let records = 0;
      const text: string[] = [];
      try {
        for (const store of Array.from(db.objectStoreNames)) {
          const [keys, values] = await readAll(db, store);
          records += keys.length;
          text.push(JSON.stringify([keys, values]));
        }
      } finally {
        db.close();
      }
      databases[name] = { records, text: text.join('\n') };
    }
    return { databases, local: { ...window.localStorage }, session: { ...window.sessionStorage } };
  });
}

/** Every key and value of a storage, and every database's keys and values, as one text to search. */
const everything = (storage: DeviceStorage) =>
  [
    ...Object.keys(storage.databases),
    ...Object.values(storage.databases).map((db) => db.text),
    JSON.stringify(storage.local),
    JSON.stringify(storage.session),
  ].join('\n');

test.beforeAll(waitForAuthEmulator);

test('signing out removes the seller’s listings, photos, pending result and keys from the device', async ({
  page,
  consoleLog,
}, testInfo) => {
  // An analysis, a sign-up and four page loads: more than the default minute on a busy runner.
  test.slow();
  await stubAnalysis(page, ITEM, ESTIMATE);
  const email = uniqueEmail(testInfo, 'signout');

  // A visitor's result, kept for sign-up (the pending-result store), then saved to the new account.
  await page.goto('/camera');
  await choosePhoto(page, await fixturePath('photo12mp'));
  await page.getByRole('link', { name: 'Sign Up Free' }).click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password\b/).fill('secret-123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Saved to your listings', { exact: true })).toBeVisible({ timeout: 30_000 });

  // The dashboard: the live list (the Firestore cache) and Recent Activity's remembered rows.
  await page.goto('/dashboard');
  const recent = page.getByRole('region', { name: 'Recent Activity' });
  await expect(recent.getByRole('link', { name: new RegExp(ITEM.itemName) })).toBeVisible();

  // Where the seller's data is before sign-out: the places the assertions below look.
  const uid = await page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((k) => k.startsWith('firebase:authUser:'));
    return key ? (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { uid?: string }).uid : undefined;
  });
  expect(uid).toBeTruthy();
  // A WebKit browser (the iPhone project's user agent) keeps Firestore's cache in memory
  // (host/src/features/listings/listingsCache.ts): nothing of it is in IndexedDB to find.
  const persistentCache = !isWebKitEngine(await page.evaluate(() => navigator.userAgent));
  await expect
    .poll(async () => {
      const { databases, local } = await deviceStorage(page);
      return {
        listingCached: databases[FIRESTORE_CACHE]?.text.includes(ITEM.itemName) ?? false,
        photos: databases[PHOTOS]?.records ?? 0,
        pendingStore: PENDING in databases,
        rowsKey: `snap:recent-rows:${uid}` in local,
      };
    })
    .toEqual({ listingCached: persistentCache, photos: 1, pendingStore: true, rowsKey: true });
  const before = everything(await deviceStorage(page));
  expect(before).toContain(uid);
  expect(before).toContain(email);

  // Another tab of the app holds the databases open; sign-out must neither hang nor leave them.
  const other = await page.context().newPage();
  await other.goto('/dashboard');
  await expect(
    other.getByRole('region', { name: 'Recent Activity' }).getByRole('link', { name: new RegExp(ITEM.itemName) }),
  ).toBeVisible();

  await page.bringToFront();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // As a seller would: the dashboard no longer says anything is waiting to sync (a save's photos
  // may still be going up), so sign-out has nothing to ask about. Sign-out with work still waiting
  // is the test below.
  await expect(page.getByText(/waiting to sync/)).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => waitingWrites(page), { timeout: 30_000 }).toBe(0);
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();

  // The other tab follows the sign-out. Until it has, its Firestore may open the deleted cache again
  // (it then clears it too, stopping): what is left on the device is read once both tabs are done.
  await expect(other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(other.getByText(ITEM.itemName)).toHaveCount(0);

  // The same page: none of the seller's databases, and nothing anywhere names them.
  await expect
    .poll(async () =>
      Object.keys((await deviceStorage(page)).databases).filter((name) => name !== 'firebase-heartbeat-database'),
    )
    .toEqual([]);
  // Each tab removes Firestore's write keys once its cache is gone; the other tab's come a moment
  // after it stops.
  await expect
    .poll(async () => {
      const { local, session } = await deviceStorage(page);
      return [...Object.keys(local), ...Object.keys(session)].filter((key) => key.includes(uid ?? '?'));
    })
    .toEqual([]);
  const after = await deviceStorage(page);
  const names = Object.keys(after.databases);
  expect(names).not.toContain(FIRESTORE_CACHE);
  expect(names).not.toContain(PHOTOS);
  expect(names).not.toContain(PENDING);
  expect(names.filter((name) => name.startsWith('firestore/'))).toEqual([]);
  const keys = [...Object.keys(after.local), ...Object.keys(after.session)];
  expect(keys.filter((key) => /^(firebase:authUser:|snap:|emailForSignIn)/.test(key))).toEqual([]);
  const left = everything(after);
  expect(left).not.toContain(uid);
  expect(left).not.toContain(email);
  expect(left).not.toContain(ITEM.itemName);
  // Every store let go in time: the other tab's connections closed when the deletions asked.
  expect(warnings.filter((text) => text.includes('this device'))).toEqual([]);
  testInfo.annotations.push({ type: 'left on the device', description: JSON.stringify({ names, keys }) });

  await other.close();

  // Signed out, the dashboard shows the signed-out view and nothing of the listing.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' })).toBeVisible();
  await expect(page.getByText(ITEM.itemName)).toHaveCount(0);
  expect(consoleLog.errors).toEqual([]);
});

/**
 * A seller's saved listing renamed to `name` while offline, back on the dashboard: the change waits
 * on the device. The dashboard and the listing are both on the page before the connection goes.
 */
async function renameOffline(page: Page, request: APIRequestContext, context: BrowserContext, name: string) {
  await stubAnalysis(page, ITEM, ESTIMATE);
  await signInByEmailLink(page, request);
  await choosePhoto(page, await fixturePath('photo12mp'));
  await expect(page.getByText('Saved to your listings', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => waitingWrites(page), { timeout: 30_000 }).toBe(0);
  await page.goto('/dashboard');
  const recent = page.getByRole('region', { name: 'Recent Activity' });
  await recent.getByRole('link', { name: new RegExp(ITEM.itemName) }).click();
  await expect(page.getByRole('heading', { name: ITEM.itemName, exact: true })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Edit item name' }).click();
  await page.getByRole('textbox', { name: 'Item name' }).fill(name);
  await page.getByRole('button', { name: 'Save item name' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('work not yet in the account is never dropped without asking: Wait keeps it and it arrives; losing it is a choice', async ({
  page,
  request,
  context,
  consoleLog,
}) => {
  test.slow();
  await renameOffline(page, request, context, 'Teal kettle, renamed offline');
  const uid = await signedInUid(page);
  const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign Out' });
  await signOut.click();

  // Asked, not dropped: Wait keeps the seller signed in with the change still waiting.
  const question = page.getByRole('dialog', { name: 'Not saved to your account yet' });
  await expect(question).toContainText("1 change hasn't reached your account yet — wait, or sign out and lose it.");
  await question.getByRole('button', { name: 'Wait' }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await waitingWrites(page)).toBe(1);

  // Back online, the change reaches the account; sign-out then asks nothing.
  await context.setOffline(false);
  await expect
    .poll(async () => (await storedListings(uid)).map((listing) => listing.fields.itemName?.stringValue), {
      timeout: 30_000,
    })
    .toEqual(['Teal kettle, renamed offline']);
  await signOut.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(question).toHaveCount(0);
  // Offline, the browser reports each request it could not make (Chromium names several reasons
  // for the same cut: ERR_INTERNET_DISCONNECTED, now and then ERR_NAME_NOT_RESOLVED), and Firestore
  // says once that it works offline ("Could not reach Cloud Firestore backend"); nothing else may
  // go wrong.
  const offline = /^Failed to load resource: net::ERR_|Could not reach Cloud Firestore backend\. .* offline mode/s;
  expect(consoleLog.errors.filter((error) => !offline.test(error))).toEqual([]);
});

test('signing out offline with a change waiting, and choosing to lose it, signs out and leaves nothing', async ({
  page,
  request,
  context,
}) => {
  test.slow();
  await renameOffline(page, request, context, 'Lost on purpose');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await page
    .getByRole('dialog', { name: 'Not saved to your account yet' })
    .getByRole('button', { name: 'Sign out and lose it' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => waitingWrites(page)).toBe(0);
  await context.setOffline(false);
});
