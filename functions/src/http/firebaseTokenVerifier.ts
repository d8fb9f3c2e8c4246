/**
 * Verifies Firebase ID tokens with firebase-admin. In the Functions emulator
 * FIREBASE_AUTH_EMULATOR_HOST is injected, and firebase-admin then accepts the Auth emulator's
 * tokens without fetching Google's keys, so this works offline.
 */
import { getApps, initializeApp, type App, type AppOptions } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { VerifyIdToken } from './authenticate';

/** The part of firebase-admin's Auth the gateway uses (a fake stands in for it in tests). */
export type AdminAuth = Pick<Auth, 'verifyIdToken'> & Partial<Pick<Auth, 'getUser'>>;

/** Accounts whose creation time this instance remembers (it never changes); past it, it starts over. */
const CREATED_AT_CACHE_SIZE = 10_000;

export function adminTokenVerifier(auth: () => AdminAuth): VerifyIdToken {
  const createdAt = new Map<string, number>();

  /** When the account was made: one Auth lookup per account and instance. Unknown if it fails. */
  async function accountCreatedAt(uid: string): Promise<number | undefined> {
    const known = createdAt.get(uid);
    if (known !== undefined) return known;
    const admin = auth();
    const user = admin.getUser ? await admin.getUser(uid).catch(() => undefined) : undefined;
    const created = Date.parse(user?.metadata.creationTime ?? '');
    if (!Number.isFinite(created)) return undefined;
    if (createdAt.size >= CREATED_AT_CACHE_SIZE) createdAt.clear();
    createdAt.set(uid, created);
    return created;
  }

  return async (token) => {
    // checkRevoked: a signature check alone accepts the token of an account that was deleted,
    // disabled or had its sessions revoked until the token expires (up to an hour), and every call
    // here spends money on the model. It costs one Auth lookup of the user per request.
    const { uid, firebase, email_verified: emailVerified } = await auth().verifyIdToken(token, true);
    // A visitor's anonymous identity keeps this provider until it is linked to a real sign-in.
    const anonymous = firebase?.sign_in_provider === 'anonymous';
    // Only an unverified account's age matters (a verified one is established anyway).
    const createdAtMs = anonymous || emailVerified ? undefined : await accountCreatedAt(uid);
    return { uid, anonymous, emailVerified: emailVerified === true, createdAtMs };
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
