#!/usr/bin/env node
/**
 * Benchmark (not a test): how well, and how fast, remote-capture's barcode worker reads retail
 * codes. The built worker (remote-capture/dist/assets/barcode-worker.<hash>.js, with ZXing's
 * WebAssembly reader; Debian's Chromium on Linux has no BarcodeDetector) is started in a page and
 * sent two sets of photos, one at a time, as the capture screen sends them:
 * - the rendered set (e2e/fixtures/barcodes/renderedSet.mjs): 120 12 MP photos (4000×3000, JPEG
 *   at 0.6) of EAN-13, UPC-A, EAN-8 and UPC-E labels at three sizes, four angles, two focuses;
 * - the real set: ZXing-C++'s own photos of packaging (e2e/fixtures/barcodes/zxing-cpp/).
 * The harness is the e2e spec's (e2e/fixtures/barcodes/readerHarness.mjs). Both sets are read at
 * 1× and at 4× CPU. Prints per set: the share read (the expected code among those read), wrong
 * codes (a code read that is not the expected one), scans that failed, and the median and p90
 * milliseconds per photo: `ms` the whole scan in the worker, `decodeMs` the part spent decoding
 * and scaling the photo. Then every photo not read at 1×, and the rendered set's share by size.
 * Writes everything to bench-results/barcodes[-<max side>].json (not committed).
 *
 * `--max-side N` passes maxSide to the worker (the longest side scanned; default SCAN_MAX_SIDE,
 * 2048); `--max-side 0` scans photos whole.
 *
 * How 4× CPU reaches the worker: DevTools' Emulation.setCPUThrottlingRate slows a page's main
 * thread only. Measured here (Chromium 156): set on the page, before or after the worker starts,
 * it left the worker's scans at 1.0–1.5× their time; sent to the worker's own target (auto-attached
 * from the page's session) it is refused, "Operation is only supported for pages, not workers".
 * So the page's renderer processes, found with SystemInfo.getProcessInfo from this browser's own
 * session (never another Chromium on the machine), are paused and resumed by a child process
 * (SIGSTOP, SIGCONT) in 50 ms periods, running the first quarter of each: every thread in them,
 * the worker's among them, gets a quarter of the time it had. The check is printed: each set's
 * median ms at 4× over that at 1×, about 4 on an idle machine. On a busy one it comes out lower:
 * the scheduler makes a paused process's lost time up to it while it runs (measured with a busy
 * loop on 2 loaded CPUs: ×3.7 alone, ×2–3 beside a build), so read the ratio before the figures.
 * A scan much shorter than the period (the real set's small photos, a few ms) often ends inside one
 * running quarter: its 4× figures are not a slower phone's; the rendered set's are.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import {
  builtReader,
  openReaderPage,
  preparePhotos,
  readItems,
  realSet,
  scoreReads,
  startWorker,
} from '../e2e/fixtures/barcodes/readerHarness.mjs';
import { MODULE_PX, renderedCases } from '../e2e/fixtures/barcodes/renderedSet.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { chromiumLaunchOptions } = createRequire(import.meta.url)('./chromium.cjs');
const RATES = [1, 4];
const PERIOD_MS = 50;

const maxSideAt = process.argv.indexOf('--max-side');
const maxSideArg = maxSideAt === -1 ? undefined : Number(process.argv[maxSideAt + 1]);
if (maxSideArg !== undefined && !(maxSideArg >= 0)) throw new Error('--max-side takes a number of pixels (0: whole)');
// 0: no limit, as a side no photo has.
const maxSide = maxSideArg === 0 ? 1_000_000 : maxSideArg;
const defaultSide = readFileSync(
  join(root, 'remote-capture/src/features/image-pipeline/barcode/worker/scanSize.ts'),
  'utf8',
).match(/SCAN_MAX_SIDE = ([\d_]+)/)?.[1];
const sideLabel =
  maxSideArg === undefined
    ? `default (SCAN_MAX_SIDE ${defaultSide})`
    : maxSideArg === 0
      ? 'none (whole photo)'
      : maxSideArg;

/** A child process that pauses `pids` for (1 - 1/rate) of every PERIOD_MS; stop() resumes them for good. */
function throttle(pids, rate) {
  const source = `
    const [period, rate, ...pids] = process.argv.slice(1).map(Number);
    const cell = new Int32Array(new SharedArrayBuffer(4));
    const sleep = (ms) => Atomics.wait(cell, 0, 0, ms);
    const signal = (name) => { for (const pid of pids) try { process.kill(pid, name); } catch {} };
    for (;;) { sleep(period / rate); signal('SIGSTOP'); sleep(period - period / rate); signal('SIGCONT'); }`;
  const child = spawn(process.execPath, ['-e', source, String(PERIOD_MS), String(rate), ...pids.map(String)], {
    stdio: 'inherit',
  });
  const resume = () => {
    child.kill('SIGKILL');
    for (const pid of pids)
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // gone already
      }
  };
  process.once('exit', resume);
  return {
    stop: async () => {
      child.kill('SIGKILL');
      if (child.exitCode === null && child.signalCode === null) await new Promise((done) => child.once('exit', done));
      resume();
      process.removeListener('exit', resume);
    },
  };
}

