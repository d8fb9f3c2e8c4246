/**
 * Global setup of the Chromium suite (after global-setup.ts, and after Playwright has the stack up):
 * a few analyses at once, so the Functions emulator has its workers started before the first test.
 *
 * Why: the emulator runs one request per worker process and starts a new process for a request
 * that finds none idle. A new process loads the gateway's bundle before it answers: 1.4–2.5 s on a
 * quiet machine, 4–10 s on a busy one (CI). The suite's first analyses paid that inside their own
 * 15 s wait for the price, and some passed only on their retry (issue 48 item 12). A deployed
 * function takes FUNCTION_CONCURRENCY requests per instance, so this cost is the emulator's, not
 * what a seller waits for. Idle workers are kept until the emulator stops, so they stay warm.
 *
 * The analyses go as a visitor's do (a 512 px JPEG as bytes, signed by an anonymous identity of the
 * Auth emulator, whose token each worker verifies) and must come back whole, so a stack whose
 * gateway cannot analyse stops the suite here, with the reason, not in every test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_DIR, FIXTURES } from '../fixtures/make-fixtures.mjs';
import { authEmulatorUrl, gatewayUrl } from './stack';

/** Two test workers, each with a page that may call the gateway beside its own analysis. */
export const WARM_WORKERS = 4;

/** A new anonymous identity's ID token, as the app signs a visitor in (the stack's demo API key). */
async function visitorToken(): Promise<string> {
  const response = await fetch(authEmulatorUrl('/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"returnSecureToken":true}',
  });
  if (!response.ok) throw new Error(`the Auth emulator answered an anonymous sign-up with ${response.status}`);
  return String(((await response.json()) as { idToken: unknown }).idToken);
}

/** One analysis; resolves with the event types of its answer, rejects with the gateway's reason. */
async function analyse(photo: Buffer): Promise<string[]> {
  const response = await fetch(gatewayUrl('/analyze'), {
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg', Authorization: `Bearer ${await visitorToken()}` },
    body: new Uint8Array(photo),
    signal: AbortSignal.timeout(90_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST /analyze answered ${response.status}: ${text.slice(0, 300)}`);
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { type: string }).type);
}

/** The host answers before the emulators do (support/authEmulator.ts): wait for both up to 2 min. */
async function emulatorsUp(): Promise<void> {
  const deadline = Date.now() + 120_000;
  const answers = (url: string) =>
    fetch(url).then(
      (response) => response.ok,
      () => false,
    );
  while (!((await answers(authEmulatorUrl('/'))) && (await answers(gatewayUrl('/health'))))) {
    if (Date.now() > deadline)
      throw new Error(`the Auth emulator or the gateway (${gatewayUrl()}) did not answer in 2 min`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export default async function warmGateway(): Promise<void> {
  const photo = readFileSync(join(FIXTURE_DIR, FIXTURES.analysisPhoto));
  await emulatorsUp();
  const started = Date.now();
  const answers = await Promise.all(Array.from({ length: WARM_WORKERS }, () => analyse(photo))).catch(
    (error: unknown) => {
      throw new Error(`The stack's gateway could not analyse a photo before the suite: ${(error as Error).message}`);
    },
  );
  const incomplete = answers.find((types) => types.join() !== 'identified,estimated');
  if (incomplete)
    throw new Error(`The stack's gateway answered an analysis with ${incomplete.join(', ') || 'nothing'}`);
  process.stderr.write(`gateway warmed: ${WARM_WORKERS} analyses at once in ${Date.now() - started} ms\n`);
}
