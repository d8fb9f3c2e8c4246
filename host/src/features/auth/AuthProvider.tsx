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
  children: ReactNode;
}

const SERVICE_NOT_READY = 'Sign-in is still starting, please try again';
const LINK_FAILED = 'Failed to sign in with email link';

export function AuthProvider({ loadService, children }: AuthProviderProps) {
  const [service, setService] = useState<AuthService | null>(null);
  const [user, setUser] = useState<AppUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [linkError, setLinkError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    loadService()
      .then(async (loaded) => {
        if (!active) return;
        setService(loaded);
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
  }, [loadService]);

  const value = useMemo<AuthContextValue>(() => {
    const call =
      <A extends unknown[], R>(op: (s: AuthService, ...args: A) => Promise<R>) =>
      (...args: A): Promise<R> =>
        service ? op(service, ...args) : Promise.reject(new Error(SERVICE_NOT_READY));
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
      getIdToken: () => (service ? service.getIdToken() : Promise.resolve(null)),
    };
  }, [service, user, loading, linkError]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
