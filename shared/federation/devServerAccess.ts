/**
 * Who may use a dev server: its own pages and, for a remote, the host's dev pages, at both
 * `localhost` and `127.0.0.1`. Node-side only (rspack dev server).
 *
 * Why not give every app the page's host name instead: in production each remote is its own
 * Hosting site, so the host page loads remotes cross-site, and `npm start` serves the same
 * `app-config.json` (remotes at 127.0.0.1) whatever name the page uses. Keeping that config in
 * dev keeps dev and production alike (cross-site manifest fetch, scripts, chunks); the dev server's
 * built-in guard, which only knows host *names*, would either refuse the host page or, opened up
 * with `allowedHosts`, let any site read the dev bundles. This check knows whole origins (port
 * included), so it lets in exactly these pages and still refuses every other site.
 */
import type { IncomingHttpHeaders } from 'node:http';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1'];

/** `http://localhost:P` and `http://127.0.0.1:P` for every port. */
export function loopbackOrigins(ports: number[]): Set<string> {
  return new Set(ports.flatMap((port) => LOOPBACK_NAMES.map((name) => `http://${name}:${port}`)));
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The Host header names this server (not a rebound DNS name): a loopback name and its own port. */
export function isOwnHost(host: string | undefined, ownPort: number): boolean {
  return host !== undefined && LOOPBACK_NAMES.some((name) => host === `${name}:${ownPort}`);
}

/**
 * A request a page did not make itself (`Sec-Fetch-Site` other than same-origin/none) must come
 * from an allowed page: its `Origin` (fetch, WebSocket) or, for a plain <script> (no-cors, no
 * Origin), its `Referer`. Requests without Sec-Fetch headers (curl, the stack's readiness polls)
 * are not cross-site page requests.
 */
export function isAllowedRequest(headers: IncomingHttpHeaders, ownPort: number, allowed: Set<string>): boolean {
  if (!isOwnHost(headers.host, ownPort)) return false;
  const site = headers['sec-fetch-site'];
  if (site === undefined || site === 'same-origin' || site === 'none') {
    const origin = originOf(headers.origin);
    return origin === undefined || allowed.has(origin);
  }
  const initiator = originOf(headers.origin) ?? originOf(headers.referer);
  return initiator !== undefined && allowed.has(initiator);
}
