/**
 * Renders the auth route through renderWithPorts (@snap/shared/testing) with an auth context whose
 * user can change while the screen is open, the way Firebase's does. Operations are jest mocks
 * that tests override.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { createFakeAuthSession, renderWithPorts, spyAuthOperations, type FakeAuthSession } from '@snap/shared/testing';
import { PATHS, authTabPath } from '@snap/shared/contracts';
import type { AppUser, AuthContextValue, AuthOperations } from '@snap/shared';
import AuthRoute from '../../../AuthRoute';

export const ALICE: AppUser = {
  uid: 'u1',
  displayName: 'Alice Smith',
  email: 'alice@example.com',
  emailVerified: false,
};

export type Session = FakeAuthSession;

function Where() {
  const { pathname, state } = useLocation();
  const notice = (state as { notice?: string } | null)?.notice;
  return <p data-testid="address">{`${pathname}${notice ? ` (notice: ${notice})` : ''}`}</p>;
}

export interface HarnessOptions {
  user?: AppUser | null;
  loading?: boolean;
  linkError?: string | null;
  googleRedirectError?: string | null;
  operations?: (session: Session) => Partial<AuthOperations>;
}

export function renderAuthRoute(
  path: string,
  {
    user = null,
    loading = false,
    linkError = null,
    googleRedirectError = null,
    operations = () => ({}),
  }: HarnessOptions = {},
) {
  const session = createFakeAuthSession(user);
  const ops: AuthOperations = { ...spyAuthOperations(), ...operations(session) };
  // The link's failure as the provider learns it: known at once, or later (failLink), once the SDK
  // has loaded and tried the link while the screen was already showing.
  let link = linkError;
  const linkWatchers = new Set<() => void>();
  const watchLink = (watcher: () => void) => {
    linkWatchers.add(watcher);
    return () => linkWatchers.delete(watcher);
  };
  const failLink = (message: string) =>
    act(() => {
      link = message;
      linkWatchers.forEach((watcher) => watcher());
    });
  function useSessionAuth(): AuthContextValue {
    const current = useSyncExternalStore(session.subscribe, session.get);
    const currentLink = useSyncExternalStore(watchLink, () => link);
    return useMemo(
      () => ({ ...ops, user: current, loading, linkError: currentLink, googleRedirectError }),
      [current, currentLink],
    );
  }
  renderWithPorts(
    <>
      <AuthRoute />
      <Where />
    </>,
    {
      auth: useSessionAuth,
      route: path,
      path: authTabPath(':tab?'),
      routes: {
        [PATHS.dashboard]: (
          <>
            <p>Dashboard</p>
            <Where />
          </>
        ),
        [PATHS.camera]: (
          <>
            <p>Camera</p>
            <Where />
          </>
        ),
      },
    },
  );
  return { ops, session, failLink };
}

export const heading = () => screen.getByRole('heading', { level: 1 });
export const email = () => screen.getByRole('textbox', { name: 'Email' });
export const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });
export const displayName = () => screen.getByRole('textbox', { name: 'Display name (optional)' });
export const submit = (name: string | RegExp) => screen.getByRole('button', { name });
export const address = () => screen.getByTestId('address');

/** Types without a timer per keystroke: the same events, far less time on a busy machine. */
export const setupUser = () => userEvent.setup({ delay: null });
