/**
 * An AuthContextValue for tests and stand-ins: every operation resolves, nobody is signed in,
 * unless `overrides` says otherwise. Not part of the federated package entry (import it from
 * '@snap/shared/testing'), so it never ships to the browser.
 */
import type { AuthContextValue, AuthOperations } from '../auth/AuthContext';

export function fakeAuthContext(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const resolved = () => Promise.resolve();
  return {
    user: null,
    loading: false,
    linkError: null,
    signInWithGoogle: resolved,
    signUpWithEmail: resolved,
    signInWithEmail: resolved,
    sendSignInLink: resolved,
    completeSignInWithLink: resolved,
    signOut: resolved,
    resendVerification: resolved,
    updateDisplayName: resolved,
    getIdToken: () => Promise.resolve(null),
    ...overrides,
  };
}

/** Every auth operation as a jest spy that resolves; tests override the ones they script. */
export function spyAuthOperations(): AuthOperations {
  const ok = () => jest.fn(() => Promise.resolve());
  return {
    signInWithGoogle: ok(),
    signUpWithEmail: ok(),
    signInWithEmail: ok(),
    sendSignInLink: ok(),
    completeSignInWithLink: ok(),
    signOut: ok(),
    resendVerification: ok(),
    updateDisplayName: ok(),
    getIdToken: () => Promise.resolve(null),
  };
}
