/**
 * The Auth emulator as e2e tests use it: its REST API to create accounts and request links without
 * the UI, and its `oobCodes` endpoint to read the e-mails it would have sent. Tests run in parallel
 * across workers and device projects, so each uses fresh addresses instead of resetting the emulator.
 */
import type { TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { authEmulatorUrl, hostUrl, PROJECT_ID } from './stack';

const API_KEY = 'demo-api-key';

interface OobCode {
  email: string;
  oobLink: string;
  requestType: string;
}

/**
 * The stack's web server counts as up once the host answers, which is before the emulators do:
 * suites that need the Auth emulator wait for it first.
 */
export async function waitForAuthEmulator(): Promise<void> {
  await expect
    .poll(
      () =>
        fetch(authEmulatorUrl('/')).then(
          () => true,
          () => false,
        ),
      { timeout: 120_000, message: `Auth emulator at ${authEmulatorUrl()}` },
    )
    .toBe(true);
}

/** An address no other test, worker or device project uses. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const project = testInfo.project.name.replace(/\W+/g, '-');
  const unique = `${testInfo.workerIndex}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return `${label}-${project}-${unique}@example.com`.toLowerCase();
}

async function identityToolkit(method: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await fetch(
    authEmulatorUrl(`/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  if (!response.ok) throw new Error(`accounts:${method} answered HTTP ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

export const createAccount = async (account: { email: string; password: string; displayName?: string }) => {
  await identityToolkit('signUp', account);
};

/** A new account's ID token, as the app would hold it after signing up. */
export async function newAccountToken(email: string, password = 'secret-123'): Promise<string> {
  const { idToken } = await identityToolkit('signUp', { email, password, returnSecureToken: true });
  return String(idToken);
}

/** Deletes the account the token belongs to, as Profile → Delete my account does. */
export async function deleteAccountOf(idToken: string): Promise<void> {
  await identityToolkit('delete', { idToken });
}

/** Asks the emulator for a sign-in link as if the app had, without the app storing the e-mail. */
export const requestSignInLink = (email: string) =>
  identityToolkit('sendOobCode', {
    requestType: 'EMAIL_SIGNIN',
    email,
    continueUrl: hostUrl('/auth/signin'),
    canHandleCodeInApp: true,
  });

export async function readOobCodes(email: string): Promise<OobCode[]> {
  const response = await fetch(authEmulatorUrl(`/emulator/v1/projects/${PROJECT_ID}/oobCodes`));
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email);
}

/** The sign-in link the emulator "e-mailed" to `email` (it appears once the request has landed). */
export async function signInLinkFor(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      link = (await readOobCodes(email)).find((code) => code.requestType === 'EMAIL_SIGNIN')?.oobLink ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}
