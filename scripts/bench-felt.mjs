#!/usr/bin/env node
/**
 * `npm run bench:felt`: what a seller feels on a mid-range phone (profile: bench-felt/profile.mjs),
 * first and repeat visits, median of 5 (`--runs N`), each figure beside its target:
 *   - /camera: when Take Photo shows, when a tap on it first opens the file chooser, how long it
 *     was on screen doing nothing, and when the price of the photo chosen there is on screen;
 *     again on a repeat visit (service worker and HTTP cache warm);
 *   - /auth: whether an e-mail typed the moment its field shows is still there once the app is up;
 *   - /auth: when the e-mail field takes input (the first keystroke typed the moment it shows reaches
 *     it);
 *   - /dashboard: when a returning seller's saved listing is on screen (first visit: the session
 *     in storage, nothing cached);
 *   - movement: how far each first control of /camera, /auth and /dashboard moves from where it was
 *     first drawn, in the first 8 s of a first visit nobody touches (px; 0 is the target);
 *   - sign-out: from a tap on Sign Out to the signed-out page's Sign In on screen, from a settled
 *     dashboard (nothing waiting to sync), and right after an analysis on /camera (Back, then Sign
 *     Out on the landing page, once the saved listing has synced).
 * Uses the running stack (`npm start`) or starts one on the last build (`--build` builds first);
 * `--only camera|auth|dashboard|movement|signout` measures one part.
 * Prints the table and writes the runs to bench-results/ (ignored by git).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { makeFixtures, FIXTURES } from '../e2e/fixtures/make-fixtures.mjs';
import { chromiumLaunchOptions } from './chromium.cjs';
import { stackPorts, testGatewayLimits } from './stack-config.cjs';
import { PHONE, PROFILE_LABEL, throttledPage } from './bench-felt/profile.mjs';
import {
  CONTROLS,
  MOVEMENT_WINDOW_MS,
  controlMovement,
  listingOnScreen,
  outboxEmpty,
  settled,
  signOutAnswers,
  takePhoto,
  typeEmail,
  whereTakePhoto,
} from './bench-felt/measures.mjs';
import { LISTING_NAME, signedInSeller } from './bench-felt/seller.mjs';
import { stopAll, run, startProcess, waitForHttp } from './processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const runs = Number(argv[argv.indexOf('--runs') + 1]) || 5;
const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
const measuring = (screen) => !only || only === screen;
const host = `http://127.0.0.1:${stackPorts().host}`;

async function ensureStack() {
  const up = await fetch(host).then(
    () => true,
    () => false,
  );
  if (up) return false;
  if (argv.includes('--build') || !existsSync(join(root, 'host', 'dist', 'index.html')))
    await run('npm', ['run', 'build'], { cwd: root });
  startProcess('stack', process.execPath, [join(root, 'scripts', 'start.mjs'), '--no-build'], {
    quiet: true,
    env: testGatewayLimits(),
  });
  await waitForHttp(`${host}/`, { timeoutMs: 180_000 });
  return true;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values) => `${median(values)} (${Math.min(...values)}–${Math.max(...values)})`;

async function visit(browser, options, measure) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow', ...options });
  try {
    return await measure(context);
  } finally {
    await context.close();
  }
}

async function main() {
  const started = await ensureStack();
  const photo = join(await makeFixtures(), FIXTURES.photo12mp);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results = { camera: [], cameraRepeat: [], auth: [], dashboard: [], movement: [], signOut: [] };
  try {
    const needsSeller = measuring('dashboard') || measuring('movement') || measuring('signout');
    const seller = needsSeller ? await signedInSeller(browser, host) : undefined;
    const camera = `${host}/camera`;
    const takePhotoAt =
      measuring('camera') || measuring('signout') ? await whereTakePhoto(browser, PHONE, camera) : undefined;
    for (let i = 0; i < runs; i += 1) {
      if (measuring('camera'))
        await visit(browser, {}, async (context) => {
          const first = await throttledPage(context);
          results.camera.push(await takePhoto(first, camera, photo, takePhotoAt));
          await first.evaluate(() => navigator.serviceWorker.ready);
          await first.close();
          results.cameraRepeat.push(await takePhoto(await throttledPage(context), camera, photo, takePhotoAt));
        });
      if (measuring('auth'))
        await visit(browser, {}, async (context) =>
          results.auth.push(await typeEmail(await throttledPage(context), `${host}/auth`)),
        );
      if (measuring('dashboard'))
        await visit(browser, { storageState: seller }, async (context) =>
          results.dashboard.push(
            await listingOnScreen(await throttledPage(context), `${host}/dashboard`, LISTING_NAME),
          ),
        );
      if (measuring('movement')) {
        const moved = {};
        for (const [screen, options] of [
          ['camera', {}],
          ['auth', {}],
          ['dashboard', { storageState: seller }],
        ])
          await visit(browser, options, async (context) => {
            const page = await throttledPage(context);
            Object.assign(moved, await controlMovement(page, `${host}/${screen}`, CONTROLS[screen]));
          });
        results.movement.push(moved);
      }
      if (measuring('signout'))
        results.signOut.push({
          dashboard: await visit(browser, { storageState: seller }, async (context) => {
            const page = await throttledPage(context);
            await listingOnScreen(page, `${host}/dashboard`, LISTING_NAME);
            await settled(page);
            return (await signOutAnswers(page)).answered;
          }),
          afterAnalysis: await visit(browser, { storageState: seller }, async (context) => {
            const page = await throttledPage(context);
            await takePhoto(page, camera, photo, takePhotoAt);
            await page.getByText('Saved to your listings', { exact: true }).first().waitFor({ timeout: 30_000 });
            await outboxEmpty(page);
            await settled(page);
            await page.getByRole('link', { name: 'Back' }).click();
            await page.getByRole('button', { name: 'Sign Out' }).waitFor();
            return (await signOutAnswers(page)).answered;
          }),
        });
      process.stderr.write(`run ${i + 1} of ${runs} done\n`);
    }
  } finally {
    await browser.close();
    if (started) await stopAll();
  }
  report(results);
}

function report({ camera, cameraRepeat, auth, dashboard, movement, signOut }) {
  const of = (list, key) => (list.length ? spread(list.map((r) => r[key])) : 'not measured');
  const moves = Object.values(CONTROLS).flatMap((controls) => Object.keys(controls));
  const worst = (list, key) => (list.length ? Math.max(...list.map((r) => r[key])) : 'not measured');
  const lines = [
    `felt bench, ${new Date().toISOString().slice(0, 10)}: ${PROFILE_LABEL}; median (min–max) of ${runs}, ms after navigation`,
    '',
    '| what a seller does | measured | target |',
    '|---|---|---|',
    `| /camera first visit: Take Photo shows | ${of(camera, 'shown')} | |`,
    `| /camera first visit: a tap on Take Photo opens the chooser | ${of(camera, 'works')} | ≤ 2000 |`,
    `| /camera first visit: Take Photo shown before a tap works | ${of(camera, 'dead')} (${of(camera, 'ignoredTaps')} taps lost) | ≤ 100 |`,
    `| /camera first visit: the chooser is open | ${of(camera, 'opens')} | |`,
    `| /camera first visit: the chosen photo's price on screen | ${of(camera, 'price')} | |`,
    `| /camera repeat visit: Take Photo shows | ${of(cameraRepeat, 'shown')} | |`,
    `| /camera repeat visit: a tap on Take Photo opens the chooser | ${of(cameraRepeat, 'works')} | ≤ 600 |`,
    `| /camera repeat visit: Take Photo shown before a tap works | ${of(cameraRepeat, 'dead')} (${of(cameraRepeat, 'ignoredTaps')} taps lost) | ≤ 100 |`,
    `| /camera repeat visit: the chooser is open | ${of(cameraRepeat, 'opens')} | |`,
    `| /auth: the e-mail field shows | ${of(auth, 'shown')} | |`,
    `| /auth: the e-mail field takes input (first keystroke in it) | ${of(auth, 'usable')} | ≤ 1500 |`,
    `| /auth: text typed at once still there when the form is live | ${auth.filter((r) => r.kept).length} of ${auth.length} | all |`,
    `| /dashboard first visit: the saved listing on screen | ${of(dashboard, 'shown')} | ≤ 2000 |`,
    ...moves.map(
      (name) =>
        `| moves after it is drawn, first ${MOVEMENT_WINDOW_MS / 1000} s: ${name} | ${of(movement, name)} px, worst ${worst(movement, name)} | 0 |`,
    ),
    `| sign-out from the dashboard, nothing waiting: Sign In shows | ${of(signOut, 'dashboard')} after the tap | ≤ 1000 |`,
    `| sign-out right after an analysis (synced): Sign In shows | ${of(signOut, 'afterAnalysis')} after the tap | ≤ 1000 |`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  const out = join(root, 'bench-results');
  mkdirSync(out, { recursive: true });
  const file = join(out, `felt-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify({ profile: PROFILE_LABEL, camera, cameraRepeat, auth, dashboard, movement, signOut }, null, 2),
  );
  process.stdout.write(`\nruns written to ${file}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
