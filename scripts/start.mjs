#!/usr/bin/env node
/**
 * `npm start`: builds host, remotes and the gateway, starts the Firestore emulator (Google Cloud
 * CLI), the Firebase emulators (auth, functions) and, without an OPENAI_API_KEY, the offline
 * OpenAI-compatible stand-in (without eBay credentials the eBay stand-in too) and the Open Library
 * stand-in (book data for an ISBN); serves the builds;
 * waits until everything answers and prints the URL. Ctrl-C stops everything it started.
 *
 *   --no-build   serve what is already built (the e2e suite uses this after `npm run build`)
 *   --dev        hot-reloading dev servers (rspack serve) instead of the production builds
 *   --test-limits  the gateway's limits lifted for test runs (every browser is one IP): what the
 *                e2e suite and the benchmarks start it with (testGatewayLimits, stack-config.cjs)
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, startProcess, stopAll, waitForHttp } from './processes.mjs';
import { serveApps, writeAppConfig } from './serve-apps.mjs';
import { startStackEmulators } from './stack-emulators.mjs';
import { stackPorts, testGatewayLimits } from './stack-config.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const ports = stackPorts();
const bin = (name) => join(root, 'node_modules', '.bin', name);

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  process.stdout.write('\nstopping…\n');
  stopAll().finally(() => process.exit(code));
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function startAiUpstream() {
  if (process.env.OPENAI_API_KEY) return {};
  const standIn = join(root, 'scripts', 'openai-standin.mjs');
  if (!existsSync(standIn)) return {};
  startProcess('openai-standin', process.execPath, [standIn, '--port', String(ports.openaiStandIn)], { quiet: true });
  await waitForHttp(`http://127.0.0.1:${ports.openaiStandIn}/health`, { timeoutMs: 15_000 });
  // The gateway finds the stand-in by port and labels every reply as demo output.
  return { OPENAI_STANDIN_PORT: String(ports.openaiStandIn), GATEWAY_DEMO: '1' };
}

// Demo market data: without eBay credentials, or when the AI is in demo mode (GATEWAY_DEMO=1 covers both).
async function startMarketUpstream() {
  if (process.env.EBAY_CLIENT_ID && process.env.OPENAI_API_KEY) return {};
  const standIn = join(root, 'scripts', 'ebay-standin.mjs');
  startProcess('ebay-standin', process.execPath, [standIn, '--port', String(ports.ebayStandIn)], { quiet: true });
  await waitForHttp(`http://127.0.0.1:${ports.ebayStandIn}/health`, { timeoutMs: 15_000 });
  return { EBAY_STANDIN_PORT: String(ports.ebayStandIn) };
}

// Book data for an ISBN: the gateway never asks openlibrary.org from a local stack.
async function startBookUpstream() {
  const standIn = join(root, 'scripts', 'openlibrary-standin.mjs');
  startProcess('openlibrary-standin', process.execPath, [standIn, '--port', String(ports.openLibraryStandIn)], {
    quiet: true,
  });
  await waitForHttp(`http://127.0.0.1:${ports.openLibraryStandIn}/health`, { timeoutMs: 15_000 });
  return { OPEN_LIBRARY_STANDIN_PORT: String(ports.openLibraryStandIn) };
}

async function main() {
  if (!args.has('--no-build') && !args.has('--dev')) await run('npm', ['run', 'build'], { cwd: root });
  else if (!existsSync(join(root, 'functions', 'lib', 'index.js')))
    await run('npm', ['run', 'build', '-w', 'functions'], { cwd: root });

  // Emulators first: the host answering means everything behind it is ready (the e2e suite waits on it).
  const limits = args.has('--test-limits') ? testGatewayLimits() : {};
  const upstreams = Promise.all([startAiUpstream(), startMarketUpstream(), startBookUpstream()]);
  await startStackEmulators(ports, {
    env: upstreams.then(([ai, market, books]) => ({ ...limits, ...ai, ...market, ...books })),
  });
  if (args.has('--dev')) {
    const config = writeAppConfig(ports);
    for (const [app, port] of [
      ['remote-capture', ports.remote_capture],
      ['remote-share', ports.remote_share],
      ['remote-account', ports.remote_account],
      ['host', ports.host],
    ]) {
      startProcess(app, bin('rspack'), ['serve', '--mode', 'development'], {
        cwd: join(root, app),
        env: { PORT: String(port), HOST_PORT: String(ports.host), APP_CONFIG_FILE: config },
      });
    }
    await waitForHttp(`http://127.0.0.1:${ports.host}/`);
  } else {
    await serveApps(ports);
  }

  const demo = process.env.OPENAI_API_KEY ? 'OpenAI (OPENAI_API_KEY is set)' : 'demo stand-in (no OPENAI_API_KEY)';
  process.stdout.write(
    [
      '',
      `  Snap. Price. Sell. is ready:  http://127.0.0.1:${ports.host}`,
      `  remotes: capture :${ports.remote_capture}  share :${ports.remote_share}  account :${ports.remote_account}`,
      `  emulators: auth :${ports.auth}  functions :${ports.functions}  firestore :${ports.firestore}` +
        ` (data is not kept across restarts)   AI: ${demo}`,
      '  Ctrl-C stops everything.',
      '',
    ].join('\n') + '\n',
  );
}

main().catch((error) => {
  process.stderr.write(`start failed: ${error.message}\n`);
  shutdown(1);
});
