/**
 * Owns the auth state of spec §4: user or none, plus loading (true until the first report).
 * The provider SDK is loaded lazily so it never blocks the first paint of the shell.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AppUser, type AuthContextValue } from '@snap/shared';
import type { AuthService } from './authService';

export interface AuthProviderProps {
  loadService(): Promise<AuthService>;
  /** Known to be signed out before the SDK loads (see persistedSession.ts): skip the spinner. */
  knownSignedOut?: boolean;
  children: ReactNode;
}

const SERVICE_NOT_READY = 'Sign-in is still starting, please try again';

export function AuthProvider({ loadService, knownSignedOut = false, children }: AuthProviderProps) {
  const [service, setService] = useState<AuthService | null>(null);
  const [user, setUser] = useState<AppUser | null>(null);
  const [loading, setLoading] = useState(!knownSignedOut);

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    loadService()
      .then(async (loaded) => {
        if (!active) return;
        setService(loaded);
        if (loaded.isSignInLink(window.location.href)) {
          // On failure only stop loading (spec §4); the auth screen shows the details.
          await loaded.completeSignInWithLink().catch(() => setLoading(false));
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
  }, [service, user, loading]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
