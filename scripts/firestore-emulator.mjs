/**
 * The Firestore emulator of the local stack, from the Google Cloud CLI on the machine: firebase-tools'
 * own Firestore emulator downloads a JAR (offline here) and wants Java 21, while the Cloud SDK's
 * component ships its JAR and runs on Java 17. It loads firestore.rules, binds 127.0.0.1 only, and
 * keeps nothing across restarts (no export/import).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess, waitForHttp } from './processes.mjs';
import { PROJECT_ID, stackPorts } from './stack-config.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const RULES_FILE = join(root, 'firestore.rules');

function onPath(name, env = process.env) {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    const file = join(dir, name);
    if (dir && existsSync(file)) return file;
  }
  return undefined;
}

/** Major version of `java` on the PATH (or $JAVA, which the Cloud SDK's script honours), undefined if absent. */
function javaMajor(env = process.env) {
  const result = spawnSync(env.JAVA ?? 'java', ['-version'], { encoding: 'utf8' });
  if (result.error) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return undefined;
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

/**
 * The command that starts the emulator, or an Error whose message is the one line to show.
 * Prefers the Cloud SDK's `cloud_firestore_emulator` script beside gcloud (no Python start-up, no
 * component check); falls back to `gcloud emulators firestore start`.
 */
export function firestoreEmulatorCommand({ port, rules = RULES_FILE, env = process.env } = {}) {
  const gcloud = onPath('gcloud', env);
  if (!gcloud) {
    return new Error(
      'The Firestore emulator needs the Google Cloud CLI: `gcloud` is not on the PATH ' +
        '(install google-cloud-cli and google-cloud-cli-firestore-emulator).',
    );
  }
  const major = javaMajor(env);
  if (major === undefined)
    return new Error(
      'The Firestore emulator needs Java 17 or newer: `java` is not on the PATH ' +
        '(Debian: apt-get install openjdk-17-jre-headless).',
    );
  if (major < 17) return new Error(`The Firestore emulator needs Java 17 or newer; \`java\` is version ${major}.`);

  const sdkRoot = dirname(dirname(realpathSync(gcloud)));
  const script = join(sdkRoot, 'platform', 'cloud-firestore-emulator', 'cloud_firestore_emulator');
  if (existsSync(script))
    return { command: script, args: ['start', '--host=127.0.0.1', `--port=${port}`, `--rules=${rules}`] };
  return {
    command: gcloud,
    args: ['emulators', 'firestore', 'start', `--host-port=127.0.0.1:${port}`, `--rules=${rules}`, '--quiet'],
  };
}

/**
 * Starts the emulator in a process group of its own (stopAll() ends the group, Java included) and
 * resolves once it answers, with the value for FIRESTORE_EMULATOR_HOST.
 */
export async function startFirestoreEmulator({
  port = stackPorts().firestore,
  quiet = !process.env.DEBUG_EMULATORS,
} = {}) {
  const launch = firestoreEmulatorCommand({ port });
  if (launch instanceof Error) throw launch;
  const host = `127.0.0.1:${port}`;
  if (await answers(host))
    throw new Error(`Something already listens on ${host}; set FIRESTORE_EMULATOR_PORT to a free port.`);

  const emulator = startProcess('firestore', launch.command, launch.args, { quiet, ownGroup: true });
  const died = new Promise((_, reject) =>
    emulator.once('exit', (code) =>
      reject(new Error(`the Firestore emulator exited (code ${code}); run with DEBUG_EMULATORS=1 to see why`)),
    ),
  );
  died.catch(() => {}); // only raced below; an exit later is stopAll's doing
  await Promise.race([died, waitForHttp(`http://${host}/`, { timeoutMs: 60_000 }).then(() => warmUp(host))]);
  return { host, process: emulator };
}

/**
 * The emulator's first document request loads most of its classes: ~11 s on a busy 2-core
 * machine, against ~50 ms after. Paid here, it does not land on the gateway's first rate-limit
 * transaction (which would give up after 2 s) or on a test's time limit. Any answer will do.
 */
async function warmUp(host) {
  const documents = `http://${host}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  // "Bearer owner" is the emulator's admin: no rules apply, so no denied request in the log.
  const headers = { authorization: 'Bearer owner', 'content-type': 'application/json' };
  const post = (path, body) =>
    fetch(`${documents}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
  try {
    await fetch(`${documents}/warm-up/warm-up`, { headers, signal: AbortSignal.timeout(60_000) });
    // Transactions load their own classes; the gateway's rate limiter runs one per request.
    const { transaction } = await (await post(':beginTransaction', {})).json();
    await post(':commit', { transaction, writes: [] });
  } catch {
    // Only a warm-up: whatever failed here will show where it matters.
  }
}

async function answers(host) {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}
