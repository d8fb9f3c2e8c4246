import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from './support/chromium';
import { CHROMIUM_PROJECTS, stackWebServer } from './support/playwrightConfig';
import { hostUrl } from './support/stack';
import { hostingUrl } from './support/hosting';

const HOST = hostUrl();

/** E2e against the production builds served by the local stack, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  // Fixtures drawn, then the gateway's emulator workers started (warm-gateway.ts says why).
  globalSetup: ['./support/global-setup.ts', './support/warm-gateway.ts'],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    baseURL: HOST,
    trace: 'retain-on-failure',
    // The production build registers a service worker, and requests it answers are out
    // of page.route's reach: suites that stub the network run without it; pwa*.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: CHROMIUM_PROJECTS,
  // A stack already up on these ports is ours: `npm test` starts one for this suite and the engines'
  // (scripts/test-e2e.mjs); run alone, Playwright starts it.
  webServer: [
    stackWebServer('../scripts/start.mjs --no-build', HOST, { reuseExistingServer: true, timeout: 180_000 }),
    {
      // The same builds deployed as production would be, on the Firebase Hosting emulator with the
      // real firebase.json (tests/deploy-*.spec.ts); its sites use the stack above's emulators.
      command: 'node ../scripts/deploy/local-hosting.mjs',
      url: hostingUrl('host', '/release.json'),
      reuseExistingServer: true,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
    },
  ],
});
