#!/usr/bin/env node
/**
 * `npm run test:emulators`: the suites that need an emulator (jest.emulators.config.cjs), with the
 * Cloud SDK's Firestore emulator on FIRESTORE_EMULATOR_PORT (8080 by default) and firebase-tools'
 * Auth emulator on AUTH_EMULATOR_PORT (9099), both started once around the one Jest run and
 * stopped after it. Arguments go to Jest (a path to run one file).
 */
import { createConnection } from 'node:net';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeEmulatorConfig } from './emulator-config.mjs';
import { startFirestoreEmulator } from './firestore-emulator.mjs';
import { run, stopAll } from './processes.mjs';
import { PROJECT_ID, stackPorts } from './stack-config.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = stackPorts().firestore;

async function main() {
  const { host } = await startFirestoreEmulator({ port });
  try {
    const jest = ['jest', '-c', 'jest.emulators.config.cjs', ...process.argv.slice(2)].join(' ');
    // The Auth emulator lives as long as the command it runs (firebase emulators:exec).
    await run(
      join(root, 'node_modules', '.bin', 'firebase'),
      ['emulators:exec', '--only', 'auth', '--project', PROJECT_ID, '--config', writeEmulatorConfig(), jest],
      {
        cwd: root,
        // No metadata-server probe: it only slows firebase-admin's first call down offline.
        env: {
          ...process.env,
          FIRESTORE_EMULATOR_HOST: host,
          GCLOUD_PROJECT: PROJECT_ID,
          METADATA_SERVER_DETECTION: 'none',
        },
      },
    );
  } finally {
    await stopAll();
    await portClosed(port);
  }
}

/** Java releases the port a moment after its launcher has exited: wait for that, and fail if it never does. */
async function portClosed(p, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (await portOpen(p)) {
    if (Date.now() > deadline) throw new Error(`the Firestore emulator still holds 127.0.0.1:${p} after stopping`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function portOpen(p) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: p });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

main().catch((error) => {
  process.stderr.write(`${error.message}\n`);
  stopAll().finally(() => process.exit(1));
});
