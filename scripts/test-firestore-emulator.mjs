#!/usr/bin/env node
/**
 * `npm run test:firestore-emulator`: the suites that need a real Firestore (`*.firestore.test.ts`:
 * security rules, the listings repository, the gateway's rate limiter) against the Cloud SDK's
 * Firestore emulator on FIRESTORE_EMULATOR_PORT (8080 by default), which this starts and stops.
 */
import { createConnection } from 'node:net';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFirestoreEmulator } from './firestore-emulator.mjs';
import { run, stopAll } from './processes.mjs';
import { PROJECT_ID, stackPorts } from './stack-config.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = stackPorts().firestore;

async function main() {
  const { host } = await startFirestoreEmulator({ port });
  try {
    await run(
      join(root, 'node_modules', '.bin', 'jest'),
      ['-c', 'jest.firestore.config.cjs', ...process.argv.slice(2)],
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
