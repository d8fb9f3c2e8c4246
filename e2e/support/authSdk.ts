/**
 * Watches a page for the Firebase SDKs. The host names the Auth SDK's chunk `auth-sdk`
 * (webpackChunkName in host/src/App.tsx and bootstrap.tsx); the SDKs' vendor code sits in sibling
 * chunks with numeric names, so every script is also recognised by Firebase's own package names in
 * its text. That also catches Firebase leaking into any other chunk (main, a remote), and Firestore
 * (the `listings-sdk` chunk, signed-in sellers only) loading for a signed-out visitor.
 */
import type { Page } from '@playwright/test';

const AUTH_SDK_CHUNK = /\/auth-sdk\.[0-9a-f]+\.js$/;
const FIREBASE_CODE = /@firebase\/(app|auth|firestore)/;

export interface AuthSdkWatch {
  /** URLs of the `auth-sdk` chunk requested so far. */
  chunkRequests: string[];
  /** URLs of every script received so far whose code is Firebase's, the `auth-sdk` chunk included. */
  firebaseScripts(): Promise<string[]>;
}

export function watchAuthSdk(page: Page): AuthSdkWatch {
  const chunkRequests: string[] = [];
  const checks: Promise<string | null>[] = [];
  page.on('request', (request) => {
    if (AUTH_SDK_CHUNK.test(new URL(request.url()).pathname)) chunkRequests.push(request.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = response.url();
    checks.push(
      response.text().then(
        (body) => (AUTH_SDK_CHUNK.test(new URL(url).pathname) || FIREBASE_CODE.test(body) ? url : null),
        () => (AUTH_SDK_CHUNK.test(new URL(url).pathname) ? url : null),
      ),
    );
  });
  return {
    chunkRequests,
    firebaseScripts: async () => (await Promise.all(checks)).filter((url): url is string => url !== null),
  };
}

/** The claims of the ID token in an `Authorization: Bearer …` header (the emulator's tokens are plain JWTs). */
export function idTokenClaims(authorization: string | undefined): {
  user_id: string;
  firebase: { sign_in_provider: string };
} {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!token) throw new Error(`no Bearer token in ${String(authorization)}`);
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as {
    user_id: string;
    firebase: { sign_in_provider: string };
  };
}
