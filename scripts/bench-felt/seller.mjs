/**
 * The seller the dashboard is measured for: an account on the Auth emulator with one saved listing
 * in the Firestore emulator, signed in once through the app's own /auth form (unthrottled), so the
 * browser storage a real returning seller has is what each measured visit starts from.
 */
import { PROJECT_ID, stackPorts } from '../stack-config.cjs';

const ports = stackPorts();
const API_KEY = 'demo-api-key';
export const LISTING_NAME = 'Felt Bench Walnut Side Table';

async function post(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}: ${await response.text()}`);
  return response.json();
}

const string = (stringValue) => ({ stringValue });
const number = (doubleValue) => ({ doubleValue });

/** One listing as the app writes it (host/.../listingDocument.ts), written as the emulator's owner. */
async function saveListing(uid) {
  const now = { timestampValue: new Date().toISOString() };
  const url =
    `http://127.0.0.1:${ports.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/` +
    `users/${uid}/listings?documentId=felt-bench`;
  await post(
    url,
    {
      fields: {
        itemName: string(LISTING_NAME),
        title: string(`${LISTING_NAME} - $85`),
        description: string('Solid walnut side table with one drawer. Light wear on the top.'),
        category: string('Furniture'),
        condition: string('good'),
        keywords: { arrayValue: { values: [string('walnut'), string('side table')] } },
        price: number(85),
        priceRange: { mapValue: { fields: { min: number(60), max: number(110) } } },
        confidence: number(72),
        comparableItems: { arrayValue: { values: [] } },
        sharedTo: { arrayValue: { values: [] } },
        createdAt: now,
        updatedAt: now,
      },
    },
    { authorization: 'Bearer owner' },
  );
}

/** Creates the seller and returns the browser storage of a signed-in visit (Playwright storageState). */
export async function signedInSeller(browser, hostUrl) {
  const email = `felt-bench-${Date.now()}@example.com`;
  const password = 'felt-bench-password';
  const { localId } = await post(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    { email, password, displayName: 'Felt Bench', returnSecureToken: true },
  );
  await saveListing(localId);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${hostUrl}/auth`);
  await page.getByLabel('Email', { exact: false }).fill(email);
  await page.getByLabel('Password', { exact: false }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard', { timeout: 30_000 });
  await page.getByText(LISTING_NAME).waitFor({ timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}
