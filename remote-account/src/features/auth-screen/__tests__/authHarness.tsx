/**
 * Renders the auth route inside a real router and an auth context whose user can change while the
 * screen is open, the way Firebase's does. Operations are jest mocks that tests override.
 */
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RouterNavigation } from '@snap/shared/router';
import { spyAuthOperations } from '@snap/shared/testing';
import { AuthContext, type AppUser, type AuthContextValue, type AuthOperations } from '@snap/shared';
import AuthRoute from '../../../AuthRoute';

export const ALICE: AppUser = { uid: 'u1', displayName: 'Alice Smith', email: 'alice@example.com', emailVerified: false };

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

function Where() {
  const { pathname, state } = useLocation();
  const notice = (state as { notice?: string } | null)?.notice;
  return <p data-testid="address">{`${pathname}${notice ? ` (notice: ${notice})` : ''}`}</p>;
}

export interface HarnessOptions {
  user?: AppUser | null;
  loading?: boolean;
  linkError?: string | null;
  operations?: (session: Session) => Partial<AuthOperations>;
}

export function renderAuthRoute(path: string, { user = null, loading = false, linkError = null, operations = () => ({}) }: HarnessOptions = {}) {
  const session = createSession(user);
  const ops: AuthOperations = { ...spyAuthOperations(), ...operations(session) };
  function Provider({ children }: { children: ReactNode }) {
    const current = useSyncExternalStore(session.subscribe, session.get);
    const value = useMemo<AuthContextValue>(() => ({ ...ops, user: current, loading, linkError }), [current]);
    return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
  }
  render(
    <Provider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth/:tab?" element={<RouterNavigation><AuthRoute /></RouterNavigation>} />
          <Route path="/dashboard" element={<p>Dashboard</p>} />
          <Route path="/camera" element={<p>Camera</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
  return { ops, session };
}

export const heading = () => screen.getByRole('heading', { level: 1 });
export const email = () => screen.getByRole('textbox', { name: 'Email' });
export const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });
export const displayName = () => screen.getByRole('textbox', { name: 'Display name (optional)' });
export const submit = (name: string | RegExp) => screen.getByRole('button', { name });
export const address = () => screen.getByTestId('address');

/** Types without a timer per keystroke: the same events, far less time on a busy machine. */
export const setupUser = () => userEvent.setup({ delay: null });
