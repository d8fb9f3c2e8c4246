#!/usr/bin/env node
/**
 * Benchmark (not a test): Lighthouse's mobile preset (simulated throttling, the default config)
 * against the production builds, on `/`, `/camera`, `/auth` and `/dashboard` signed in.
 * Prints the median and min–max of each metric per page and writes scripts/bench-lighthouse.json
 * and a self-contained scripts/bench-lighthouse.html (bars for the metrics against the targets
 * below, and the scripts each page downloads, raw and gzip, the federation runtime apart).
 *
 *   npm run bench:lighthouse [-- --no-build] [--runs N] [--pages /,/camera] [--save DIR]
 *
 * Then a repeat visit of / and /camera (service worker warm) under the same conditions: first paint.
 *
 * --save DIR keeps every run's full Lighthouse report (DIR/<page>-<run>.json): the observed (unthrottled)
 * timings, each request's priority and the main-thread tasks behind a simulated metric.
 *
 * --floor measures what the TBT targets are up against on this machine instead (FLOOR_PAGES), under
 * the same conditions, and writes no report.
 *
 * Serves the builds as `npm start` does (serve-apps.mjs: gzip, CDN cache headers, the generated
 * app config) on BENCH_LIGHTHOUSE_PORT (default 4170) and the three after it, with the Auth,
 * Functions (the gateway) and Firestore emulators on the stack's (overridable) ports: the
 * signed-in dashboard needs Auth and Firestore, and /camera asks the gateway's GET /config.
 *
 * Signed in: an account is made on the Auth emulator's REST API and its session written to the
 * host origin's localStorage, where the SDK keeps it (browserLocalPersistence). Lighthouse runs
 * in the same browser (over its debugging port) and clears caches, service workers and IndexedDB
 * before every run, and localStorage too except on the signed-in page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { renderReport } from './bench-lighthouse-report.mjs';
import { run, stopAll } from './processes.mjs';
import { serveApps } from './serve-apps.mjs';
import { startStaticServer } from './serve-static.mjs';
import { startStackEmulators } from './stack-emulators.mjs';
import { appConfig, appPortsFrom } from './stack-config.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const argv = process.argv.slice(2);
const option = (name) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};
const RUNS = Number(option('--runs') ?? process.env.BENCH_RUNS ?? 5);
const PAGES = [
  { path: '/', signedIn: false },
  { path: '/camera', signedIn: false },
  { path: '/auth', signedIn: false },
  { path: '/dashboard', signedIn: true },
].filter(({ path }) => !option('--pages') || option('--pages').split(',').includes(path));

/** The PWA's performance targets (median of 5): performance at least, the rest at most (ms, CLS unitless). */
export const TARGETS = {
  '/': { performance: 0.98, lcp: 1200, tbt: 50, cls: 0.02 },
  '/camera': { performance: 0.95, lcp: 1800, tbt: 100, cls: 0.02 },
  '/auth': { performance: 0.95, lcp: 1800, tbt: 100, cls: 0.02 },
  '/dashboard': { performance: 0.95, lcp: 1800, tbt: 100, cls: 0.02 },
};
const METRICS = [
  // [key, label, from the report, format]
  ['performance', 'perf', (lhr) => lhr.categories.performance.score, (v) => v.toFixed(2)],
  ['fcp', 'FCP', (lhr) => lhr.audits['first-contentful-paint'].numericValue, (v) => `${(v / 1000).toFixed(2)} s`],
  ['lcp', 'LCP', (lhr) => lhr.audits['largest-contentful-paint'].numericValue, (v) => `${(v / 1000).toFixed(2)} s`],
  ['tbt', 'TBT', (lhr) => lhr.audits['total-blocking-time'].numericValue, (v) => `${Math.round(v)} ms`],
  ['cls', 'CLS', (lhr) => lhr.audits['cumulative-layout-shift'].numericValue, (v) => v.toFixed(3)],
  [
    'longestTask',
    'longest task',
    (lhr) => Math.max(0, ...(lhr.audits['long-tasks']?.details?.items ?? []).map((item) => item.duration)),
    (v) => `${Math.round(v)} ms`,
  ],
  ['accessibility', 'a11y', (lhr) => lhr.categories.accessibility.score, (v) => v.toFixed(2)],
  ['bestPractices', 'best pr.', (lhr) => lhr.categories['best-practices'].score, (v) => v.toFixed(2)],
  [
    'jsGzip',
    'JS gzip',
    (lhr) => scriptsOf(lhr).reduce((sum, s) => sum + s.gzip, 0),
    (v) => `${(v / 1024).toFixed(1)} KB`,
  ],
];
/**
 * --floor: pages holding less than the app, each a floor under a target's TBT. A `path` is the app's
 * page with Lighthouse blocking scripts (blockedUrlPatterns); a `file` is one of floorSite's pages,
 * the same small HTML with the Firestore SDK or with no script.
 */
