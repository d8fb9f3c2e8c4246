/**
 * The app opening offline after one visit, in Firefox and WebKit: the service worker (Workbox)
 * installs on a first visit to /camera, then every server of the app is stopped and `/` and
 * /camera open again from the worker's caches.
 *
 * The network is cut by stopping the servers rather than by an offline switch: neither driver
 * has one (classic WebDriver has none; Puppeteer's offline mode is Chromium-only). So the
 * browser still believes it is online, and the "Waiting for a connection" flow, which listens to
 * the browser's online state, stays checked in Chromium (e2e/tests/pwa.spec.ts). The stack is a
 * private one on ports of its own, so stopping it disturbs no other test.
 */
import { servePrivateApps, type PrivateApps } from '../../support/privateApps';
import type { EnginePage } from '../support/enginePage';
import { expect, expectRole, expectText, test } from '../support/fixtures';

/** Ports clear of the main stack's and of remote-failure.spec's private stacks (4200 + 10 per worker). */
const PRIVATE_BASE = 4270;

/** The capture remote's files the worker keeps after the first visit (host/src/sw/routes.ts names the caches). */
function captureCached(app: EnginePage, captureOrigin: string): Promise<boolean> {
  return app.evaluate(async (origin) => {
    const urls = async (name: string) =>
      (await caches.has(name)) ? (await (await caches.open(name)).keys()).map((request) => request.url) : [];
    const manifest = (await urls('entry-points')).includes(`${origin}/mf-manifest.json`);
    const chunks = (await urls('remote-assets')).filter((url) => url.startsWith(origin));
    return manifest && chunks.some((url) => url.includes('/assets/compress-worker.')) && chunks.length > 3;
  }, captureOrigin);
}

test.describe('offline after one visit', () => {
  let apps: PrivateApps;

  test.beforeEach(async ({ engine: _engine }, testInfo) => {
    apps = await servePrivateApps(PRIVATE_BASE + testInfo.parallelIndex * 10);
  });
  test.afterEach(async () => apps.stop());

  test('the service worker installs on a first visit, and / and /camera open with every server stopped', async ({
    app,
  }) => {
    const { ports } = apps;
    const host = `http://127.0.0.1:${ports.host}`;
    await app.goto(`${host}/camera`);
    await expectText(app, 'Position item in frame');
    await expect
      .poll(() => app.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
        message: `${app.engine}: an active service worker`,
      })
      .toBe('activated');
    await expect
      .poll(() => captureCached(app, `http://127.0.0.1:${ports.remote_capture}`), {
        message: `${app.engine}: the camera's files cached`,
      })
      .toBe(true);

    await apps.stop();
    // Proof the network is really gone for this page: the host answers nothing any more.
    expect(
      await app.evaluate(
        async (url) =>
          fetch(url, { cache: 'no-store' }).then(
            () => 'answered',
            () => 'refused',
          ),
        `${host}/version.txt`,
      ),
    ).toBe('refused');

    await app.goto(`${host}/`);
    await expectRole(app, { role: 'heading', name: 'Snap. Price. Sell.' });
    await expectRole(app, { role: 'link', name: 'Try It Now - Free!' });
    await app.goto(`${host}/camera`);
    await expectText(app, 'Position item in frame');
    await expectRole(app, { role: 'button', name: 'Take Photo' });
  });
});
