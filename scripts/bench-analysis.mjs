#!/usr/bin/env node
/**
 * Benchmark (not a test): time to price. A 12 MP JPEG is chosen on /camera (Pixel 7 profile) and
 * the flow runs to the price on screen, at 1× and 4× CPU, on three networks, against an upstream
 * that answers at once and one that answers in a fixed 1.5 s. Times come from the app's own User
 * Timing marks, from the file input's `change` (so the harness's file transfer is left out):
 *
 *   capture:file-chosen → capture:photo-ready → ai:analyze:sent → ai:analyze:identified →
 *   ai:analyze:answered → capture:price-shown
 *
 * (one POST /analyze: the identification, then the estimate, arrive on the same stream; the eBay
 * stand-in's comparables are searched beside the estimate, as in demo mode)
 *
 * Then the photo the result asks for is added (Add Photo) and the two photos are analysed again in
 * one request: its bytes and its time from that photo's `change` to the new price ("2nd photo").
 *
 * BENCH_PROFILE=file.json writes the main thread's CPU profile of each throttled run (the last one
 * stays), with the page's marks, to read where the time between two marks goes. BENCH_TRACE=file.json
 * writes a Chrome trace of the same part instead (style, layout and paint included):
 * `node scripts/trace-between.mjs file.json ai:analyze:answered capture:price-shown` splits it.
 *
 * Prints the median of BENCH_RUNS (5) per scenario and writes everything to
 * bench-results/analysis.json (not committed). `npm run build && npm run bench:analysis`.
 *
 * The gateway is the gateway's source (functions/src, through jiti) on plain node http, not the Functions emulator:
 * closer to a warm deployed function, and the emulator's own per-request overhead is left out.
 * Ports: BENCH_ANALYSIS_PORT (default 4190) and the three after it; the gateway and the
 * stand-in take free ports.
 */
import { createServer } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createJiti } from 'jiti';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { chromium, devices } from 'playwright';
import { startEbayStandIn } from './ebay-standin.mjs';
import { startOpenAiStandIn } from './openai-standin.mjs';
import { serveApps } from './serve-apps.mjs';
import { chromiumLaunchOptions } from './chromium.cjs';
import { appPortsFrom, PROJECT_ID, stackPorts, testGatewayLimits } from './stack-config.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// BENCH_CPU=4, BENCH_UPSTREAM_MS=1500, BENCH_NETWORKS='slow 4G' run a part of the matrix.
const list = (name, fallback) => process.env[name]?.split(',').map((value) => value.trim()) ?? fallback;
const UPSTREAM_DELAYS = list('BENCH_UPSTREAM_MS', ['0', '1500']).map(Number);
const CPU_RATES = list('BENCH_CPU', ['1', '4']).map(Number);
// BENCH_SECOND_PHOTO=0 leaves out the second analysis (with the photo the result asks for).
const SECOND_PHOTO = process.env.BENCH_SECOND_PHOTO !== '0';
// Chrome DevTools' throttling presets as Lighthouse defines them (RTT, down, up).
const NETWORKS = {
  none: null,
  'fast 4G': { latency: 60, downloadThroughput: (9 * 1024 * 1024) / 8, uploadThroughput: (1.5 * 1024 * 1024) / 8 },
  'slow 4G': { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (0.75 * 1024 * 1024) / 8 },
};

// functions/lib is one bundle exporting only the Cloud Function: the gateway's parts are loaded
// from source (jiti compiles the TypeScript, @snap/shared/contracts included).
const jiti = createJiti(import.meta.url);
const { createGatewayFromEnv } = await jiti.import(join(root, 'functions', 'src', 'gateway.ts'));
const { toNodeListener } = await jiti.import(join(root, 'functions', 'src', 'http', 'nodeHttpAdapter.ts'));
const { makeFixtures, FIXTURES } = await import('../e2e/fixtures/make-fixtures.mjs');
// BENCH_PHOTO=barcodeCamera: the 12 MP photo with a product barcode (the code read and sent with it).
const photo = join(await makeFixtures(), FIXTURES[process.env.BENCH_PHOTO ?? 'photo12mp']);

