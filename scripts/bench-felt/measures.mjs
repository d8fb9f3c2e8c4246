/**
 * What a seller does, timed from the moment the page's navigation starts, the way a person does it:
 * the moment a control is on screen they tap or type, and again every TAP_EVERY_MS while nothing
 * happens. Taps are raw touches where the control is drawn (found once on an unthrottled load of the
 * same page: whereControl), sent from the start of the navigation without asking the page anything
 * first, as a finger does; a touch waits for the page's main thread like a finger's does. So a
 * control drawn before it works shows up as taps that did nothing, and a busy main thread as time.
 *
 * When a control "shows" is read in the page itself: a script that runs before the page's own
 * checks, in every animation frame, whether the control is laid out and visible, and keeps the time
 * of the first frame it was: the frame painted with it. Asking from here instead would wait for the
 * page's main thread, which is busy exactly when the answer matters.
 */
import { sinceNavigation } from './profile.mjs';

const TAP_EVERY_MS = 50;
const GIVE_UP_MS = 20_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const TYPED = 'seller@example.com';

export const TAKE_PHOTO = "//*[(self::button or self::label or self::a) and normalize-space(.)='Take Photo']";
export const EMAIL_FIELD = "//input[@type='email']";
export const listingNamed = (name) => `//*[text()='${name}']`;

/**
 * Runs in the page before its scripts: the time of the first frame each watched element is visible
 * in, and (`fileClick`) when the page first handled a click on a file input, which is when a tap on
 * a photo button worked (the picker opens a moment later).
 */
function watchInPage(watched) {
  const { document, requestAnimationFrame, performance, XPathResult, HTMLInputElement } = globalThis;
  const shown = {};
  Object.defineProperty(globalThis, '__feltShown', { value: shown });
  globalThis.addEventListener(
    'click',
    ({ target }) => {
      if (target instanceof HTMLInputElement && target.type === 'file') shown.fileClick ??= performance.now();
    },
    true,
  );
  const find = (xpath) =>
    document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
  const frame = () => {
    for (const [name, xpath] of Object.entries(watched)) {
      const element = shown[name] === undefined ? find(xpath) : null;
      if (element?.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        shown[name] = performance.now();
    }
    if (Object.keys(watched).some((name) => shown[name] === undefined)) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Opens `url` watching for `targets` (name → XPath); resolves with the page's time origin once committed. */
async function open(page, url, targets) {
  await page.addInitScript(watchInPage, targets);
  await page.goto(url, { waitUntil: 'commit', timeout: GIVE_UP_MS });
  return page.evaluate(() => performance.timeOrigin);
}

/** When the in-page watcher first saw `name`, in ms after navigation (polls until it has). */
async function shownAt(page, name) {
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline) {
    const at = await page.evaluate((key) => globalThis.__feltShown?.[key], name).catch(() => undefined);
    if (at !== undefined) return Math.round(at);
    await sleep(20);
  }
  throw new Error(`${name} never showed within ${GIVE_UP_MS} ms`);
}

/** The centre of the first visible element at `xpath`, once it has a box. */
async function centreOf(page, xpath) {
  const visible = page.locator(`xpath=${xpath}`).filter({ visible: true }).first();
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline) {
    const box = await visible.boundingBox({ timeout: 50 }).catch(() => null);
    if (box && box.width > 0 && box.height > 0) return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }
  throw new Error(`${xpath} never showed within ${GIVE_UP_MS} ms`);
}

/**
 * Where Take Photo is first drawn on `url`: as the page's HTML draws it, with no script running
 * (after that the camera screen may draw its own elsewhere, which the finger then follows).
 */
export async function whereTakePhoto(browser, device, url) {
  const context = await browser.newContext({ ...device, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  const at = await centreOf(page, TAKE_PHOTO).catch(() => null);
  await context.close();
  return at;
}

/**
 * /camera: when Take Photo shows; taps at its place from the start: when the page first handled one
 * on a file input, how long after Take Photo showed that was, how many taps after it showed did
 * nothing, when the picker was open; then the photo is chosen there and its price must come (a photo
 * chosen early is never dropped).
 */
export async function takePhoto(page, url, photo, drawnAt) {
  let opened;
  const chooser = new Promise((resolve) =>
    page.once('filechooser', (fileChooser) => resolve((opened = { fileChooser, at: Date.now() }))),
  );
  const taps = [];
  const origin = await open(page, url, { takePhoto: TAKE_PHOTO });
  while (!opened && Date.now() - origin < GIVE_UP_MS) {
    // Where the HTML draws it, or (a page that draws nothing without script) where it shows.
    const at = drawnAt ?? (await centreOf(page, TAKE_PHOTO));
    taps.push(Date.now());
    await page.touchscreen.tap(at.x, at.y);
    await Promise.race([chooser, sleep(TAP_EVERY_MS)]);
  }
  if (!opened) throw new Error('no tap on Take Photo opened the file chooser');
  const shown = await shownAt(page, 'takePhoto');
  const works = await shownAt(page, 'fileClick');
  await opened.fileChooser.setFiles(photo);
  await page.getByText('Estimated Price').waitFor({ timeout: 60_000 });
  return {
    shown,
    works,
    opens: sinceNavigation(origin, opened.at),
    dead: Math.max(0, works - shown),
    ignoredTaps: taps.filter((sent) => sinceNavigation(origin, sent) > shown && sinceNavigation(origin, sent) < works)
      .length,
    price: sinceNavigation(origin),
  };
}

/** /auth: when the e-mail field shows; typed into at once; is the text still there once the app is up? */
export async function typeEmail(page, url) {
  const origin = await open(page, url, { email: EMAIL_FIELD });
  const shown = await shownAt(page, 'email');
  const { x, y } = await centreOf(page, EMAIL_FIELD);
  await page.touchscreen.tap(x, y);
  await page.keyboard.type(TYPED, { delay: 60 });
  const typed = sinceNavigation(origin);
  await page.waitForLoadState('networkidle', { timeout: GIVE_UP_MS });
  await sleep(500);
  const value = await page.locator(`xpath=${EMAIL_FIELD}`).filter({ visible: true }).first().inputValue();
  return { shown, typed, kept: value === TYPED, value };
}

/** /dashboard: when the seller's saved listing is on screen. */
export async function listingOnScreen(page, url, name) {
  await open(page, url, { listing: listingNamed(name) });
  return { shown: await shownAt(page, 'listing') };
}
