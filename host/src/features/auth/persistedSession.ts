/**
 * Can we know, without loading the auth SDK, that nobody is signed in? The Firebase SDK keeps the
 * signed-in user under `firebase:authUser:<apiKey>:<app>` with local persistence (the only
 * persistence we configure), an e-mail link carries `oobCode` + `mode=signIn`, and a page coming
 * back from a Google redirect sign-in has GOOGLE_REDIRECT_PENDING_KEY in sessionStorage. If none is
 * there, the first auth report can only be "no user", so a first-time visitor never waits for the
 * SDK before seeing the page.
 *
 * A visitor's anonymous identity (made for their AI calls, firebaseAuthService.ts) is persisted
 * under the same key with `"isAnonymous": true`. To the app that visitor is signed out, so that
 * key does not count: a returning visitor still sees the page at once.
 */
export const SESSION_KEY_PREFIX = 'firebase:authUser:';

/**
 * Set in sessionStorage (per tab, kept across the trip to the provider) while a Google sign-in that
 * fell back to a full-page redirect is in flight. Here, not in the SDK chunk, so start-up can read it.
 */
export const GOOGLE_REDIRECT_PENDING_KEY = 'snap:googleRedirectPending';

/** Whether a value stored under a SESSION_KEY_PREFIX key is a visitor's anonymous identity. */
export function isAnonymousSession(value: string | null): boolean {
  if (value === null) return false;
  try {
    const user: unknown = JSON.parse(value);
    return typeof user === 'object' && user !== null && (user as { isAnonymous?: unknown }).isAnonymous === true;
  } catch {
    // Not what the SDK writes: we cannot tell, so it may be a session.
    return false;
  }
}

export function mayHaveSession(
  storage: Pick<Storage, 'length' | 'key' | 'getItem'> | undefined,
  href: string,
  session?: Pick<Storage, 'getItem'>,
): boolean {
  const params = new URL(href).searchParams;
  if (params.has('oobCode') && params.get('mode') === 'signIn') return true;
  try {
    if (session?.getItem(GOOGLE_REDIRECT_PENDING_KEY)) return true;
    if (!storage) return true;
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(SESSION_KEY_PREFIX) && !isAnonymousSession(storage.getItem(key))) return true;
    }
    return false;
  } catch {
    // Storage blocked (private mode, policies): we cannot tell, so wait for the SDK.
    return true;
  }
}
