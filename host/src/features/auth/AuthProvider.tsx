/**
 * Owns the auth state of spec §4: user or none, plus loading (true until the first report), and why
 * an e-mail link the app was opened with could not be completed.
 *
 * When the auth SDK loads (the one place this is told; bootstrap.tsx, App.tsx and routes.ts point
 * here). It is its own chunk, loaded lazily so it never blocks the first paint of the shell. A
 * visitor who may be signed in gets it at once (bootstrap.tsx has already started the download). A
 * visitor known to be signed out (persistedSession.ts) gets it only when it is needed:
 * - the first auth operation loads it and waits for it;
 * - a route where they are about to sign in, or that needs a user (`nearSignIn`: the app's
 *   routes.ts decides, through AuthProviderAtRoute), preloads it;
 * - another tab signing in (a `firebase:authUser:` key appearing in localStorage, not an anonymous
 *   identity's) loads it, so this tab follows;
 * - a visitor's first AI call (getIdToken()) loads it: the service signs the visitor in
 *   anonymously, so the gateway counts them, not their IP. That token never holds up the call
 *   for long (VISITOR_TOKEN_WAIT_MS), and a failure sends the call without one.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AppUser, type AuthContextValue } from '@snap/shared';
import type { AuthService } from './authService';
import { isLinkReturnAddress } from './linkReturn';
import { isAnonymousSession, SESSION_KEY_PREFIX } from './persistedSession';

/** How long a failed start waits before it is reported, for a page that is leaving to have gone. */
const LEAVING_GRACE_MS = 1000;
export interface AuthProviderProps {
  loadService(): Promise<AuthService>;
  /**
   * Known to be signed out before the SDK loads (see persistedSession.ts): skip the spinner and load
   * the SDK only when it is needed. Read once, on the first render.
   */
  knownSignedOut?: boolean;
  /** The current route is the auth screen or needs a user: with knownSignedOut, it preloads the SDK. */
  nearSignIn?: boolean;
  /** Removes the seller's data from this device; sign-out waits for it (it never rejects: forgetDevice.ts). */
  forgetDevice?: () => Promise<void>;
  /**
   * Asked before sign-out touches anything: false keeps the seller signed in (they chose to wait
   * for work that has not reached their account yet), and signOut() rejects with SignOutCancelled.
   */
  beforeSignOut?: () => Promise<boolean>;
  children: ReactNode;
}

/** signOut() when the seller chose to stay signed in (beforeSignOut said no): not a failure. */
export class SignOutCancelled extends Error {
  constructor() {
    super('The seller stayed signed in');
    this.name = 'SignOutCancelled';
  }
}

const SERVICE_UNAVAILABLE = 'Sign-in is unavailable right now. Check your connection and try again.';

/** How long a visitor's AI call waits for their anonymous identity (the SDK, then the sign-in). */
export const VISITOR_TOKEN_WAIT_MS = 5000;

/** The token, or null when it fails or takes longer than VISITOR_TOKEN_WAIT_MS (it goes on, for the next call). */
function visitorToken(token: Promise<string | null>): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      console.warn('No anonymous identity yet; calling without a token');
      resolve(null);
    }, VISITOR_TOKEN_WAIT_MS);
  });
  const settled = token.catch((error: unknown) => {
    console.warn('No anonymous identity; calling without a token', error);
    return null;
  });
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}
const LINK_FAILED = 'Failed to sign in with email link';
const GOOGLE_FAILED = 'Failed to sign in with Google';

/**
 * The SDK behind a loader, fetched on the first get() and then kept. A failed download (a flaky
 * connection) is not kept: the next get() tries again instead of sign-in staying unavailable
 * until a reload.
 */
function lazyService(load: () => Promise<AuthService>) {
  let promise: Promise<AuthService> | undefined;
  let loaded: AuthService | undefined;
  let failed = false;
  return {
    get(): Promise<AuthService> {
      failed = false;
      promise ??= load().then(
        (service) => (loaded = service),
        (error: unknown) => {
          promise = undefined;
          failed = true;
          throw error;
        },
      );
      return promise;
    },
    /** The service if it has finished loading, without starting anything. */
    loaded: (): AuthService | undefined => loaded,
    /** The last download failed and nothing has asked again since. */
    failed: (): boolean => failed,
  };
}

