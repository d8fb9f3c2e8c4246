import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth } from '@snap/shared';
import { AuthProvider } from '../AuthProvider';
import type { AuthService } from '../authService';
import { createFakeAuthService } from '../../../testing/fakeAuthService';

function SignInButton() {
  const { signInWithEmail } = useAuth();
  return (
    <button
      type="button"
      onClick={() =>
        signInWithEmail('a@example.com', 'secret1').then(
          () => document.body.setAttribute('data-result', 'signed in'),
          (error: Error) => document.body.setAttribute('data-result', error.message),
        )
      }
    >
      Sign in
    </button>
  );
}

function renderWith(loadService: () => Promise<AuthService>) {
  render(
    <AuthProvider loadService={loadService} knownSignedOut>
      <SignInButton />
    </AuthProvider>,
  );
}

afterEach(() => document.body.removeAttribute('data-result'));

describe('AuthProvider operations before the SDK has loaded', () => {
  it('waits for the SDK instead of failing', async () => {
    const service = createFakeAuthService();
    let arrive: (s: AuthService) => void = () => undefined;
    renderWith(() => new Promise<AuthService>((resolve) => (arrive = resolve)));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(service.signInWithEmail).not.toHaveBeenCalled();
    await act(async () => arrive(service));
    expect(service.signInWithEmail).toHaveBeenCalledWith('a@example.com', 'secret1');
    expect(document.body).toHaveAttribute('data-result', 'signed in');
  });

  it('says sign-in is unavailable when the SDK cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWith(() => Promise.reject(new Error('ChunkLoadError')));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await act(async () => undefined);
    expect(document.body).toHaveAttribute(
      'data-result',
      'Sign-in is unavailable right now. Check your connection and try again.',
    );
  });
});
