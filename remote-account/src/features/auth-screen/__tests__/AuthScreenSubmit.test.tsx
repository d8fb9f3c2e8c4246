import { act, screen } from '@testing-library/react';
import { ALICE, address, displayName, email, password, renderAuthRoute, setupUser, submit } from './authHarness';
import { PATHS, authTabPath } from '@snap/shared/contracts';

/** A promise the test settles by hand, to look at the screen while an operation runs. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('submitting', () => {
  it('disables submit with an empty e-mail, or with no password in a password mode', async () => {
    const user = setupUser();
    renderAuthRoute(authTabPath('signin'));
    expect(submit('Sign In')).toBeDisabled();
    await user.type(email(), ' ');
    expect(submit('Sign In')).toBeDisabled();
    await user.type(email(), 'a@b.co');
    expect(submit('Sign In')).toBeDisabled();
    await user.type(password(), 'x');
    expect(submit('Sign In')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Passwordless Sign In' }));
    await user.type(email(), 'a@b.co');
    expect(submit('Send Sign-In Link')).toBeEnabled();
  });

  it.each([
    ['an e-mail that is not one', 'not-an-email', 'secret-1', 'Please enter a valid email address.', email],
    ['a password under 6 characters', 'a@example.com', '12345', 'Password should be at least 6 characters.', password],
  ])(
    'checks %s before calling the provider, and focuses the field',
    async (_case, typedEmail, typedPassword, message, field) => {
      const user = setupUser();
      const { ops } = renderAuthRoute(authTabPath('signup'));
      await user.type(email(), typedEmail);
      await user.type(password(), typedPassword);
      await user.click(submit('Create Account'));
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(field()).toHaveFocus();
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(ops.signUpWithEmail).not.toHaveBeenCalled();
    },
  );

  it('is busy while the provider works, then shows its error in an alert and focuses it', async () => {
    const user = setupUser();
    const pending = deferred();
    const { ops } = renderAuthRoute(PATHS.auth, {
      operations: () => ({ signInWithEmail: jest.fn(() => pending.promise) }),
    });
    await user.type(email(), ' a@example.com ');
    await user.type(password(), 'wrong-password');
    await user.click(submit('Sign In'));
    expect(ops.signInWithEmail).toHaveBeenCalledWith('a@example.com', 'wrong-password');
    expect(submit('Signing in…')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Sign In' })).toHaveAttribute('aria-busy', 'true');

    await act(async () => pending.reject(new Error('Incorrect email or password.')));
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(submit('Sign In')).toBeEnabled();
  });

  it("falls back to 'Authentication failed' when the error says nothing", async () => {
    const user = setupUser();
    renderAuthRoute(PATHS.auth, { operations: () => ({ signInWithEmail: () => Promise.reject(new Error('')) }) });
    await user.type(email(), 'a@example.com');
    await user.type(password(), 'secret-1');
    await user.click(submit('Sign In'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Authentication failed$/);
  });

  it('signs in and goes to the dashboard', async () => {
    const user = setupUser();
    renderAuthRoute(PATHS.auth, {
      operations: (session) => ({ signInWithEmail: jest.fn(async () => session.set(ALICE)) }),
    });
    await user.type(email(), 'alice@example.com');
    await user.type(password(), 'secret-1');
    await user.click(submit('Sign In'));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(address().textContent).toBe(PATHS.dashboard);
  });

  it('creates the account, stays until the display name is set, then hands the dashboard its message', async () => {
    const user = setupUser();
    const profileSaved = deferred();
    const { ops } = renderAuthRoute(authTabPath('signup'), {
      operations: (session) => ({
        // Like Firebase: signed in as soon as the account exists, display name afterwards.
        signUpWithEmail: jest.fn(async () => {
          session.set({ ...ALICE, displayName: null });
          await profileSaved.promise;
        }),
      }),
    });
    await user.type(displayName(), '  Alice Smith ');
    await user.type(email(), 'alice@example.com');
    await user.type(password(), 'secret-1');
    await user.click(submit('Create Account'));
    expect(ops.signUpWithEmail).toHaveBeenCalledWith({
      email: 'alice@example.com',
      password: 'secret-1',
      displayName: 'Alice Smith',
    });
    expect(submit('Creating account…')).toBeDisabled();

    await act(async () => profileSaved.resolve());
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    expect(address()).toHaveTextContent(
      `${PATHS.dashboard} (notice: Account created! Please check your email to verify your account.)`,
    );
  });

  it('leaves out a blank display name', async () => {
    const user = setupUser();
    const { ops } = renderAuthRoute(authTabPath('signup'));
    await user.type(displayName(), '   ');
    await user.type(email(), 'bob@example.com');
    await user.type(password(), 'secret-1');
    await user.click(submit('Create Account'));
    expect(ops.signUpWithEmail).toHaveBeenCalledWith({
      email: 'bob@example.com',
      password: 'secret-1',
      displayName: undefined,
    });
  });

  it('sends a sign-in link and says so politely', async () => {
    const user = setupUser();
    const { ops } = renderAuthRoute(authTabPath('passwordless'));
    await user.type(email(), 'alice@example.com');
    await user.click(submit('Send Sign-In Link'));
    expect(ops.sendSignInLink).toHaveBeenCalledWith('alice@example.com');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(/^Sign-in link sent! Check your email and click the link to sign in\.$/);
    expect(status).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Google', () => {
  it('signs in with the popup and goes to the dashboard', async () => {
    const user = setupUser();
    const { ops } = renderAuthRoute(PATHS.auth, {
      operations: (session) => ({ signInWithGoogle: jest.fn(async () => session.set(ALICE)) }),
    });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(ops.signInWithGoogle).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it.each([
    [new Error('The sign-in window was closed before finishing.'), 'The sign-in window was closed before finishing.'],
    [new Error(''), 'Failed to sign in with Google'],
    ['not even an error', 'Failed to sign in with Google'],
  ])('shows %p as %p', async (failure, message) => {
    const user = setupUser();
    renderAuthRoute(PATHS.auth, { operations: () => ({ signInWithGoogle: () => Promise.reject(failure) }) });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
  });
});