export function AuthProvider({
  loadService,
  knownSignedOut = false,
  nearSignIn = false,
  forgetDevice,
  beforeSignOut,
  children,
}: AuthProviderProps) {
  // Decided once: a later change of the prop must not drop a loaded SDK nor load one.
  const [onDemand] = useState(knownSignedOut);
  // Once per loader. An operation called before the SDK arrives waits for it.
  const sdk = useMemo(() => {
    const lazy = lazyService(loadService);
    if (!onDemand) void lazy.get();
    return lazy;
  }, [loadService, onDemand]);
  // Whether the SDK is wanted: from the start, or since the first reason to load it on demand.
  const [wanted, setWanted] = useState(!onDemand);
  const [user, setUser] = useState<AppUser | null>(null);
  const [loading, setLoading] = useState(!onDemand);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [googleRedirectError, setGoogleRedirectError] = useState<string | null>(null);
  // Bumped when an operation retries a failed download, so the subscription below starts again.
  const [attempt, setAttempt] = useState(0);

  // A route where the visitor will likely sign in preloads it (and it stays loaded after leaving).
  // Adjusted during render, so a redirect away from a signed-in route still counts.
  if (!wanted && nearSignIn) setWanted(true);

  useEffect(() => {
    if (wanted) return;
    // Another tab signed in (Firebase persisted the user): load the SDK so this tab follows. A
    // visitor's anonymous identity appearing there is not a sign-in.
    const onStorage = (event: StorageEvent) => {
      if (!event.key?.startsWith(SESSION_KEY_PREFIX) || event.newValue === null) return;
      if (!isAnonymousSession(event.newValue)) setWanted(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return undefined;
    // A page on its way out has its downloads aborted (below).
    let leaving = false;
    const onPageHide = () => (leaving = true);
    const onPageShow = () => (leaving = false);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    let active = true;
    let unsubscribe: (() => void) | undefined;
    sdk
      .get()
      .then(async (loaded) => {
        if (!active) return;
        const address = window.location.href;
        if (loaded.isSignInLink(address) || isLinkReturnAddress(address)) {
          // On failure only stop loading (spec §4); the auth screen on the return path shows why.
          await loaded.completeSignInWithLink(undefined, address).catch((error: unknown) => {
            if (!active) return;
            setLinkError(error instanceof Error && error.message ? error.message : LINK_FAILED);
            setLoading(false);
          });
        }
        // Back from a Google redirect (the popup could not open): the same user report as a popup's.
        await loaded.completeGoogleRedirect().catch((error: unknown) => {
          if (active) setGoogleRedirectError(error instanceof Error && error.message ? error.message : GOOGLE_FAILED);
        });
        if (!active) return;
        unsubscribe = loaded.onAuthStateChanged((next) => {
          setUser(next);
          setLoading(false);
        });
      })
      .catch((error: unknown) => {
        // A page on its way out (a link, a form's POST, a reload) has its downloads aborted: that
        // is the page going, not sign-in failing. Firefox aborts them before 'pagehide' fires, so
        // the report waits a moment: a page that has gone by then never makes it.
        setTimeout(() => {
          if (!leaving) console.error('Could not start sign-in', error);
        }, LEAVING_GRACE_MS);
        if (active) setLoading(false);
      });
    return () => {
      active = false;
      unsubscribe?.();
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [sdk, wanted, attempt]);

  const value = useMemo<AuthContextValue>(() => {
    const unavailable = (): never => {
      throw new Error(SERVICE_UNAVAILABLE);
    };
    const need = (): Promise<AuthService> => {
      setWanted(true);
      if (sdk.failed()) setAttempt((n) => n + 1);
      return sdk.get();
    };
    const call =
      <A extends unknown[], R>(op: (s: AuthService, ...args: A) => Promise<R>) =>
      (...args: A): Promise<R> =>
        need().then((s) => op(s, ...args), unavailable);
    return {
      user,
      loading,
      linkError,
      googleRedirectError,
      signInWithGoogle: call((s) => s.signInWithGoogle()),
      signUpWithEmail: call((s, input) => s.signUpWithEmail(input)),
      signInWithEmail: call((s, email, password) => s.signInWithEmail(email, password)),
      sendSignInLink: call((s, email) => s.sendSignInLink(email)),
      completeSignInWithLink: call((s, email, url) => s.completeSignInWithLink(email, url)),
      // The device first: a page closed half-way leaves the seller signed in, never a signed-out
      // device that still holds their listings.
      signOut: call(async (s) => {
        if (beforeSignOut && !(await beforeSignOut())) throw new SignOutCancelled();
        await forgetDevice?.();
        await s.signOut();
      }),
      resendVerification: call((s) => s.resendVerification()),
      updateDisplayName: call((s, name) => s.updateDisplayName(name)),
      deleteAccount: call((s, beforeDelete) => s.deleteAccount(beforeDelete)),
      reauthenticateWithPassword: call((s, password) => s.reauthenticateWithPassword(password)),
      reauthenticateWithGoogle: call((s) => s.reauthenticateWithGoogle()),
      getIdToken: () => {
        const token = need().then((s) => s.getIdToken());
        // A signed-in user's token is theirs to wait for. A visitor's (an anonymous identity, made
        // by the service on their first AI call) must never hold up or break the call: it goes
        // without one when the SDK or the sign-in fails or is slow, and the gateway counts it by
        // address instead.
        return user ? token : visitorToken(token);
      },
    };
  }, [sdk, user, loading, linkError, googleRedirectError, forgetDevice, beforeSignOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