// The builds sign a visitor in on the stack's Auth emulator when one runs (`npm start`): firebase-admin
// then verifies its tokens there, for this project. With no emulator the visitor has no token, and
// the gateway counts the call by address; without these, each call was refused as a sign-in expired.
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${stackPorts().auth}`;
process.env.GCLOUD_PROJECT ??= PROJECT_ID;

const standIn = await startOpenAiStandIn({ port: 0 });
const ebayStandIn = await startEbayStandIn({ port: 0 });
if (process.env.BENCH_MARKET_CASE) ebayStandIn.setCase(process.env.BENCH_MARKET_CASE);
const gatewayPrefix = `/${PROJECT_ID}/us-central1/api`;
const listener = toNodeListener(
  createGatewayFromEnv({
    // Counting in this process's memory, as the Functions emulator does without a Firestore
    // emulator: outside it, the gateway takes itself for a deployed function and looks for
    // production Firestore, and with none to reach it refuses every analysis (budget-unavailable).
    FUNCTIONS_EMULATOR: 'true',
    GATEWAY_DEMO: '1',
    OPENAI_STANDIN_URL: standIn.url,
    EBAY_STANDIN_URL: ebayStandIn.url,
    ...testGatewayLimits(),
    GATEWAY_IMAGE_DETAIL: process.env.GATEWAY_IMAGE_DETAIL ?? 'low',
  }),
  { maxBodyBytes: 1024 * 1024 },
);
// The app calls the gateway under the emulator's path; the handler routes on what follows it.
const gateway = createServer((req, res) => {
  if (req.url?.startsWith(gatewayPrefix)) req.url = req.url.slice(gatewayPrefix.length) || '/';
  listener(req, res);
});
await new Promise((resolve) => gateway.listen(0, '127.0.0.1', resolve));

const base = Number(process.env.BENCH_ANALYSIS_PORT ?? 4190);
const ports = { ...appPortsFrom(base), functions: gateway.address().port };
const servers = await serveApps(ports);
const browser = await chromium.launch(chromiumLaunchOptions());

/** Records long main-thread tasks, so the render step's longest task can be reported. */
function watchLongTasks() {
  globalThis.__longTasks = [];
  new PerformanceObserver((list) =>
    globalThis.__longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration }))),
  ).observe({
    type: 'longtask',
    buffered: true,
  });
}

async function oneRun(page, cdp, { cpu, network }) {
  // Each run a visitor's first analysis, on warm caches: the last run's result, kept on the device
  // for a reload, would otherwise open in place of the camera.
  await cdp.send('Storage.clearDataForOrigin', {
    origin: `http://127.0.0.1:${ports.host}`,
    storageTypes: 'indexeddb,local_storage,session_storage',
  });
  await page.goto(`http://127.0.0.1:${ports.host}/camera`);
  await page.getByRole('button', { name: 'Take Photo', exact: true }).waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send(
    'Network.emulateNetworkConditions',
    NETWORKS[network]
      ? { offline: false, ...NETWORKS[network] }
      : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
  );
  const requestBytes = [];
  const onRequest = (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/analyze'))
      requestBytes.push(request.postDataBuffer()?.length ?? 0);
  };
  const priceShown = (count) =>
    page.waitForFunction((n) => performance.getEntriesByName('capture:price-shown').length >= n, count, {
      timeout: 60_000,
    });
  page.on('request', onRequest);
  try {
    const profiling = process.env.BENCH_PROFILE && cpu > 1;
    const tracing = process.env.BENCH_TRACE && cpu > 1;
    if (tracing)
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'blink.user_timing', 'disabled-by-default-devtools.timeline'],
      });
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    // As a person does: Take Photo opens the picker (the early screen's, or the camera screen's).
    await choose(page, 'Take Photo');
    await page.getByText('Estimated Price').waitFor({ timeout: 60_000 });
    await priceShown(1);
    if (tracing) writeFileSync(process.env.BENCH_TRACE, await browser.stopTracing());
    if (profiling) {
      const { profile } = await cdp.send('Profiler.stop');
      const marks = await page.evaluate(() =>
        Object.fromEntries(performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime])),
      );
      writeFileSync(
        process.env.BENCH_PROFILE,
        JSON.stringify({ profile, marks, timeOrigin: await page.evaluate(() => performance.timeOrigin) }),
      );
    }
    if (SECOND_PHOTO) {
      const second = await page.evaluate(() => performance.getEntriesByName('capture:file-chosen').length);
      await choose(page, 'Add Photo');
      await page.waitForFunction((n) => performance.getEntriesByName('capture:file-chosen').length > n, second);
      await priceShown(2);
    }
  } finally {
    page.off('request', onRequest);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  const marks = await page.evaluate(() => {
    const at = (name) => performance.getEntriesByName(name).at(0)?.startTime ?? NaN;
    const last = (name) => performance.getEntriesByName(name).at(-1)?.startTime ?? NaN;
    const names = [
      'capture:file-chosen',
      'capture:photo-ready',
      'ai:analyze:sent',
      'ai:analyze:identified',
      'ai:analyze:answered',
      'capture:price-shown',
    ];
    const times = Object.fromEntries(names.map((name) => [name, at(name)]));
    const answered = times['ai:analyze:answered'];
    // Until the second photo is chosen: its own preparing is not the answer's rendering.
    const nextPhoto = performance.getEntriesByName('capture:file-chosen')[1]?.startTime ?? Infinity;
    const renderTasks = globalThis.__longTasks.filter(
      (task) => task.start + task.duration > answered && task.start < nextPhoto,
    );
    return {
      times,
      longestRenderTask: renderTasks.reduce((max, task) => Math.max(max, task.duration), 0),
      secondPhoto: last('capture:price-shown') - last('capture:file-chosen'),
    };
  });
  const t = marks.times;
  const chosen = t['capture:file-chosen'];
  return {
    pipeline: t['capture:photo-ready'] - chosen,
    toRequest: t['ai:analyze:sent'] - chosen,
    identify: t['ai:analyze:identified'] - t['ai:analyze:sent'],
    estimate: t['ai:analyze:answered'] - t['ai:analyze:identified'],
    render: t['capture:price-shown'] - t['ai:analyze:answered'],
    total: t['capture:price-shown'] - chosen,
    ownTime: t['ai:analyze:sent'] - chosen + (t['capture:price-shown'] - t['ai:analyze:answered']),
    longestRenderTask: marks.longestRenderTask,
    requestBytes: requestBytes[0] ?? 0,
    secondPhotoTotal: SECOND_PHOTO ? marks.secondPhoto : NaN,
    secondRequestBytes: requestBytes[1] ?? 0,
  };
}

