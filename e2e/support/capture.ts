/**
 * Helpers for the capture suite: fixture files, choosing a photo the way a person does (through
 * the file chooser a button opens), holding the gateway, and signing in through an e-mail link.
 */
import { join } from 'node:path';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import type { AnalysisStreamEvent, ItemIdentification, PriceEstimate } from '../../shared/src/contracts';
import { expect } from './fixtures';
import { PROJECT_ID, authEmulatorUrl, gatewayUrl, hostUrl } from './stack';

export type FixtureName =
  | 'photo12mp'
  | 'photo24mp'
  | 'photo48mp'
  | 'largePng'
  | 'portraitExif6'
  | 'heic'
  | 'notAnImage'
  | 'empty'
  | 'barcodeCamera'
  | 'barcodeBook'
  | 'barcodeConflict';

let fixtureDir: Promise<{ dir: string; names: Record<FixtureName, string> }> | undefined;

/** Makes the fixture files once per worker (cheap when they already exist). */
export async function fixturePath(name: FixtureName): Promise<string> {
  fixtureDir ??= import('../fixtures/make-fixtures.mjs').then(async ({ makeFixtures, FIXTURES }) => ({
    dir: await makeFixtures(),
    names: FIXTURES,
  }));
  const { dir, names } = await fixtureDir;
  return join(dir, names[name]);
}

/** The results screen of a demo analysis: price, range, condition, confidence and the Demo AI label. */
export async function expectResults(page: Page): Promise<void> {
  await expect(page.getByText('Estimated Price')).toBeVisible();
  await expect(page.getByText(/^\$\d[\d,]*(\.\d\d)?$/).first()).toBeVisible();
  await expect(page.getByText('Price Range')).toBeVisible();
  await expect(page.getByText('Condition', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d{1,3}%$/)).toBeVisible();
  await expect(page.getByText('Demo AI')).toBeVisible();
}

/**
 * The camera screen itself is on the page: the capture remote has drawn it (Guide comes with it),
 * and the host's early screen, which the HTML paints before it with Take Photo of its own, is gone.
 */
export async function expectCameraScreen(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Guide' })).toBeVisible();
  await expect(page.locator('#early-capture')).toHaveCount(0);
}

/** Taps a button that opens the picker and chooses `file` in it. */
export async function choosePhoto(
  page: Page,
  file: string,
  button = 'Take Photo',
  { pickingMs = 0 }: { pickingMs?: number } = {},
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  const picker = await chooser;
  // A person's time in the picker (the camera opening, the shot), when a test needs it: the app
  // loads what a photo needs meanwhile (the barcode reader).
  if (pickingMs > 0) await page.waitForTimeout(pickingMs);
  await picker.setFiles(file);
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

/** Answers every POST /analyze with `reply` (its preflight too); returns the undo. */
async function answerAnalyze(page: Page, reply: Parameters<Route['fulfill']>[0]): Promise<() => Promise<void>> {
  const url = gatewayUrl('/analyze');
  await page.route(url, (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({ status: 204, headers: CORS })
      : route.fulfill({ headers: CORS, ...reply }),
  );
  return () => page.unroute(url);
}

/** The gateway's analysis of any photo is `item` at `estimate`, streamed as POST /analyze does (demo AI). */
export function stubAnalysis(page: Page, item: ItemIdentification, estimate: PriceEstimate) {
  const events: AnalysisStreamEvent[] = [
    { type: 'identified', data: item, demo: true },
    { type: 'estimated', data: estimate, demo: true },
  ];
  return answerAnalyze(page, {
    status: 200,
    contentType: 'application/x-ndjson',
    body: events.map((event) => `${JSON.stringify(event)}\n`).join(''),
  });
}

/** POST /analyze fails before streaming, with `status` and the JSON `body`; returns the undo. */
export function failAnalysis(page: Page, status: number, body: unknown) {
  return answerAnalyze(page, { status, contentType: 'application/json', body: JSON.stringify(body) });
}

/**
 * Holds POST /analyze, the request that carries the photo, until release() is called, so a test
 * can look at the analyzing screen.
 */
export async function holdIdentify(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const bodies: Buffer[] = [];
  await page.route(gatewayUrl('/analyze'), async (route) => {
    if (route.request().method() === 'POST') {
      bodies.push(route.request().postDataBuffer() ?? Buffer.alloc(0));
      await released;
    }
    await route.continue();
  });
  return { release, bodies };
}

/**
 * A connection of its own for each call to the Auth emulator's REST API. `request` keeps sockets
 * alive between calls, and a Node server closes an idle one after 5 s (keepAliveTimeout): a call
 * that reuses it just as it closes fails with `socket hang up (ECONNRESET)`, which is what a second
 * seller's sign-in did in CI (listings.spec, passed on retry).
 */
const FRESH_CONNECTION = { connection: 'close' };

/**
 * Signs a fresh user in the way spec §4 allows without any sign-in UI: open an e-mail sign-in
 * link (from the Auth emulator) with the address waiting in localStorage; the host completes it.
 */
export async function signInByEmailLink(
  page: Page,
  request: APIRequestContext,
  path = '/camera',
  // A new seller, or the same one again (another device).
  email = `seller-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
): Promise<string> {
  const send = await request.post(
    authEmulatorUrl('/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo-api-key'),
    {
      data: { requestType: 'EMAIL_SIGNIN', email, continueUrl: hostUrl('/auth/signin'), canHandleCodeInApp: true },
      headers: FRESH_CONNECTION,
    },
  );
  if (!send.ok()) throw new Error(`sendOobCode failed: ${send.status()} ${await send.text()}`);
  const codes = (await (
    await request.get(authEmulatorUrl(`/emulator/v1/projects/${PROJECT_ID}/oobCodes`), { headers: FRESH_CONNECTION })
  ).json()) as {
    oobCodes: { email: string; oobCode: string; requestType: string }[];
  };
  const code = codes.oobCodes.find((entry) => entry.email === email && entry.requestType === 'EMAIL_SIGNIN');
  if (!code) throw new Error(`no sign-in code for ${email}`);
  await page.addInitScript((address) => window.localStorage.setItem('emailForSignIn', address), email);
  await page.goto(`${path}?apiKey=demo-api-key&mode=signIn&oobCode=${code.oobCode}&lang=en`);
  return email;
}

/** Size, and the colour of a pixel near the top centre, of an <img> as decoded by the browser. */
export function inspectImage(page: Page, selector: ReturnType<Page['locator']>) {
  return selector.evaluate((image: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const [r, g, b] = context.getImageData(Math.floor(image.naturalWidth / 2), 4, 1, 1).data;
    const [br, bg, bb] = context.getImageData(Math.floor(image.naturalWidth / 2), image.naturalHeight - 4, 1, 1).data;
    return { width: image.naturalWidth, height: image.naturalHeight, top: [r, g, b], bottom: [br, bg, bb] };
  });
}

/** The JPEG an analysis request carried: its raw bytes, or base64 in a JSON body (an older client). */
export function sentImage(body: Buffer): Buffer {
  if (body[0] !== 0x7b) return body; // not '{': the bytes themselves
  const { imageBase64 } = JSON.parse(body.toString('utf8')) as { imageBase64: string };
  return Buffer.from(imageBase64, 'base64');
}

export const sentImageBytes = (body: Buffer): number => sentImage(body).length;

/** Width and height of a JPEG, as the browser decodes it. */
export function jpegSize(page: Page, jpeg: Buffer): Promise<{ width: number; height: number }> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
    return { width: bitmap.width, height: bitmap.height };
  }, jpeg.toString('base64'));
}