const FLOOR_PAGES = [
  { label: '/ no JS', path: '/', block: () => ['*.js'] },
  // Its loader and main.js (the federation runtime) only: every numbered chunk blocked.
  { label: '/ runtime', path: '/', block: (host) => [...'123456789'].map((digit) => `${host}/${digit}*.js`) },
  { label: 'no JS', file: 'blank.html' },
  { label: 'Firestore', file: 'firestore-only.html' },
];

/** The floor pages' site: one page with the Firestore SDK as the dashboard sets it up, one without. */
async function floorSite(ports, port) {
  const { rspack } = require('@rspack/core');
  const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  const compiler = rspack({
    mode: 'production',
    context: root,
    entry: join(root, 'scripts', 'bench-floor', 'firestore-only.js'),
    output: { path: dir, filename: 'firestore-only.js' },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    // The host's own TypeScript (firestoreListingsPort.ts and what it imports).
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true } } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ FLOOR_CONFIG: JSON.stringify(appConfig(ports)) }),
      // As every script of the app's builds (shared/federation/compileHints.ts).
      new rspack.BannerPlugin({ banner: '//# allFunctionsCalledOnLoad', raw: true }),
    ],
  });
  await new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      compiler.close(() => (error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve())),
    ),
  );
  const page = (script) =>
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><title>Floor</title>' +
    '<link rel="icon" href="data:,"></head><body><main><h1>Floor</h1>' +
    '<p>The Firestore SDK alone, set up as the dashboard sets it up: a persistent cache and one listener.</p>' +
    `<p id="state">Loading</p></main>${script}</body></html>\n`;
  writeFileSync(join(dir, 'firestore-only.html'), page('<script defer src="/firestore-only.js"></script>'));
  writeFileSync(join(dir, 'blank.html'), page(''));
  const server = await startStaticServer({ dir, port, spa: false, files: {} });
  return { url: `http://127.0.0.1:${port}`, server, dir };
}

const ALWAYS_CLEARED = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'indexeddb', 'websql'];

/** The scripts a run downloaded: bytes on the wire (gzip) and decoded, by app (origin's port). */
function scriptsOf(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script' && item.finished !== false)
    .map((item) => ({ url: item.url, gzip: item.transferSize ?? 0, raw: item.resourceSize ?? 0 }));
}

/** What Lighthouse took for the largest contentful paint, and what shifted: the "why" behind two metrics. */
const lcpElementOf = (lhr) =>
  lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
const layoutShiftsOf = (lhr) =>
  (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
    score: item.score,
    node: item.node?.snippet ?? null,
  }));

const longTasksOf = (lhr) =>
  (lhr.audits['long-tasks']?.details?.items ?? []).map(({ url, startTime, duration }) => ({
    url,
    startTime,
    duration,
  }));
