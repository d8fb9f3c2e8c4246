/**
 * The local stack's emulators, started the one way `npm start` and `npm run bench:lighthouse` both
 * use: Firestore (the Google Cloud CLI's, firestore-emulator.mjs) and the Firebase emulators (auth,
 * functions: the AI gateway) on the given ports, in production mode as deployed. Ready once the
 * Auth emulator and the gateway's `readyPath` answer; the first answer starts a function worker,
 * which on a busy machine takes more than 2 s, and loading the function can take minutes there.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess, waitForHttp } from './processes.mjs';
import { writeEmulatorConfig } from './emulator-config.mjs';
import { startFirestoreEmulator } from './firestore-emulator.mjs';
import { appConfig, PROJECT_ID } from './stack-config.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts them; `env` (or a promise of it, waited for beside Firestore's start) is added to the
 * Firebase emulators' environment. Resolves once they answer, rejects if they exit first.
 */
export async function startStackEmulators(ports, { env = {}, readyPath = '/health' } = {}) {
  const [extraEnv, firestore] = await Promise.all([env, startFirestoreEmulator({ port: ports.firestore })]);
  const emulators = startProcess(
    'emulators',
    join(root, 'node_modules', '.bin', 'firebase'),
    ['emulators:start', '--only', 'auth,functions', '--project', PROJECT_ID, '--config', writeEmulatorConfig(ports)],
    {
      cwd: root,
      // Production mode, as deployed: express's page for a body it cannot parse then carries no stack trace.
      // firebase-tools does not run Firestore here, so the gateway's firebase-admin finds it by this variable.
      env: { ...extraEnv, NODE_ENV: 'production', FIRESTORE_EMULATOR_HOST: firestore.host },
      quiet: !process.env.DEBUG_EMULATORS,
      // Its function workers outlive it when it is killed mid-shutdown (seen: 79 left behind after
      // a slow start); in a group of their own they go with it.
      ownGroup: true,
    },
  );
  const died = new Promise((_, reject) =>
    emulators.once('exit', (code) =>
      reject(new Error(`the Firebase emulators exited (code ${code}); run with DEBUG_EMULATORS=1 to see why`)),
    ),
  );
  await Promise.race([
    died,
    Promise.all([
      waitForHttp(`http://127.0.0.1:${ports.auth}/`),
      waitForHttp(`${appConfig(ports).gatewayUrl}${readyPath}`, {
        ok: (r) => r.ok,
        requestTimeoutMs: 15_000,
        timeoutMs: 240_000,
      }),
    ]),
  ]);
  return { firestore, emulators };
}
