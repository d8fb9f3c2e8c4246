/**
 * Helpers for integration tests against the Firebase Auth emulator. Like the firebase-js-sdk's own
 * integration helpers, they refuse to run without an emulator instead of silently passing.
 */
const PROJECT_ID = 'demo-snap-price-sell';

export interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: 'EMAIL_SIGNIN' | 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
}

/** The emulator's origin, from the variable `firebase emulators:exec` sets for the command it runs. */
export function authEmulatorOrigin(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      'These tests need the Firebase Auth emulator and FIREBASE_AUTH_EMULATOR_HOST is not set. ' +
        'Run them with `npm run test:emulators`.',
    );
  }
  return `http://${host}`;
}

async function emulatorRequest(path: string, method: 'GET' | 'DELETE'): Promise<Response> {
  const url = `${authEmulatorOrigin()}/emulator/v1/projects/${PROJECT_ID}${path}`;
  const response = await fetch(url, { method }).catch((error: unknown) => {
    throw new Error(`The Auth emulator does not answer at ${url}. Is it running?`, { cause: error });
  });
  if (!response.ok) throw new Error(`${method} ${url} answered HTTP ${response.status}`);
  return response;
}

/** Deletes every account so each test starts clean. (Sent e-mail codes stay: read them by address.) */
export async function resetAuthEmulator(): Promise<void> {
  await emulatorRequest('/accounts', 'DELETE');
}

/** The e-mails the emulator would have sent, newest last. */
export async function readOobCodes(email?: string): Promise<OobCode[]> {
  const { oobCodes } = (await (await emulatorRequest('/oobCodes', 'GET')).json()) as { oobCodes: OobCode[] };
  return email ? oobCodes.filter((code) => code.email === email) : oobCodes;
}

export const EMULATOR_PROJECT_ID = PROJECT_ID;
