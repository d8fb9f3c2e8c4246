/**
 * An AuthContextValue for tests and stand-ins: every operation resolves, nobody is signed in,
 * unless `overrides` says otherwise. Not part of the federated package entry (import it from
 * '@snap/shared/testing'); only the standalone dev shells ship it.
 */
import type { AuthContextValue } from '../auth/AuthContext';

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
