#!/usr/bin/env node
/**
 * Benchmark (not a test): how much JavaScript a phone downloads per route, gzip bytes on the wire,
 * against the production builds. `npm run bench:weight` (build first).
 */
import { chromium, devices } from 'playwright';
import { serveApps } from './serve-apps.mjs';
import { chromiumLaunchOptions } from './chromium.cjs';
import { appPortsFrom } from './stack-config.cjs';

// Its own ports, next to a running stack; BENCH_WEIGHT_PORT moves the four (host, then remotes).
const ports = appPortsFrom(Number(process.env.BENCH_WEIGHT_PORT ?? 4180));
const servers = await serveApps(ports);
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const path of ['/', '/camera', '/auth']) {
    // A fresh context per route: a first visit, nothing cached.
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map();
    cdp.on(
      'Network.responseReceived',
      (e) => e.type === 'Script' && scripts.set(e.requestId, { url: e.response.url, bytes: 0 }),
    );
    cdp.on(
      'Network.loadingFinished',
      (e) => scripts.has(e.requestId) && (scripts.get(e.requestId).bytes = e.encodedDataLength),
    );
    await page.goto(`http://127.0.0.1:${ports.host}${path}`, { waitUntil: 'networkidle' });
    const byOrigin = {};
    for (const { url, bytes } of scripts.values()) {
      const origin = `:${new URL(url).port}`;
      byOrigin[origin] = (byOrigin[origin] ?? 0) + bytes;
    }
    const total = Object.values(byOrigin).reduce((a, b) => a + b, 0);
    const parts = Object.entries(byOrigin)
      .map(([origin, bytes]) => `${origin} ${(bytes / 1024).toFixed(1)} KB`)
      .join(', ');
    process.stdout.write(
      `${path.padEnd(8)} ${String(scripts.size).padStart(3)} scripts  ` +
        `${(total / 1024).toFixed(1).padStart(6)} KB gzip  (${parts})\n`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  servers.forEach(({ server }) => server.close());
}
