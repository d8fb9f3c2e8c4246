import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from './support/chromium';
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
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    { name: 'pixel-7', use: { ...devices['Pixel 7'] } },
    { name: 'iphone', use: { ...devices['iPhone 14'], browserName: 'chromium', defaultBrowserType: 'chromium' } },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs --dev',
    url: HOST,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGINT reaches start.mjs, which stops the dev servers and emulators and waits for them.
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
    env: { GATEWAY_RATE_LIMIT_ANONYMOUS: process.env.GATEWAY_RATE_LIMIT_ANONYMOUS ?? '100000' },
  },
});
