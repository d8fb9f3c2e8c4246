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
import { watchControlMoves } from '../../e2e/support/watchControlMoves.mjs';

const TAP_EVERY_MS = 50;
const GIVE_UP_MS = 20_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const TYPED = 'seller@example.com';

export const TAKE_PHOTO = "//*[(self::button or self::label or self::a) and normalize-space(.)='Take Photo']";
export const EMAIL_FIELD = "//input[@type='email']";
export const listingNamed = (name) => `//*[text()='${name}']`;
const named = (name, elements = 'self::button or self::label or self::a') =>
  `//*[(${elements}) and normalize-space(.)='${name}']`;

/** The first controls of each screen, whose place the movement figure watches. */
export const CONTROLS = {
  camera: { 'Take Photo': TAKE_PHOTO, 'Choose from Gallery': named('Choose from Gallery') },
  auth: { 'e-mail field': EMAIL_FIELD, 'Sign In': "//button[@type='submit' and normalize-space(.)='Sign In']" },
  dashboard: { 'Scan New Item': named('Scan New Item'), Profile: named('Profile'), History: named('History') },
};
/** How long after navigation the movement figure watches. */
export const MOVEMENT_WINDOW_MS = 8000;

/**
 * Runs in the page before its scripts: the time of the first frame each watched element is visible
 * in, and (`fileClick`) when the page first handled a click on a file input, which is when a tap on
 * a photo button worked (the picker opens a moment later).
 */
function watchInPage(watched) {
  const { document, requestAnimationFrame, performance, XPathResult, HTMLInputElement } = globalThis;
  const shown = {};
  Object.defineProperty(globalThis, '__feltShown', { value: shown });
  // The first keystroke that reached a text field: when the field took input.
  globalThis.addEventListener('input', () => (shown.input ??= performance.now()), true);
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

/**
 * Opens `url` and touches nothing: how far each of `controls` (name → XPath) moved from where it was
 * first drawn, over the first MOVEMENT_WINDOW_MS after navigation. A control never drawn is an error.
 */
export async function controlMovement(page, url, controls) {
  await page.addInitScript(watchControlMoves, { watched: controls, windowMs: MOVEMENT_WINDOW_MS });
  await page.goto(url, { waitUntil: 'commit', timeout: GIVE_UP_MS });
  const deadline = Date.now() + MOVEMENT_WINDOW_MS + GIVE_UP_MS;
  let moved;
  while (Date.now() < deadline) {
    moved = await page.evaluate(() => globalThis.__controlMoves).catch(() => undefined);
    if (moved?.done) break;
    await sleep(250);
  }
  const missing = Object.keys(controls).filter((name) => !moved?.[name]);
  if (missing.length) throw new Error(`${url}: ${missing.join(', ')} never drawn`);
  return Object.fromEntries(Object.keys(controls).map((name) => [name, moved[name].px]));
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

/**
 * /auth: when the e-mail field shows; typed into at once; when the first keystroke reached it (the
 * field usable: on screen and taking input); is the text still there once the app is up?
 */
export async function typeEmail(page, url) {
  const origin = await open(page, url, { email: EMAIL_FIELD });
  const shown = await shownAt(page, 'email');
  const { x, y } = await centreOf(page, EMAIL_FIELD);
  await page.touchscreen.tap(x, y);
  await page.keyboard.type(TYPED, { delay: 60 });
  const typed = sinceNavigation(origin);
  const usable = await shownAt(page, 'input');
  await page.waitForLoadState('networkidle', { timeout: GIVE_UP_MS });
  await sleep(500);
  const value = await page.locator(`xpath=${EMAIL_FIELD}`).filter({ visible: true }).first().inputValue();
  return { shown, usable, typed, kept: value === TYPED, value };
}

/** /dashboard: when the seller's saved listing is on screen. */
export async function listingOnScreen(page, url, name) {
  await open(page, url, { listing: listingNamed(name) });
  return { shown: await shownAt(page, 'listing') };
}

export const SIGN_OUT = named('Sign Out', 'self::button');
/** The signed-out landing page's Sign In (its header is the Main navigation). */
export const SIGN_IN_LINK = "//nav//a[normalize-space(.)='Sign In']";

/**
 * Runs in the settled page just before the tap: the time of the first touch (its event's own
 * time stamp, so a busy main thread counts) and of the first frame Sign In is visible in after it.
 * The page's own changes are watched (a MutationObserver), not polled every frame: a frame loop
 * would make the page draw a frame every 16 ms, slowing the very rendering it times.
 */
function watchSignOut(signIn) {
  const { document, requestAnimationFrame, performance, XPathResult, MutationObserver } = globalThis;
  const times = {};
  Object.defineProperty(globalThis, '__feltSignOut', { value: times });
  const visible = () =>
    document
      .evaluate(signIn, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null)
      .singleNodeValue?.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  let framing = false;
  const frame = () => {
    if (visible()) times.signIn = performance.now();
    else requestAnimationFrame(frame);
  };
  const changes = new MutationObserver(() => {
    if (framing || !visible()) return;
    framing = true;
    changes.disconnect();
    // The frame that paints it.
    requestAnimationFrame(frame);
  });
  globalThis.addEventListener(
    'pointerdown',
    (event) => {
      if (times.tapped !== undefined) return;
      times.tapped = event.timeStamp;
      changes.observe(document, { childList: true, subtree: true, attributes: true });
    },
    true,
  );
}

/**
 * Sign-out from a settled signed-in screen with its Sign Out on it: a tap on Sign Out, and how long
 * until the signed-out landing page's Sign In is on screen (ms after the tap).
 */
export async function signOutAnswers(page) {
  const at = await centreOf(page, SIGN_OUT);
  await page.evaluate(watchSignOut, SIGN_IN_LINK);
  await page.touchscreen.tap(at.x, at.y);
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline) {
    const times = await page.evaluate(() => globalThis.__feltSignOut).catch(() => undefined);
    if (times?.signIn !== undefined) return { answered: Math.round(times.signIn - times.tapped) };
    // Each look is a task on the page's main thread: rarely.
    await sleep(250);
  }
  throw new Error(`Sign In never showed within ${GIVE_UP_MS} ms of the tap on Sign Out`);
}

/**
 * Until nothing waits in the device's outbox (host/src/features/listings/outbox.ts): a result's
 * photos go up after "Saved to your listings", for seconds on slow 4G, and a sign-out before then
 * rightly asks the seller first. Sign-out with nothing waiting is what is timed.
 */
export async function outboxEmpty(page) {
  const deadline = Date.now() + GIVE_UP_MS * 3;
  const waiting = () =>
    new Promise((resolve) => {
      const opening = globalThis.indexedDB.open('snap-listings-outbox');
      opening.onerror = () => resolve(0);
      opening.onsuccess = () => {
        const db = opening.result;
        if (!db.objectStoreNames.contains('writes')) return resolve((db.close(), 0));
        const count = db.transaction('writes').objectStore('writes').count();
        count.onsuccess = () => resolve((db.close(), count.result));
        count.onerror = () => resolve((db.close(), 0));
      };
    });
  while (Date.now() < deadline) {
    if ((await page.evaluate(waiting)) === 0) return;
    await sleep(500);
  }
  throw new Error(`The outbox still held writes ${(GIVE_UP_MS * 3) / 1000} s after the result was saved`);
}

/** Until the page's network has been quiet a moment: what a seller sees as settled. */
export async function settled(page) {
  // Firestore's listen channel may keep a request open for good: then the time it had is enough.
  await page.waitForLoadState('networkidle', { timeout: GIVE_UP_MS / 2 }).catch(() => undefined);
  await sleep(500);
}
