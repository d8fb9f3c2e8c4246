/**
 * The prerendered page paints before the app's JavaScript is fetched or run (issue 16).
 *
 * The HTML of `/` already holds the page, but `<script defer src=main.js>` runs as soon as the
 * parser is done: on a fast link that is before the browser's first frame, so the page waited for
 * the federation runtime and every start-up chunk before anything showed. Lighthouse saw just that
 * in its traces: its simulated phone put FCP at 2.0 s for a page whose HTML alone paints it. And
 * while main.js now waited, the start-up chunks preloaded by the HTML still finished before the
 * paint, and Lighthouse's model counts every script downloaded before a paint as one it may have
 * needed (it cannot see that their evaluation came later: a task under 10 ms is not in its graph).
 *
 * So the prerendered page asks for nothing but itself, its CSS and icons until it has painted:
 *   - a tiny loader (the only script in its HTML) waits for the first contentful paint, then starts
 *     main.js and preloads the start-up chunks, in parallel as before (preloadStartupChunks.ts);
 *   - a tab that paints nothing (hidden, or hidden before it painted) starts them after
 *     NO_PAINT_START_MS; a visible tab waits for its paint, up to PAINT_WAIT_MAX_MS.
 * On a slow phone network the HTML has the link to itself while it paints; the JavaScript follows.
 * Every other route (200.html, nothing to paint without JavaScript) keeps the preloads in its HTML.
 * The loader is an external file (the CSP allows no inline script), named by a hash of its content
 * like every other script of the build, so the CDN and the service worker cache it.
 */
import { createHash } from 'node:crypto';

export const LOADER_PREFIX = 'paint-first';
/** How long a tab that paints nothing (hidden, backgrounded) waits before starting anyway. */
export const NO_PAINT_START_MS = 500;
/**
 * How long a visible tab waits for its first paint before starting anyway: only a safety net, as
 * a visible page with text always paints. It was NO_PAINT_START_MS for every tab, and a desktop
 * Chromium that took 550 ms to paint (measured: 300-550 ms after navigation on this machine, more
 * when busy) started the app before painting one time in ten.
 */
export const PAINT_WAIT_MAX_MS = 3000;

/**
 * The loader: once the page's first contentful paint is reported (paint timing), or after two
 * frames where paint timing is missing, start `main` and preload `chunks`; a hidden tab, which
 * paints nothing, starts after NO_PAINT_START_MS, and a visible one after PAINT_WAIT_MAX_MS in
 * any case. One frame is not enough: the first frame can come before the page's content
 * is laid out (seen in Lighthouse's traces).
 *
 * main.js goes first, in a task of its own; then one preload per task. Each element appended
 * starts its fetch there and then, and fourteen of them in one task took ~38 ms on a 4x slowed CPU
 * (a trace of /camera): a long task of the loader's own. Spread out, each is a sliver, and every
 * fetch still starts within a few milliseconds, long before main.js asks for the chunks.
 */
export function loaderSource(main: string, chunks: readonly string[]): string {
  return `/* Starts the app after the prerendered page has painted (host/prerender/paintFirst.ts). */
(function () {
  var started = false;
  var chunks = ${JSON.stringify(chunks)};
  function preloadNext() {
    var href = chunks.shift();
    if (!href) return;
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
    setTimeout(preloadNext, 0);
  }
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = ${JSON.stringify(main)};
    document.head.appendChild(script);
    setTimeout(preloadNext, 0);
  }
  function soon() { setTimeout(start, 0); }
  function startIfHidden() {
    if (document.visibilityState === 'hidden') setTimeout(start, ${NO_PAINT_START_MS});
  }
  startIfHidden();
  setTimeout(start, ${PAINT_WAIT_MAX_MS});
  document.addEventListener('visibilitychange', startIfHidden);
  var types = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      soon();
    }).observe({ type: 'paint', buffered: true });
  } else if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(function () { requestAnimationFrame(soon); });
  }
})();
`;
}

export interface PaintFirstPage {
  html: string;
  /** The loader to write beside the page. */
  loader: { file: string; source: string };
}

const MAIN_SCRIPT = /<script defer(?:="defer")? src="([^"]*\/main\.[0-9a-f]+\.js)"><\/script>/;
const PRELOAD = /<link as="script" href="([^"]+)" rel="preload">/g;

/** The prerendered page, fetching and starting its app after its first paint (what and why: above). */
export function paintFirst(html: string): PaintFirstPage {
  const main = MAIN_SCRIPT.exec(html);
  if (!main) throw new Error('paintFirst: the page has no <script defer src=".../main.<hash>.js">');
  const src = main[1];
  const chunks = [...html.matchAll(PRELOAD)].map(([, href]) => href);
  const source = loaderSource(src, chunks);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  const file = `${LOADER_PREFIX}.${hash}.js`;
  const base = src.slice(0, src.lastIndexOf('/') + 1);
  return {
    html: html.replace(main[0], `<script defer src="${base}${file}"></script>`).replace(PRELOAD, ''),
    loader: { file, source },
  };
}
