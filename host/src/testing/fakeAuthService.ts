/** A controllable AuthService for tests: the seam between the auth context and Firebase. */
import type { AppUser } from '@snap/shared';
import { spyAuthOperations } from '@snap/shared/testing';
import type { AuthService } from '../features/auth/authService';

export interface FakeAuthService extends AuthService {
  emit(user: AppUser | null): void;
}

export function createFakeAuthService(overrides: Partial<AuthService> = {}): FakeAuthService {
  const listeners = new Set<(user: AppUser | null) => void>();
  // Like Firebase, a new listener hears the current state once it is known.
  let current: AppUser | null | undefined;
  return {
    onAuthStateChanged(listener) {
      listeners.add(listener);
      if (current !== undefined) queueMicrotask(() => listener(current ?? null));
      return () => listeners.delete(listener);
    },
    emit(user) {
      current = user;
      listeners.forEach((listener) => listener(user));
    },
    isSignInLink: () => false,
    completeGoogleRedirect: jest.fn(() => Promise.resolve()),
    ...spyAuthOperations(),
    deleteAccount: jest.fn(async (beforeDelete?: () => Promise<void>) => {
      await beforeDelete?.();
    }),
    reauthenticateWithPassword: jest.fn(() => Promise.resolve()),
    reauthenticateWithGoogle: jest.fn(() => Promise.resolve()),
    ...overrides,
  };
}

export const ALICE: AppUser = {
  uid: 'u1',
  displayName: 'Alice Smith',
  email: 'alice@example.com',
  emailVerified: false,
};
