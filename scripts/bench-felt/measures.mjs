/**
 * What a seller does, timed from the moment the page's navigation starts, the way a person does it:
 * the moment a control is on screen they tap or type, and again every TAP_EVERY_MS while nothing
 * happens. Taps are raw touches at the control's centre (no waiting for the app to be ready, which
 * a person cannot do either), so a control drawn before it works shows up as taps that did nothing.
 */
import { sinceNavigation } from './profile.mjs';

const TAP_EVERY_MS = 100;
const GIVE_UP_MS = 20_000;
export const TYPED = 'seller@example.com';

/** Opens `url` and resolves with the page's time origin once the navigation has committed. */
async function open(page, url) {
  await page.goto(url, { waitUntil: 'commit', timeout: GIVE_UP_MS });
  return page.evaluate(() => performance.timeOrigin);
}

/** Polls until `locator` (its first visible match) has a box on screen; its centre and when. */
async function whenShown(locator, origin) {
  const visible = locator.filter({ visible: true }).first();
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline) {
    const box = await visible.boundingBox({ timeout: 50 }).catch(() => null);
    if (box && box.width > 0 && box.height > 0)
      return { at: sinceNavigation(origin), x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }
  throw new Error(`${locator} never showed within ${GIVE_UP_MS} ms`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * /camera: when Take Photo shows, when a tap on it first opens the file chooser, how many taps
 * before that did nothing; then the photo is chosen there and the price must come (a photo chosen
 * early is never dropped).
 */
export async function takePhoto(page, url, photo) {
  let chooser = null;
  page.on('filechooser', (opened) => {
    chooser ??= { opened, at: Date.now() };
  });
  const origin = await open(page, url);
  const button = page.getByText('Take Photo', { exact: true });
  const shown = await whenShown(button, origin);
  const taps = [];
  while (!chooser && Date.now() - origin < GIVE_UP_MS) {
    const box = await button
      .filter({ visible: true })
      .first()
      .boundingBox({ timeout: 50 })
      .catch(() => null);
    const target = box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : shown;
    taps.push(Date.now());
    await page.touchscreen.tap(target.x, target.y);
    await sleep(TAP_EVERY_MS);
  }
  if (!chooser) throw new Error('no tap on Take Photo opened the file chooser');
  const working = taps.filter((at) => at <= chooser.at).at(-1) ?? chooser.at;
  await chooser.opened.setFiles(photo);
  await page.getByText('Estimated Price').waitFor({ timeout: 60_000 });
  return {
    shown: shown.at,
    works: sinceNavigation(origin, working),
    dead: sinceNavigation(origin, working) - shown.at,
    ignoredTaps: taps.filter((at) => at < working).length,
    price: sinceNavigation(origin),
  };
}

/** /auth: when the e-mail field shows; typed into at once; is the text still there once the app is up? */
export async function typeEmail(page, url) {
  const origin = await open(page, url);
  const field = page.getByLabel('Email', { exact: false });
  const shown = await whenShown(field, origin);
  await page.touchscreen.tap(shown.x, shown.y);
  await page.keyboard.type(TYPED, { delay: 60 });
  const typed = sinceNavigation(origin);
  await page.waitForLoadState('networkidle', { timeout: GIVE_UP_MS });
  await sleep(500);
  const value = await field.filter({ visible: true }).first().inputValue();
  return { shown: shown.at, typed, kept: value === TYPED, value };
}

/** /dashboard: when the seller's saved listing is on screen. */
export async function listingOnScreen(page, url, name) {
  const origin = await open(page, url);
  const row = await whenShown(page.getByText(name, { exact: true }), origin);
  return { shown: row.at };
}
