import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from './support/chromium';
import { hostUrl } from './support/stack';
import { hostingUrl } from './support/hosting';

const HOST = hostUrl();

/** E2e against the production builds served by the local stack, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list'], ['./support/summary-reporter.ts']]
    : [['list'], ['./support/summary-reporter.ts']],
  use: {
    baseURL: HOST,
    trace: 'retain-on-failure',
    // The production build registers a service worker (issue 16), and requests it answers are out
    // of page.route's reach: suites that stub the network run without it; pwa*.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    { name: 'pixel-7', use: { ...devices['Pixel 7'] } },
    { name: 'iphone', use: { ...devices['iPhone 14'], browserName: 'chromium', defaultBrowserType: 'chromium' } },
  ],
  webServer: [
    {
      command: 'node ../scripts/start.mjs --no-build',
      url: HOST,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // The stack's children share its process group: SIGINT reaches them all, and start.mjs waits
      // for the emulators to stop their own workers instead of their being SIGKILLed mid-flight.
      gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
      // Every browser in the suite calls the gateway from 127.0.0.1, one anonymous "visitor" to
      // its per-IP limit (30 per 10 min); the capture suite alone analyses dozens of photos. The
      // limiter itself is covered by the gateway's own tests.
      env: { GATEWAY_RATE_LIMIT_ANONYMOUS: process.env.GATEWAY_RATE_LIMIT_ANONYMOUS ?? '100000' },
    },
    {
      // The same builds deployed as production would be, on the Firebase Hosting emulator with the
      // real firebase.json (tests/deploy-*.spec.ts); its sites use the stack above's emulators.
      command: 'node ../scripts/deploy/local-hosting.mjs',
      url: hostingUrl('host', '/release.json'),
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
    },
  ],
});