/** Taps a button that opens the picker and chooses the 12 MP photo in it. */
// BENCH_PICKER_MS: how long the seller is in the camera or gallery before the photo comes back
// (0: at once, the harshest case; a person framing a shot takes seconds). Not part of any figure,
// which all start at the input's change: work started at the tap has that long to finish.
const PICKER_MS = Number(process.env.BENCH_PICKER_MS ?? 0);

async function choose(page, button) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  const picker = await chooser;
  if (PICKER_MS > 0) await new Promise((resolve) => setTimeout(resolve, PICKER_MS));
  await picker.setFiles(photo);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const results = [];
const chromiumVersion = browser.version();
const startLoad = loadavg()[0];
try {
  process.stdout.write(
    `Chromium ${chromiumVersion} · Pixel 7 · 12 MP JPEG · median of ${RUNS} · load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n\n`,
  );
  const header = [
    'CPU',
    'network',
    'upstream',
    'pipeline',
    'change→request',
    'identify',
    'estimate',
    'answer→price',
    'longest task',
    'own time',
    'total',
    'request',
    '2nd photo: total',
    'request',
  ];
  process.stdout.write(`${header.join(' | ')}\n`);
  for (const cpu of CPU_RATES) {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    await context.addInitScript(watchLongTasks);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // A warm-up run: the chunks are cached from here on, as for a seller taking a second photo.
    await oneRun(page, cdp, { cpu: 1, network: 'none' });
    for (const network of list('BENCH_NETWORKS', Object.keys(NETWORKS))) {
      for (const delay of UPSTREAM_DELAYS) {
        standIn.setDelayMs(delay);
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await oneRun(page, cdp, { cpu, network }));
        const row = {
          cpu,
          network,
          upstreamMs: delay,
          runs,
          median: Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))])),
        };
        results.push(row);
        const m = row.median;
        const ms = (value) => `${Math.round(value)} ms`;
        const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
        process.stdout.write(
          [
            `${cpu}×`,
            network,
            `${delay} ms`,
            ms(m.pipeline),
            ms(m.toRequest),
            ms(m.identify),
            ms(m.estimate),
            ms(m.render),
            ms(m.longestRenderTask),
            ms(m.ownTime),
            ms(m.total),
            kb(m.requestBytes),
            SECOND_PHOTO ? ms(m.secondPhotoTotal) : '-',
            SECOND_PHOTO ? kb(m.secondRequestBytes) : '-',
          ].join(' | ') + '\n',
        );
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  servers.forEach(({ server }) => server.close());
  gateway.close();
  await standIn.close();
  await ebayStandIn.close();
}
mkdirSync(join(root, 'bench-results'), { recursive: true });
const out = join(root, 'bench-results', 'analysis.json');
writeFileSync(
  out,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      chromium: chromiumVersion,
      runs: RUNS,
      loadAverage: { start: startLoad, end: loadavg()[0] },
      imageDetail: process.env.GATEWAY_IMAGE_DETAIL ?? 'low',
      results,
    },
    null,
    2,
  )}\n`,
);
process.stdout.write(
  "\nown time = change→request + answer→price on screen; identify and estimate are the gateway's, on one stream\n" +
    `written to ${out}\n`,
);
