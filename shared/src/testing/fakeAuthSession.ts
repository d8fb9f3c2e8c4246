/**
 * A signed-in state that changes like Firebase's: signing in or up signs in the sample seller (with
 * the e-mail and name given), signing out signs out, a new display name shows at once. Used by the
 * standalone shells (the sign-in switch, the auth screen) and by tests whose user changes mid-test.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { AuthContextValue } from '../auth/AuthContext';
import type { AppUser } from '../types/entities';
import { fakeAuthContext } from './fakeAuthContext';
import { SAMPLE_SELLER } from './sampleSeller';

export interface FakeAuthSession {
  get(): AppUser | null;
  set(user: AppUser | null): void;
  subscribe(listener: () => void): () => void;
}

export function createFakeAuthSession(initial: AppUser | null = null): FakeAuthSession {
  let user = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => user,
    set(next) {
      user = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Operations that act on `session`; nothing leaves the page. */
export function fakeAuthForSession(session: FakeAuthSession, user: AppUser | null): AuthContextValue {
  const signIn = (email?: string | null, displayName?: string | null) => {
    session.set({
      ...SAMPLE_SELLER,
      email: email || SAMPLE_SELLER.email,
      displayName: displayName || SAMPLE_SELLER.displayName,
    });
    return Promise.resolve();
  };
  return fakeAuthContext({
    user,
    signInWithGoogle: () => signIn(),
    signInWithEmail: (email) => signIn(email),
    signUpWithEmail: ({ email, displayName }) => signIn(email, displayName),
    completeSignInWithLink: (email) => signIn(email),
    signOut: () => Promise.resolve(session.set(null)),
    updateDisplayName: (displayName) => Promise.resolve(session.set(user && { ...user, displayName })),
    getIdToken: () => Promise.resolve(null),
  });
}

export function useFakeAuthSession(session: FakeAuthSession): AuthContextValue {
  const user = useSyncExternalStore(session.subscribe, session.get);
  return useMemo(() => fakeAuthForSession(session, user), [session, user]);
}
