#!/usr/bin/env node
/**
 * `npm run bench -w remote-capture` (not a test): times our image pipeline against the spec's
 * naive loop and browser-image-compression in Debian's Chromium, on generated 12 MP and 24 MP
 * JPEGs and a large PNG, and prints one table. Uses the worker from the production build
 * (`npm run build -w remote-capture` runs first).
 */
import { createServer } from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.cjs';

const here = dirname(fileURLToPath(import.meta.url));
const assets = join(here, '..', 'dist', 'assets');
const workerFile = readdirSync(assets).find((name) => /^compress-worker\.[0-9a-f]+\.js$/.test(name));
if (!workerFile)
  throw new Error('No built worker in remote-capture/dist/assets: run `npm run build -w remote-capture` first.');
const require = createRequire(join(here, '..', '..', 'e2e', 'package.json'));
const bicFile = require.resolve('browser-image-compression/dist/browser-image-compression.js');

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const INPUTS = [
  { label: '12 MP JPEG', width: 4000, height: 3000, type: 'image/jpeg', quality: 0.92 },
  { label: '24 MP JPEG', width: 6000, height: 4000, type: 'image/jpeg', quality: 0.92 },
  { label: 'large PNG', width: 3000, height: 2250, type: 'image/png' },
  // Texture too fine to fit 500 KB at 0.9 once resized: the quality search has work to do.
  {
    label: '12 MP JPEG, fine texture',
    width: 4000,
    height: 3000,
    type: 'image/jpeg',
    quality: 0.92,
    detail: 3,
    grain: 255,
  },
];

const FILES = {
  '/': [
    'text/html',
    Buffer.from(
      '<!doctype html><meta charset="utf-8"><title>pipeline bench</title>' +
        '<script src="/bic.js"></script><script src="/bench-page.js"></script>',
    ),
  ],
  '/bench-page.js': ['text/javascript', readFileSync(join(here, 'bench-page.js'))],
  '/worker.js': ['text/javascript', readFileSync(join(assets, workerFile))],
  '/bic.js': ['text/javascript', readFileSync(bicFile)],
};

const server = createServer((req, res) => {
  const file = FILES[new URL(req.url ?? '/', 'http://127.0.0.1').pathname];
  if (!file) return res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': `${file[0]}; charset=utf-8` }).end(file[1]);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`http://127.0.0.1:${port}/`);
  process.stdout.write(`Chromium ${browser.version()} · median of ${RUNS} runs · worker ${workerFile}\n\n`);
  const rows = await page.evaluate((options) => globalThis.runBench(options), { inputs: INPUTS, runs: RUNS });
  printTable(rows);
} finally {
  await browser.close();
  server.close();
}

function printTable(rows) {
  const names = {
    ours: 'ours (worker)',
    naive: 'spec naive loop',
    bic: 'browser-image-compression',
    floor: 'decode only (lower bound)',
  };
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  const header = [
    'input',
    'method',
    'time to blob',
    'encodes',
    'output',
    'dimensions',
    'longest main-thread task',
    'vs bic',
  ];
  const lines = rows.map((row) => {
    const bic = rows.find((other) => other.input === row.input && other.method === 'bic');
    return [
      row.method === 'ours' ? `${row.input} (${kb(row.inputBytes)})` : '',
      names[row.method],
      `${row.ms.toFixed(0)} ms`,
      String(row.encodes),
      row.method === 'floor' ? '—' : kb(row.bytes),
      row.dims,
      `${row.longestTask.toFixed(0)} ms`,
      row.method === 'bic'
        ? ''
        : row.method === 'floor'
          ? `${(bic.ms / row.ms).toFixed(1)}× at best`
          : `${(bic.ms / row.ms).toFixed(1)}× faster`,
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  process.stdout.write(`${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  for (const line of lines) process.stdout.write(`${format(line)}\n`);
  process.stdout.write(
    '\nbrowser-image-compression: maxSizeMB 500/1024, maxWidthOrHeight 1280, JPEG, initialQuality 0.9, ' +
      'its web worker;\n',
  );
  process.stdout.write(
    'its encode count comes from an extra untimed main-thread run (its worker cannot be instrumented).\n',
  );
  process.stdout.write(
    'decode only: read the file and decode it in a worker (WebCodecs ImageDecoder; JPEG at the N/8 scale our\n',
  );
  process.stdout.write(
    'pipeline uses), nothing else. Every method has to decode, so bic ÷ this is the best ratio any method ' +
      'can reach.\n',
  );
}
