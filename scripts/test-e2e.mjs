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
import { appConfig, stackPorts, testGatewayLimits } from './stack-config.cjs';

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

/**
 * The Functions emulator runs one request at a time in each worker process, and a request that finds
 * no idle worker waits for a new one to start: a cold start, measured at 4–10 s on this 2-core
 * machine under the suite's load (the function's module alone took 4.4–6.7 s to load at a load
 * average of 13). The deployed function takes FUNCTION_CONCURRENCY requests at once per instance,
 * so a second seller's analysis never waits for that. The suite's browsers make their first
 * analyses at the same moment: without this, the first of them per worker waited for a cold start
 * (the first spec's first analysis missed its 15 s more than once, and passed on retry). One worker
 * per Playwright worker, and one spare, are started here, together; idle workers are kept.
 */
async function warmGatewayWorkers(count) {
  const health = `${appConfig(stackPorts()).gatewayUrl}/health`;
  await Promise.all(
    Array.from({ length: count }, () =>
      fetch(health, { signal: AbortSignal.timeout(60_000) }).then(
        (response) => response.arrayBuffer(),
        (error) => process.stderr.write(`gateway warm-up: ${error.message}\n`),
      ),
    ),
  );
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
    // e2e/playwright.config.ts runs 2 workers.
    await timed('e2e: gateway workers warm', () => warmGatewayWorkers(3));
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
