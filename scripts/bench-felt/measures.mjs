/**
 * What a seller does, timed from the moment the page's navigation starts, the way a person does it:
 * the moment a control is on screen they tap or type, and again every TAP_EVERY_MS while nothing
 * happens. Taps are raw touches at the control's centre (no waiting for the app to be ready, which
 * a person cannot do either), so a control drawn before it works shows up as taps that did nothing.
 *
 * When a control "shows" is read in the page itself: a script that runs before the page's own
 * checks, in every animation frame, whether the control is laid out and visible, and keeps the time
 * of the first frame it was: the frame painted with it. Asking from here instead would wait for the
 * page's main thread, which is busy exactly when the answer matters.
 */
import { sinceNavigation } from './profile.mjs';

const TAP_EVERY_MS = 100;
const GIVE_UP_MS = 20_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const TYPED = 'seller@example.com';

export const TAKE_PHOTO = "//*[(self::button or self::label or self::a) and normalize-space(.)='Take Photo']";
export const EMAIL_FIELD = "//input[@type='email']";
export const listingNamed = (name) => `//*[text()='${name}']`;

/** Runs in the page before its scripts: the time of the first frame each watched element is visible in. */
function watchInPage(watched) {
  const { document, requestAnimationFrame, performance, XPathResult } = globalThis;
  const shown = {};
  Object.defineProperty(globalThis, '__feltShown', { value: shown });
  const find = (xpath) =>
    document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
  const frame = () => {
    for (const [name, xpath] of Object.entries(watched)) {
      const element = shown[name] === undefined ? find(xpath) : null;
      if (element?.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        shown[name] = performance.now();
    }
    if (Object.keys(shown).length < Object.keys(watched).length) requestAnimationFrame(frame);
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
 * /camera: when Take Photo shows; when the file chooser opens for taps that start as soon as it
 * shows, how long that is after it showed, and how many taps came back with nothing; then the photo
 * is chosen there and its price must come (a photo chosen early is never dropped).
 */
export async function takePhoto(page, url, photo) {
  let chooser = null;
  page.on('filechooser', (opened) => {
    chooser ??= { opened, at: Date.now() };
  });
  const origin = await open(page, url, { takePhoto: TAKE_PHOTO });
  const shown = await shownAt(page, 'takePhoto');
  let ignoredTaps = 0;
  while (!chooser && Date.now() - origin < GIVE_UP_MS) {
    const { x, y } = await centreOf(page, TAKE_PHOTO);
    await page.touchscreen.tap(x, y);
    await sleep(TAP_EVERY_MS);
    if (!chooser) ignoredTaps += 1;
  }
  if (!chooser) throw new Error('no tap on Take Photo opened the file chooser');
  const works = sinceNavigation(origin, chooser.at);
  await chooser.opened.setFiles(photo);
  await page.getByText('Estimated Price').waitFor({ timeout: 60_000 });
  return { shown, works, dead: Math.max(0, works - shown), ignoredTaps, price: sinceNavigation(origin) };
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