/** Accessibility and best-practice audits that did not pass (what keeps those scores below 1). */
const failedAuditsOf = (lhr) =>
  ['accessibility', 'best-practices'].flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id),
  );

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function signUp(ports) {
  const apiKey = appConfig(ports).firebase.apiKey;
  const email = `bench-${Date.now()}@example.com`;
  const response = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${apiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'bench-password-1',
        displayName: 'Bench Seller',
        returnSecureToken: true,
      }),
    },
  );
  if (!response.ok) throw new Error(`accounts:signUp answered HTTP ${response.status}: ${await response.text()}`);
  const account = await response.json();
  const now = Date.now();
  // The shape the Firebase Auth SDK persists (UserImpl.toJSON), under its key for the default app.
  const user = {
    uid: account.localId,
    email,
    emailVerified: false,
    displayName: 'Bench Seller',
    isAnonymous: false,
    providerData: [
      { providerId: 'password', uid: email, displayName: 'Bench Seller', email, phoneNumber: null, photoURL: null },
    ],
    stsTokenManager: {
      refreshToken: account.refreshToken,
      accessToken: account.idToken,
      expirationTime: now + Number(account.expiresIn) * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey,
    appName: '[DEFAULT]',
  };
  return { key: `firebase:authUser:${apiKey}:[DEFAULT]`, value: JSON.stringify(user) };
}

/** The repeat-visit target: a page opened again with its service worker warm. */
const REPEAT_VISIT_PAGES = ['/', '/camera'];
const spread = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

/**
 * Each run in a fresh profile: a first visit installs the service worker (precache), then the page
 * is opened again under Lighthouse's mobile conditions (150 ms RTT, 1.6 Mbps down, 4x CPU, applied
 * over CDP) and its first contentful and largest contentful paints are read from the page.
 */
