#!/usr/bin/env node
/**
 * Benchmark (not a test): Lighthouse CI (lighthouserc.cjs) on the production builds, then one table
 * of each page's median (min–max) from the runs lhci kept in .lighthouseci/.
 *   npm run bench:lighthouse [-- --build] [--runs N] [--pages /,/camera]
 * Builds if there is no build (--build: always); starts the stack unless one answers on HOST_PORT.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import rc from '../lighthouserc.cjs';
import { run, startProcess, stopAll, waitForHttp } from './processes.mjs';
import { appConfig, stackPorts, testGatewayLimits } from './stack-config.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const host = `http://127.0.0.1:${stackPorts().host}`;
const urls = rc.ci.collect.url.filter((url) => option('--pages')?.split(',').includes(new URL(url).pathname) ?? true);
const lhci = (...args) => run(join(root, 'node_modules', '.bin', 'lhci'), args, { cwd: root });
const built = ['functions/lib/index.js', 'host/dist/index.html']; // `npm run build` builds the host last
const [score, seconds] = [(v) => v.toFixed(2), (v) => (v / 1000).toFixed(2)];
const METRICS = [
  ['perf', (lhr) => lhr.categories.performance.score, score],
  ['FCP s', (lhr) => lhr.audits['first-contentful-paint'].numericValue, seconds],
  ['LCP s', (lhr) => lhr.audits['largest-contentful-paint'].numericValue, seconds],
  ['TBT ms', (lhr) => lhr.audits['total-blocking-time'].numericValue, (v) => Math.round(v)],
  ['CLS', (lhr) => lhr.audits['cumulative-layout-shift'].numericValue, (v) => v.toFixed(3)],
  ['a11y', (lhr) => lhr.categories.accessibility.score, score],
  ['best pr.', (lhr) => lhr.categories['best-practices'].score, score],
];
const spread = (values, format) => {
  const sorted = values.toSorted((a, b) => a - b);
  return `${format(sorted[Math.floor(sorted.length / 2)])} (${format(sorted[0])}–${format(sorted.at(-1))})`.padEnd(19);
};

async function main() {
  if (!urls.length) throw new Error(`--pages: none of ${option('--pages')} is in lighthouserc.cjs`);
  if (argv.includes('--build') || !built.every((file) => existsSync(join(root, file))))
    await run('npm', ['run', 'build'], { cwd: root });
  if (!(await fetch(host).catch(() => null))) {
    const env = testGatewayLimits();
    const stack = startProcess('stack', process.execPath, [join(root, 'scripts/start.mjs'), '--no-build'], { env });
    const died = new Promise((_, reject) => stack.once('exit', (code) => reject(new Error(`stack exited (${code})`))));
    await Promise.race([died, waitForHttp(host, { timeoutMs: 300_000 })]);
  }
  // /camera asks the gateway's GET /config: its function worker starts here, not in a measured run.
  await waitForHttp(`${appConfig(stackPorts()).gatewayUrl}/config`, { ok: (r) => r.ok, requestTimeoutMs: 30_000 });
  const runs = option('--runs') ? [`--numberOfRuns=${option('--runs')}`] : [];
  await lhci('collect', ...urls.map((url) => `--url=${url}`), ...runs);
  let failed = await lhci('assert').catch(() => true); // still uploaded and printed
  rmSync(join(root, rc.ci.upload.outputDir), { recursive: true, force: true }); // this sitting's reports only
  await lhci('upload');

  const dir = join(root, '.lighthouseci');
  const lhrs = readdirSync(dir)
    .filter((f) => /^lhr-.*\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(join(dir, f))));
  process.stdout.write(`\n${['page'.padEnd(10), ...METRICS.map(([label]) => label.padEnd(19))].join(' ').trimEnd()}\n`);
  for (const url of urls) {
    const page = lhrs.filter((lhr) => lhr.requestedUrl === url);
    // A signed-in page that lost its session ends on another path (/dashboard sends a visitor home).
    const strays = page.filter((lhr) => new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname).length;
    const note = strays ? `  ${strays} of ${page.length} runs ended elsewhere: signed out?` : '';
    const cells = METRICS.map(([, read, format]) => spread(page.map(read), format));
    process.stdout.write(`${new URL(url).pathname.padEnd(10)} ${cells.join(' ').trimEnd()}${note}\n`);
    failed ||= strays > 0;
  }
  const { lighthouseVersion, environment } = lhrs[0];
  const browser = environment.hostUserAgent.match(/\w*Chrome\/\d+/)?.[0];
  const load = loadavg()[0].toFixed(1); // other work on the machine moves TBT most: read the table with it
  process.stdout.write(
    `\nLighthouse ${lighthouseVersion}, mobile preset, ${browser}, load average ${load}: median (min–max)\n`,
  );
  return failed ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll().finally(() => process.exit(1)));
main()
  .catch((error) => console.error(error) ?? 1)
  .then((code) => stopAll().then(() => process.exit(code)));
