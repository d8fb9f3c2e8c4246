/**
 * Verifies Firebase ID tokens with firebase-admin. In the Functions emulator
 * FIREBASE_AUTH_EMULATOR_HOST is injected, and firebase-admin then accepts the Auth emulator's
 * tokens without fetching Google's keys, so this works offline.
 */
import { getApps, initializeApp, type App, type AppOptions } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { VerifyIdToken } from './authenticate';

export function firebaseTokenVerifier(options?: AppOptions, appName = '[DEFAULT]'): VerifyIdToken {
  let app: App | undefined;
  return async (token) => {
    // Initialised on first use so that loading the module (deploy analysis, cold start) stays cheap.
    app ??= getApps().find((existing) => existing.name === appName) ?? initializeApp(options, appName);
    const { uid } = await getAuth(app).verifyIdToken(token);
    return { uid };
  };
}
