/**
 * The phone a seller holds, as the felt bench opens it: a Pixel 7 (viewport, touch, user agent),
 * its CPU four times slower than this machine's, on Lighthouse's "slow 4G" link (150 ms round
 * trip, 1.6 Mbps down, 750 Kbps up), applied to every page with the DevTools protocol.
 *
 * What it does not throttle: a service worker's own fetches (its precache after the first visit)
 * run outside the page's emulation, so they do not compete with the page for the slow link.
 */
import { devices } from 'playwright';

export const PHONE = devices['Pixel 7'];
export const CPU_SLOWDOWN = 4;
export const LINK = {
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export const PROFILE_LABEL = `Pixel 7 viewport, ${CPU_SLOWDOWN}× CPU, 150 ms RTT, 1.6 Mbps down, 750 Kbps up`;

/** A new page in `context` with the profile's CPU and link applied before it navigates anywhere. */
export async function throttledPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/** Milliseconds since the page's navigation started (its performance.timeOrigin). */
export function sinceNavigation(origin, at = Date.now()) {
  return Math.round(at - origin);
}
