/** Jest only: the auth operations as spies. */
import type { AuthOperations } from '../auth/AuthContext';

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
