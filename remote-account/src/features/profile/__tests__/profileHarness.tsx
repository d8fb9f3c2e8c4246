/**
 * Renders /profile through renderWithPorts (@snap/shared/testing) with an auth context whose user
 * can change (as Firebase's does) and an optional fake listings port. Auth operations are jest
 * spies that tests override.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { screen } from '@testing-library/react';
import { createFakeAuthSession, renderWithPorts, spyAuthOperations, type FakeAuthSession } from '@snap/shared/testing';
import { PATHS } from '@snap/shared/contracts';
import type { AppUser, AuthContextValue, AuthOperations, ListingsPort, SavedListing } from '@snap/shared';
import ProfileRoute from '../../../ProfileRoute';

export const ALICE: AppUser = {
  uid: 'u1',
  displayName: 'Alice Smith',
  email: 'alice@example.com',
  emailVerified: false,
  providerIds: ['password'],
};

export type Session = FakeAuthSession;

/** A listings port holding `listings`; removeAll empties it. Only what the profile uses is real. */
export function fakeListingsPort(listings: SavedListing[] = []) {
  const fail = () => Promise.reject(new Error('not used by the profile'));
  return {
    save: jest.fn(fail),
    update: jest.fn(fail),
    replace: jest.fn(fail),
    get: jest.fn(fail),
    // The export reads them: none unless a test gives some.
    getPhotos: jest.fn((_id: string) => Promise.resolve([] as Blob[])),
    remove: jest.fn(fail),
    restore: jest.fn(fail),
    subscribe: jest.fn((onChange: Parameters<ListingsPort['subscribe']>[0]) => {
      onChange({ listings: [], loading: true, error: null, fromCache: false });
      queueMicrotask(() => onChange({ listings, loading: false, error: null, fromCache: false }));
      return jest.fn();
    }),
    removeAll: jest.fn(() => Promise.resolve()),
  } satisfies ListingsPort;
}

export interface ProfileHarnessOptions {
  user?: AppUser;
  listings?: ListingsPort | null;
  operations?: (session: Session) => Partial<AuthOperations>;
}

export function renderProfile({ user = ALICE, listings = null, operations = () => ({}) }: ProfileHarnessOptions = {}) {
  const session = createFakeAuthSession(user);
  const ops: AuthOperations = {
    ...spyAuthOperations(),
    deleteAccount: jest.fn(async (beforeDelete?: () => Promise<void>) => {
      await beforeDelete?.();
      session.set(null);
    }),
    reauthenticateWithPassword: jest.fn(() => Promise.resolve()),
    reauthenticateWithGoogle: jest.fn(() => Promise.resolve()),
    ...operations(session),
  };
  function useSessionAuth(): AuthContextValue {
    const current = useSyncExternalStore(session.subscribe, session.get);
    return useMemo(() => ({ ...ops, user: current, loading: false }), [current]);
  }
  const routes = { [PATHS.dashboard]: <p>Dashboard screen</p>, [PATHS.home]: <p>Home screen</p> };
  const view = renderWithPorts(<ProfileRoute />, {
    auth: useSessionAuth,
    listings,
    route: PATHS.profile,
    path: PATHS.profile,
    routes,
    userEventOptions: { delay: null },
  });
  return { ops, session, user: view.user };
}

export const dialog = () => screen.getByRole('dialog', { name: 'Delete your account and data?' });
