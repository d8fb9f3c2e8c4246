/**
 * Build time only (host/prerender): the auth state of a signed-in seller, fixed, for drawing a
 * signed-in route shell (routeShell.tsx). Nothing can be done with it: every operation refuses.
 */
import type { ReactNode } from 'react';
import { AuthContext, type AppUser, type AuthContextValue } from '@snap/shared';

const refuse = () => Promise.reject(new Error('A route shell is a picture: it cannot sign in or out'));

export function StillAuthProvider({ user, children }: { user: AppUser; children: ReactNode }) {
  const value: AuthContextValue = {
    user,
    loading: false,
    linkError: null,
    signInWithGoogle: refuse,
    signUpWithEmail: refuse,
    signInWithEmail: refuse,
    sendSignInLink: refuse,
    completeSignInWithLink: refuse,
    signOut: refuse,
    resendVerification: refuse,
    updateDisplayName: refuse,
    getIdToken: () => Promise.resolve(null),
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
