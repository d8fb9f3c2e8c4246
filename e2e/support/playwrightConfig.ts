/** What the Playwright configs share: the three Chromium projects and the local stack as their web server. */
import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { testGatewayLimits } from '../../scripts/stack-config.cjs';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

/**
 * Specs whose subject does not change with the screen: the gateway, what the bundles hold, the
 * deployed headers, a remote that fails or is built for another React, the service worker, the
 * privacy texts. The desktop project runs them; the phones run the screens.
 */
export const DEVICE_INDEPENDENT =
  /\/(gateway|bundle-secrets|analysis-size|analysis-stream|version-skew|deploy-hosting|remote-failure|pwa|trust|trust-listings|size-budget|evidence)\.spec\.ts$/;

/** Desktop, and two phones one-handed: Android's and iPhone's sizes, both in Debian's Chromium. */
export const CHROMIUM_PROJECTS: PlaywrightTestConfig['projects'] = [
  { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
  { name: 'pixel-7', use: { ...devices['Pixel 7'] }, testIgnore: DEVICE_INDEPENDENT },
  {
    name: 'iphone',
    use: { ...devices['iPhone 14'], browserName: 'chromium', defaultBrowserType: 'chromium' },
    testIgnore: DEVICE_INDEPENDENT,
  },
];

/**
 * scripts/start.mjs with `args`, answering at `url`. Its children share its process group: SIGINT
 * reaches them all, and start.mjs waits for the emulators to stop their own workers instead of
 * their being SIGKILLed mid-flight.
 */
export function stackWebServer(
  script: string,
  url: string,
  options: Pick<WebServer, 'timeout' | 'reuseExistingServer'>,
): WebServer {
  return {
    command: `node ${script}`,
    url,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
    // Every browser in a suite calls the gateway from 127.0.0.1; the capture suite alone analyses
    // dozens of photos.
    env: testGatewayLimits(),
    ...options,
  };
}
