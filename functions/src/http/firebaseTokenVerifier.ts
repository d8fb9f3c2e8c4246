/**
 * Verifies Firebase ID tokens with firebase-admin. In the Functions emulator
 * FIREBASE_AUTH_EMULATOR_HOST is injected, and firebase-admin then accepts the Auth emulator's
 * tokens without fetching Google's keys, so this works offline.
 */
import { getApps, initializeApp, type App, type AppOptions } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { VerifyIdToken } from './authenticate';

/** The part of firebase-admin's Auth the gateway uses (a fake stands in for it in tests). */
export type AdminAuth = Pick<Auth, 'verifyIdToken'>;

export function adminTokenVerifier(auth: () => AdminAuth): VerifyIdToken {
  return async (token) => {
    // checkRevoked: a signature check alone accepts the token of an account that was deleted,
    // disabled or had its sessions revoked until the token expires (up to an hour), and every call
    // here spends money on the model. It costs one Auth lookup of the user per request.
    const { uid, firebase } = await auth().verifyIdToken(token, true);
    // A visitor's anonymous identity keeps this provider until it is linked to a real sign-in.
    return { uid, anonymous: firebase?.sign_in_provider === 'anonymous' };
  };
}

export function firebaseTokenVerifier(options?: AppOptions, appName = '[DEFAULT]'): VerifyIdToken {
  let app: App | undefined;
  return adminTokenVerifier(() => {
    // Initialised on first use so that loading the module (deploy analysis, cold start) stays cheap.
    app ??= getApps().find((existing) => existing.name === appName) ?? initializeApp(options, appName);
    return getAuth(app);
  });
}