async function repeatVisitPaints(url, runs) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const paints = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const first = await context.newPage();
      await first.goto(url);
      await first.evaluate(() => navigator.serviceWorker.ready);
      await first.waitForLoadState('networkidle');
      await first.close();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        Object.assign(globalThis, { benchLcp: 0 });
        new PerformanceObserver((list) =>
          list.getEntries().forEach((entry) => Object.assign(globalThis, { benchLcp: entry.startTime })),
        ).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(url);
      // Every paint is in by the time the page (app, remote, service worker) has gone quiet.
      await page.waitForLoadState('networkidle');
      paints.push(
        await page.evaluate(() => ({
          fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
          lcp: Math.round(globalThis.benchLcp),
          fromServiceWorker: navigator.serviceWorker.controller !== null,
        })),
      );
      await context.close();
    }
    if (paints.some((p) => !p.fromServiceWorker))
      throw new Error(`${url}: the repeat visit was not served by the service worker`);
    return paints;
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!argv.includes('--no-build')) await run('npm', ['run', 'build'], { cwd: root });
  if (option('--save')) mkdirSync(option('--save'), { recursive: true });
  const base = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4170);
  const ports = appPortsFrom(base);
  const host = `http://127.0.0.1:${ports.host}`;
  const servers = await serveApps(ports);
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const debuggingPort = base + 9;
  let context;
  let floor;
  try {
    // The gateway too: /camera asks its GET /config on mount (the photo size the model reads).
    // Without it the page logs a refused request and best practices drop. /config calls no model.
    // The first answer starts a function worker: warmed here, outside the measured runs.
    await startStackEmulators(ports, { readyPath: '/config' });
    // A persistent context is the browser's default one: the tabs Lighthouse opens share its storage.
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [
        `--remote-debugging-port=${debuggingPort}`,
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const chromiumVersion =
      context.browser()?.version() ??
      (await (await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)).json()).Browser;
    const startLoad = loadavg()[0];
    const lighthouseVersion = require('lighthouse/package.json').version;
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    process.stdout.write(
      `Lighthouse ${lighthouseVersion} · mobile preset · ${chromiumVersion} · ` +
        `median (min–max) of ${RUNS} · load average ${load}\n\n`,
    );
    process.stdout.write(`${['page'.padEnd(10), ...METRICS.map(([, label]) => label.padEnd(22))].join(' ')}\n`);
    if (argv.includes('--floor')) floor = await floorSite(ports, base + 7);
    const pages = [];
    for (const page of floor ? FLOOR_PAGES : PAGES) {
      const url = page.file ? `${floor.url}/${page.file}` : `${host}${page.path}`;
      const label = page.label ?? page.path;
      if (page.signedIn) {
        const session = await signUp(ports);
        const tab = context.pages()[0] ?? (await context.newPage());
        await tab.goto(`${host}/privacy`);
        await tab.evaluate(({ key, value }) => globalThis.localStorage.setItem(key, value), session);
      }
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(
          url,
          {
            port: debuggingPort,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            ...(page.block && { blockedUrlPatterns: page.block(host) }),
          },
          {
            extends: 'lighthouse:default',
            settings: { clearStorageTypes: page.signedIn ? ALWAYS_CLEARED : [...ALWAYS_CLEARED, 'local_storage'] },
          },
        );
        const lhr = result.lhr;
        if (option('--save')) {
          const name = `${label.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${i + 1}.json`;
          writeFileSync(join(option('--save'), name), JSON.stringify(lhr));
        }
        if (lhr.runtimeError) throw new Error(`${label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (lhr.finalDisplayedUrl !== url) throw new Error(`${label} ended on ${lhr.finalDisplayedUrl} (signed out?)`);
        runs.push({
          ...Object.fromEntries(METRICS.map(([key, , read]) => [key, read(lhr)])),
          lcpElement: lcpElementOf(lhr),
          layoutShifts: layoutShiftsOf(lhr),
          longTasks: longTasksOf(lhr),
          failedAudits: failedAuditsOf(lhr),
          scripts: scriptsOf(lhr),
        });
      }
      const summary = Object.fromEntries(
        METRICS.map(([key]) => {
          const values = runs.map((r) => r[key]);
          return [key, { median: median(values), min: Math.min(...values), max: Math.max(...values) }];
        }),
      );
      pages.push({ path: page.path, signedIn: page.signedIn, target: TARGETS[page.path], summary, runs });
      const cells = METRICS.map(([key, , , format]) =>
        `${format(summary[key].median)} (${format(summary[key].min)}–${format(summary[key].max)})`.padEnd(22),
      );
      process.stdout.write(`${label.padEnd(10)} ${cells.join(' ')}\n`);
    }
    if (floor) return;
    const repeatVisit = {};
    for (const path of REPEAT_VISIT_PAGES) {
      const paints = await repeatVisitPaints(`${host}${path}`, RUNS);
      repeatVisit[path] = {
        fcp: spread(paints.map((p) => p.fcp)),
        lcp: spread(paints.map((p) => p.lcp)),
        runs: paints,
      };
      const { median: m, min, max } = repeatVisit[path].fcp;
      process.stdout.write(
        `repeat visit ${path.padEnd(8)} first paint ${m} ms (${min}–${max}), from the service worker\n`,
      );
    }
    const report = {
      date: new Date().toISOString(),
      lighthouse: require('lighthouse/package.json').version,
      chromium: chromiumVersion,
      runs: RUNS,
      loadAverage: { start: startLoad, end: loadavg()[0] },
      pages,
      repeatVisit,
    };
    const json = join(root, 'scripts', 'bench-lighthouse.json');
    const html = join(root, 'scripts', 'bench-lighthouse.html');
    writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(html, renderReport(report, { ports }));
    process.stdout.write(`\nwritten to ${json} and ${html}\n`);
  } finally {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
    floor?.server.close();
    if (floor) rmSync(floor.dir, { recursive: true, force: true });
    servers.forEach(({ server }) => server.close());
    await stopAll();
  }
}

// Lighthouse's and Playwright's sockets may linger: exit once everything is closed.
main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  },
);
