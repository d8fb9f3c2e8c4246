import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from './support/chromium';
import { CHROMIUM_PROJECTS, stackWebServer } from './support/playwrightConfig';
import { devStackEnv } from './support/devPorts';

// Before anything reads the ports: support/stack.ts and the workers see the dev stack's.
Object.assign(process.env, devStackEnv());
const HOST = `http://127.0.0.1:${process.env.HOST_PORT}`;

/**
 * E2e against `npm run dev` (rspack dev servers, hot reload), not the production builds: the page
 * at localhost and at 127.0.0.1 loading remotes from the other name, the HMR sockets, and each
 * remote's own standalone page (served by the same dev server `npm run dev -w <remote>` starts).
 */
export default defineConfig({
  testDir: './tests-dev',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['./support/summary-reporter.ts', { label: 'dev' }]],
  use: {
    baseURL: HOST,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // What the dev stack serves does not change with the screen: one project.
  projects: CHROMIUM_PROJECTS?.filter(({ name }) => name === 'desktop'),
  webServer: stackWebServer('../scripts/start.mjs --dev', HOST, {
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
  }),
});
