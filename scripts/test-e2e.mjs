#!/usr/bin/env node
/**
 * `npm run test:e2e`: the Playwright suites against the production builds (build first: `npm run
 * build`). One local stack serves the Chromium suite and then the cross-engine one; the hot-reload
 * stack (`npm run dev`) and its suite run after it, on their own ports. Prints how long each took.
 *
 *   --only chromium|engines|dev   one suite (the stacks it needs are started all the same)
 */
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, startProcess, stopAll, waitForHttp } from './processes.mjs';
import { stackPorts, testGatewayLimits } from './stack-config.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const e2e = join(root, 'e2e');
const argv = process.argv.slice(2);
const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
const playwright = join(root, 'node_modules', '.bin', 'playwright');
const times = [];

async function timed(name, work) {
  const started = Date.now();
  try {
    await work();
  } finally {
    times.push([name, Math.round((Date.now() - started) / 1000)]);
  }
}

async function productionSuites() {
  // Every browser of a suite calls the gateway from one IP.
  startProcess('stack', process.execPath, [join(root, 'scripts', 'start.mjs'), '--no-build'], {
    quiet: true,
    env: testGatewayLimits(),
  });
  try {
    await timed('e2e: production stack up', () =>
      waitForHttp(`http://127.0.0.1:${stackPorts().host}/`, { timeoutMs: 180_000 }),
    );
    if (!only || only === 'chromium') await timed('e2e: Chromium', () => run(playwright, ['test'], { cwd: e2e }));
    if (!only || only === 'engines')
      await timed('e2e: Firefox and WebKit', () =>
        run(playwright, ['test', '-c', 'engines/playwright.config.ts'], { cwd: e2e }),
      );
  } finally {
    await stopAll();
  }
}

async function main() {
  let failure;
  try {
    if (only !== 'dev') await productionSuites();
    if (!only || only === 'dev')
      await timed('e2e: dev stack', () => run(playwright, ['test', '-c', 'playwright.dev.config.ts'], { cwd: e2e }));
  } catch (error) {
    failure = error;
  }
  for (const [name, seconds] of times) process.stdout.write(`stage ${name}: ${seconds} s\n`);
  if (failure) throw failure;
}

main().catch((error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
