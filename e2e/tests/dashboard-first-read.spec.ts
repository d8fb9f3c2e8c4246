/**
 * A returning seller's dashboard lists their listings from one REST read with the session's token
 * (host/src/features/listings/firstRead.ts), through the Firestore emulator's real rules, without
 * waiting for the Firestore SDK; the SDK then takes over the live list.
 */
import { test, expect } from '../support/fixtures';
import { waitForAuthEmulator } from '../support/authEmulator';
import { signInByEmailLink } from '../support/capture';
import { seedListings, signedInUid } from '../support/firestoreEmulator';

test.beforeAll(waitForAuthEmulator);

const recent = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Recent Activity' });

test('the listings are on the dashboard with the Firestore SDK held back, and live once it comes', async ({
  page,
  request,
  consoleLog,
}) => {
  await signInByEmailLink(page, request, '/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  const uid = await signedInUid(page);
  await seedListings(uid, [{ itemName: 'Walnut side table', price: 85 }]);

  let releaseSdk!: () => void;
  const sdkHeld = new Promise<void>((resolve) => (releaseSdk = resolve));
  const sdkRequests: string[] = [];
  await page.route('**/listings-sdk.*.js', async (route) => {
    sdkRequests.push(route.request().url());
    await sdkHeld;
    await route.continue();
  });
  // A page load of the dashboard, not of the sign-in link the session started from.
  await page.goto('/dashboard');
  await expect(recent(page).getByText('Walnut side table')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Value' })).toHaveText('Total Value$85');

  // The SDK is asked for after the read, and once it is here a new listing shows by itself.
  await expect.poll(() => sdkRequests.length).toBeGreaterThan(0);
  releaseSdk();
  await seedListings(uid, [{ itemName: 'Brass desk lamp', price: 45 }]);
  await expect(recent(page).getByText('Brass desk lamp')).toBeVisible();
  await expect(recent(page).getByText('Walnut side table')).toBeVisible();
  expect(consoleLog.errors).toEqual([]);
});
