/**
 * Renders /profile inside a real router, an auth context whose user can change (as Firebase's does)
 * and an optional fake listings port. Auth operations are jest spies that tests override.
 */
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouterNavigation } from '@snap/shared/router';
import { spyAuthOperations } from '@snap/shared/testing';
import { AuthContext, ListingsPortContext, type AppUser, type AuthContextValue, type AuthOperations, type ListingsPort, type SavedListing } from '@snap/shared';
import ProfileRoute from '../../../ProfileRoute';

export const ALICE: AppUser = { uid: 'u1', displayName: 'Alice Smith', email: 'alice@example.com', emailVerified: false, providerIds: ['password'] };

function createSession(initial: AppUser | null) {
  let user = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => user,
    set(next: AppUser | null) {
      user = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Session = ReturnType<typeof createSession>;

/** A listings port holding `listings`; removeAll empties it. Only what the profile uses is real. */
export function fakeListingsPort(listings: SavedListing[] = []) {
  const fail = () => Promise.reject(new Error('not used by the profile'));
  return {
    save: jest.fn(fail),
    update: jest.fn(fail),
    recordShare: jest.fn(fail),
    get: jest.fn(fail),
    getPhotos: jest.fn(fail),
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
  const session = createSession(user);
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
  function Provider({ children }: { children: ReactNode }) {
    const current = useSyncExternalStore(session.subscribe, session.get);
    const value = useMemo<AuthContextValue>(() => ({ ...ops, user: current, loading: false }), [current]);
    return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
  }
  render(
    <Provider>
      <ListingsPortContext.Provider value={listings}>
        <MemoryRouter initialEntries={['/profile']}>
          <Routes>
            <Route path="/profile" element={<RouterNavigation><ProfileRoute /></RouterNavigation>} />
            <Route path="/dashboard" element={<p>Dashboard screen</p>} />
            <Route path="/" element={<p>Home screen</p>} />
          </Routes>
        </MemoryRouter>
      </ListingsPortContext.Provider>
    </Provider>,
  );
  return { ops, session, user: userEvent.setup({ delay: null }) };
}

export const dialog = () => screen.getByRole('dialog', { name: 'Delete your account and data?' });
