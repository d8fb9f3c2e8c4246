import { screen, within } from '@testing-library/react';
import {
  ALICE,
  address,
  displayName,
  email,
  heading,
  password,
  renderAuthRoute,
  setupUser,
  submit,
} from './authHarness';
import { PATHS, authTabPath } from '@snap/shared/contracts';

describe('auth screen layout', () => {
  it('shows Sign In with Google above the or divider, the fields, the other modes and the benefits', () => {
    renderAuthRoute(PATHS.auth);
    expect(heading()).toHaveTextContent('Sign In');
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    const divider = screen.getByRole('separator');
    expect(divider).toHaveTextContent('or');
    expect(google.compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(divider.compareDocumentPosition(email()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toBeRequired();
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toBeRequired();
    expect(screen.queryByRole('textbox', { name: 'Display name (optional)' })).not.toBeInTheDocument();
    const others = screen.getByRole('navigation', { name: 'Other ways to sign in' });
    expect(
      within(others)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Sign Up', 'Passwordless Sign In']);
    expect(
      within(screen.getByRole('region', { name: 'Why create an account?' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(screen.getByRole('link', { name: '← Back to home' })).toHaveAttribute('href', '/');
  });

  it.each([
    [authTabPath('signup'), 'Sign Up', true, true],
    [authTabPath('passwordless'), 'Passwordless Sign In', false, false],
    [authTabPath('signin'), 'Sign In', true, false],
    [authTabPath('whatever'), 'Sign In', true, false],
  ])('%s preselects %s', (path, title, hasPassword, hasDisplayName) => {
    renderAuthRoute(path);
    expect(heading()).toHaveTextContent(title);
    expect(screen.queryByLabelText(/^Password/, { selector: 'input' }) !== null).toBe(hasPassword);
    expect(screen.queryByRole('textbox', { name: 'Display name (optional)' }) !== null).toBe(hasDisplayName);
  });

  it('shows a spinner while auth state loads', () => {
    renderAuthRoute(PATHS.auth, { loading: true });
    expect(screen.getByRole('progressbar', { name: 'Checking sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('sends a signed-in visitor to /dashboard', () => {
    renderAuthRoute(authTabPath('signup'), { user: ALICE });
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    expect(address().textContent).toBe(PATHS.dashboard);
  });
});

describe('switching modes', () => {
  it('clears the form, errors and messages, moves focus to the new heading and updates the address', async () => {
    const user = setupUser();
    renderAuthRoute(authTabPath('signin'), {
      operations: () => ({ signInWithEmail: () => Promise.reject(new Error('Incorrect email or password.')) }),
    });
    await user.type(email(), 'a@b.co');
    await user.type(password(), 'wrong!');
    await user.click(submit('Sign In'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(heading()).toHaveTextContent('Sign Up');
    expect(heading()).toHaveFocus();
    expect(address().textContent).toBe(authTabPath('signup'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(email()).toHaveValue('');
    expect(password()).toHaveValue('');
    await user.type(displayName(), 'Al');

    await user.click(screen.getByRole('button', { name: 'Passwordless Sign In' }));
    expect(heading()).toHaveTextContent('Passwordless Sign In');
    expect(email()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(displayName()).toHaveValue('');
  });
});

describe('a failed e-mail link', () => {
  it('is explained on the return path until the visitor switches modes', async () => {
    const user = setupUser();
    renderAuthRoute(`${PATHS.authLinkReturn}?mode=signIn&apiKey=k`, { linkError: 'Invalid sign-in link' });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Invalid sign-in link$/);
    await user.click(screen.getByRole('button', { name: 'Passwordless Sign In' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is explained when the provider answers after the screen shows, without taking the focus', async () => {
    const user = setupUser();
    const { failLink } = renderAuthRoute(`${PATHS.authLinkReturn}?mode=signIn&apiKey=k`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(email(), 'ann@');
    failLink('This sign-in link is invalid or has already been used.');
    expect(screen.getByRole('alert')).toHaveTextContent(/^This sign-in link is invalid or has already been used\.$/);
    await user.keyboard('example.com');
    expect(email()).toHaveValue('ann@example.com');
  });

  it('is not shown anywhere else', () => {
    renderAuthRoute(authTabPath('signup'), { linkError: 'Invalid sign-in link' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a failed Google redirect', () => {
  it('is explained on the screen the seller came back to, like a failed popup', () => {
    renderAuthRoute(authTabPath('signup'), { googleRedirectError: 'This account has been disabled.' });
    expect(screen.getByRole('alert')).toHaveTextContent(/^This account has been disabled\.$/);
  });
});