const pct = (part, whole) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);
const row = (label, rate, s) =>
  `${label.padEnd(9)} ${`${rate}×`.padStart(3)} ${String(s.photos).padStart(6)} ${`${pct(s.read, s.photos)}%`.padStart(7)} ` +
  `${String(s.wrong.length).padStart(6)} ${String(s.failed.length).padStart(6)} ` +
  `${`${s.ms.median} / ${s.ms.p90}`.padStart(13)} ${`${s.decodeMs.median} / ${s.decodeMs.p90}`.padStart(13)}`;

const rendered = renderedCases();
const real = realSet();
const sets = { rendered, real };
const browser = await chromium.launch(chromiumLaunchOptions());
const results = {};
try {
  const page = await browser.newPage();
  await openReaderPage(page);
  const warm = await startWorker(page);
  if (!warm.ok) throw new Error(`The worker did not read: ${warm.message}`);
  let started = performance.now();
  const bytes = await preparePhotos(page, [...rendered, ...real]);
  const drawMs = Math.round(performance.now() - started);

  const session = await browser.newBrowserCDPSession();
  const { processInfo } = await session.send('SystemInfo.getProcessInfo');
  const renderers = processInfo.filter((info) => info.type === 'renderer').map((info) => info.id);
  if (renderers.length === 0) throw new Error('No renderer process to throttle');

  const { workerUrl } = builtReader();
  console.log(`barcode bench: ${workerUrl.split('/').pop()} (reader: ${warm.reader}), maxSide ${sideLabel}`);
  console.log(
    `rendered set: ${rendered.length} photos 4000×3000, real set: ${real.length} photos; ` +
      `${Math.round(bytes / 1e6)} MB of photos drawn or fetched in ${drawMs} ms; first read (loads the wasm) ${warm.ms} ms`,
  );
  console.log(
    `${'set'.padEnd(9)} ${'cpu'.padStart(3)} ${'photos'.padStart(6)} ${'read'.padStart(7)} ${'wrong'.padStart(6)} ` +
      `${'failed'.padStart(6)} ${'ms med / p90'.padStart(13)} ${'decode ms'.padStart(13)}`,
  );
  for (const rate of RATES) {
    const throttled = rate > 1 ? throttle(renderers, rate) : undefined;
    try {
      for (const [name, items] of Object.entries(sets)) {
        started = performance.now();
        const score = scoreReads(await readItems(page, items, maxSide));
        results[`${name}@${rate}`] = { ...score, wallMs: Math.round(performance.now() - started) };
        console.log(row(name, rate, score));
      }
    } finally {
      await throttled?.stop();
    }
  }
} finally {
  await browser.close();
}

for (const name of Object.keys(sets)) {
  const [one, four] = RATES.map((rate) => results[`${name}@${rate}`]);
  console.log(
    `${name}: median ms at 4× / at 1× = ${(four.ms.median / one.ms.median).toFixed(2)} ` +
      `(decode ${(four.decodeMs.median / one.decodeMs.median).toFixed(2)}): the 4× CPU check`,
  );
}
const byRendered = results['rendered@1'].judged;
console.log(
  `rendered set read at 1× by narrow bar (12 MP px): ${MODULE_PX.map((px) => {
    const of = byRendered.filter((result) => result.name.includes(` ${px}px `));
    return `${px} px ${pct(of.filter((result) => result.right).length, of.length)}%`;
  }).join(', ')}`,
);
for (const name of Object.keys(sets)) {
  const score = results[`${name}@1`];
  for (const miss of score.missed)
    console.log(
      `  not read (${name}, 1×): ${miss.name}, expected ${miss.expected}` +
        `${miss.read.length ? `, read ${miss.read.join(' ')}` : ''}${miss.ok ? '' : `, failed: ${miss.message}`}`,
    );
  for (const wrong of score.wrong)
    console.log(`  WRONG (${name}, 1×): ${wrong.name} read ${wrong.code}, expected ${wrong.expected}`);
}

const file = `barcodes${maxSideArg === undefined ? '' : `-${maxSideArg || 'whole'}`}.json`;
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results', file), JSON.stringify({ maxSide: sideLabel, results }, null, 2));
console.log(`written: bench-results/${file}`);
