/** The auth state the playground's switch flips between: a signed-in seller or an anonymous visitor. */
import type { AppUser, AuthContextValue } from '@snap/shared';

export const PLAYGROUND_USER: AppUser = { uid: 'playground', displayName: 'Pat Playground', email: 'pat@example.com', emailVerified: true };

const hostOnly = () => Promise.reject(new Error('Signing in runs in the host app, not in the share playground'));

export function playgroundAuth(signedIn: boolean): AuthContextValue {
  return {
    user: signedIn ? PLAYGROUND_USER : null,
    loading: false,
    linkError: null,
    signInWithGoogle: hostOnly,
    signUpWithEmail: hostOnly,
    signInWithEmail: hostOnly,
    sendSignInLink: hostOnly,
    completeSignInWithLink: hostOnly,
    signOut: hostOnly,
    resendVerification: hostOnly,
    updateDisplayName: hostOnly,
    getIdToken: () => Promise.resolve(signedIn ? 'playground-token' : null),
  };
}
