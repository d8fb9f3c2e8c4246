import { defineConfig } from '@playwright/test';
import { stackWebServer } from '../support/playwrightConfig';
import { hostUrl } from '../support/stack';
import type { EngineName } from './support/enginePage';

const HOST = hostUrl();

/**
 * The main flows on the engines besides Chromium: Firefox (firefox-esr over WebDriver BiDi) and
 * WebKit (WebKitGTK's MiniBrowser over classic WebDriver), phone-sized. Playwright is only the
 * test runner here: its own Firefox and WebKit builds cannot be downloaded, so each project's
 * fixture drives a Debian browser (support/fixtures.ts). One worker per engine.
 */
export default defineConfig<{ engine: EngineName }>({
  testDir: './tests',
  outputDir: '../test-results/engines',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['../support/summary-reporter.ts', { label: 'engines' }]],
  projects: [
    { name: 'firefox', use: { engine: 'firefox' } },
    { name: 'webkit', use: { engine: 'webkit' } },
  ],
  // Always reuse: `npm test` runs this on the stack the Chromium suite used (scripts/test-e2e.mjs).
  webServer: stackWebServer('../../scripts/start.mjs --no-build', HOST, {
    reuseExistingServer: true,
    timeout: 180_000,
  }),
});
