/**
 * Owns the auth state of spec §4: user or none, plus loading (true until the first report), and why
 * an e-mail link the app was opened with could not be completed.
 * The provider SDK is loaded lazily so it never blocks the first paint of the shell.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AppUser, type AuthContextValue } from '@snap/shared';
import type { AuthService } from './authService';
import { isLinkReturnAddress } from './linkReturn';

export interface AuthProviderProps {
  loadService(): Promise<AuthService>;
  /** Known to be signed out before the SDK loads (see persistedSession.ts): skip the spinner. */
  knownSignedOut?: boolean;
  children: ReactNode;
}

const SERVICE_UNAVAILABLE = 'Sign-in is unavailable right now. Check your connection and try again.';
const LINK_FAILED = 'Failed to sign in with email link';

export function AuthProvider({ loadService, knownSignedOut = false, children }: AuthProviderProps) {
  // Started once per loader; an operation called before the SDK arrives waits for it.
  const servicePromise = useMemo(() => loadService(), [loadService]);
  const [user, setUser] = useState<AppUser | null>(null);
  const [loading, setLoading] = useState(!knownSignedOut);
  const [linkError, setLinkError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    servicePromise
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
        if (!active) return;
        unsubscribe = loaded.onAuthStateChanged((next) => {
          setUser(next);
          setLoading(false);
        });
      })
      .catch((error: unknown) => {
        console.error('Could not start sign-in', error);
        if (active) setLoading(false);
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [servicePromise]);

  const value = useMemo<AuthContextValue>(() => {
    const unavailable = (): never => {
      throw new Error(SERVICE_UNAVAILABLE);
    };
    const call =
      <A extends unknown[], R>(op: (s: AuthService, ...args: A) => Promise<R>) =>
      (...args: A): Promise<R> =>
        servicePromise.then((s) => op(s, ...args), unavailable);
    return {
      user,
      loading,
      linkError,
      signInWithGoogle: call((s) => s.signInWithGoogle()),
      signUpWithEmail: call((s, input) => s.signUpWithEmail(input)),
      signInWithEmail: call((s, email, password) => s.signInWithEmail(email, password)),
      sendSignInLink: call((s, email) => s.sendSignInLink(email)),
      completeSignInWithLink: call((s, email, url) => s.completeSignInWithLink(email, url)),
      signOut: call((s) => s.signOut()),
      resendVerification: call((s) => s.resendVerification()),
      updateDisplayName: call((s, name) => s.updateDisplayName(name)),
      getIdToken: call((s) => s.getIdToken()),
    };
  }, [servicePromise, user, loading, linkError]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
