/**
 * Lighthouse CI against the production builds served by the local stack (`npm start`, on HOST_PORT):
 * `npm run bench:lighthouse` runs collect, assert and upload with it, starting the stack if needed.
 *
 * Lighthouse's default configuration, i.e. the mobile preset: simulated throttling (slow 4G, 4x CPU)
 * on a Moto G Power-sized screen. /dashboard is measured signed in: scripts/lhci-sign-in.cjs signs
 * in before its runs, and every run clears caches, service workers and IndexedDB but keeps
 * localStorage, where the session is (the anonymous pages have theirs emptied by that script).
 */
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('./scripts/chromium.cjs');
const { stackPorts } = require('./scripts/stack-config.cjs');

const host = `http://127.0.0.1:${stackPorts().host}`;
/** Signed-in pages last: the anonymous ones then never start from a session left behind. */
const PAGES = ['/', '/camera', '/auth', '/dashboard'];
// 'warn' prints a target that is missed without failing the command; 'error' once the pages meet them.
const LEVEL = 'warn';

module.exports = {
  ci: {
    collect: {
      url: PAGES.map((path) => `${host}${path}`),
      // On these 2-core machines two runs of one page differ by up to 0.06 in score: medians of 5.
      numberOfRuns: 5,
      chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
      puppeteerScript: 'scripts/lhci-sign-in.cjs',
      // With a puppeteerScript lhci launches Chromium through Puppeteer (always headless unless
      // --headful) and ignores settings.chromeFlags: the flags go here.
      puppeteerLaunchOptions: { args: CHROMIUM_ARGS },
      settings: {
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // The signed-in dashboard keeps Firestore's listen channel open, a request that never ends:
        // Lighthouse would wait out its 45 s page-load limit on every run of it. 15 s is long after
        // every page here has loaded and settled.
        maxWaitForLoad: 15_000,
        // Lighthouse's default list plus IndexedDB (the Firestore cache): every run a first visit,
        // except for localStorage.
        clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'indexeddb', 'websql'],
      },
    },
    assert: {
      assertions: {
        'categories:performance': [LEVEL, { minScore: 0.95, aggregationMethod: 'median' }],
        // Not noise-bound like timings: any run below 1 found something real.
        'categories:accessibility': [LEVEL, { minScore: 1, aggregationMethod: 'pessimistic' }],
        'categories:best-practices': [LEVEL, { minScore: 1, aggregationMethod: 'pessimistic' }],
      },
    },
    upload: { target: 'filesystem', outputDir: 'bench-results/lighthouse' },
  },
};
