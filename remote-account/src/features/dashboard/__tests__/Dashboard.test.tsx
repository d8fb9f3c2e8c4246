import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAuthContext, renderWithPorts } from '@snap/shared/testing';
import { PATHS } from '@snap/shared/contracts';
import type { AppUser } from '@snap/shared';
import { Dashboard } from '../components/Dashboard';
import { greetingName } from '../greeting';

describe('greetingName', () => {
  it.each([
    ['Alice Smith', 'Alice'],
    ['  Bob  ', 'Bob'],
    ['', 'Seller'],
    [null, 'Seller'],
    [undefined, 'Seller'],
  ])('%p → %p', (displayName, expected) => {
    expect(greetingName(displayName)).toBe(expected);
  });
});

function showDashboardFor(
  user: AppUser,
  signOut = jest.fn(() => Promise.resolve()),
  routerState: unknown = null,
): jest.Mock {
  renderWithPorts(<Dashboard />, {
    auth: fakeAuthContext({ user, signOut }),
    route: { pathname: PATHS.dashboard, state: routerState },
  });
  return signOut;
}

describe('Dashboard', () => {
  it('greets by first name and, with nothing saved, shows zero counters and the empty activity', () => {
    showDashboardFor({ uid: '1', displayName: 'Alice Smith', email: 'a@example.com', emailVerified: true });
    expect(screen.getByRole('heading', { name: 'Welcome back, Alice!' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Alice Smith');
    expect(screen.getByRole('group', { name: 'Items Scanned' })).toHaveTextContent(/^Items Scanned0$/);
    expect(screen.getByRole('group', { name: 'Total Value' })).toHaveTextContent(/^Total Value\$0$/);
    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getByText('No items scanned yet')).toBeInTheDocument();
    expect(within(activity).getByRole('link', { name: 'Scan Your First Item' })).toHaveAttribute('href', PATHS.camera);
    expect(screen.getByRole('link', { name: 'Scan New Item' })).toHaveAttribute('href', PATHS.camera);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', PATHS.profile);
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', PATHS.history);
  });

  it('falls back to the e-mail in the header and Seller in the greeting, and signs out', async () => {
    const signOutSpy = showDashboardFor({
      uid: '2',
      displayName: null,
      email: 'bob@example.com',
      emailVerified: false,
    });
    expect(screen.getByRole('heading', { name: 'Welcome back, Seller!' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('bob@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOutSpy).toHaveBeenCalledTimes(1);
  });
});

describe('DashboardNotice', () => {
  const ALICE: AppUser = { uid: '1', displayName: 'Alice Smith', email: 'a@example.com', emailVerified: false };

  it('shows the message the auth screen handed over, until dismissed', async () => {
    showDashboardFor(ALICE, undefined, { notice: 'Account created! Please check your email to verify your account.' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Account created! Please check your email to verify your account.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([null, {}, { notice: 42 }])('shows nothing for router state %p', (state) => {
    showDashboardFor(ALICE, undefined, state);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
