#!/usr/bin/env node
/**
 * The four sites on the Firebase Hosting emulator, each "deployed" as production would be
 * (`deploy.mjs --local`: staged build, app-config.json from the template, release carry-over) and
 * served with the real firebase.json's headers. The sites' config points at the local stack's
 * Auth, Firestore and gateway emulators (start those with `npm start`). Used by the e2e deploy specs.
 *
 *   node scripts/deploy/local-hosting.mjs        (HOSTING_EMULATOR_PORT, default 4130: host there,
 *                                                 remotes on +5, +6, +7; hub +8, logging +9)
 * Ctrl-C stops it. To redeploy one module into the running emulator: npm run deploy:<module> -- --local
 */
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess, stopAll, waitForHttp } from '../processes.mjs';
import { hostingPorts, PROJECT_ID, stackPorts } from '../stack-config.cjs';
import { deploy } from './deploy.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SITES = ['host', 'remote-capture', 'remote-share', 'remote-account'];

async function main() {
  for (const site of SITES) await deploy(site, { local: true, log: () => {} });
  const sites = hostingPorts(stackPorts());
  const emulator = startProcess(
    'hosting',
    join(root, 'node_modules', '.bin', 'firebase'),
    ['emulators:start', '--only', 'hosting', '--project', PROJECT_ID, '--config', 'firebase.local.json'],
    {
      cwd: root,
      quiet: !process.env.DEBUG_EMULATORS,
    },
  );
  const died = new Promise((_, reject) =>
    emulator.once('exit', (code) =>
      reject(new Error(`the Hosting emulator exited (code ${code}); run with DEBUG_EMULATORS=1 to see why`)),
    ),
  );
  // firebase-tools moves a site to the next free port when its own is taken: wait for the exact ones.
  await Promise.race([
    died,
    Promise.all(
      SITES.map((site) =>
        waitForHttp(`http://127.0.0.1:${sites[site]}/release.json`, { ok: (reply) => reply.ok, timeoutMs: 60_000 }),
      ),
    ),
  ]);
  for (const site of SITES) process.stdout.write(`${site.padEnd(15)} http://127.0.0.1:${sites[site]}\n`);
  process.stdout.write('hosting emulator ready\n');
}

const stop = () => stopAll().finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
main().catch((error) => {
  process.stderr.write(`local hosting failed: ${error.message}\n`);
  stopAll().finally(() => process.exit(1));
});
