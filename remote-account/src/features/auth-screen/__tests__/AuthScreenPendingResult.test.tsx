import { screen } from '@testing-library/react';
import { markPendingResult } from '@snap/shared';
import { ALICE, address, email, password, renderAuthRoute, setupUser, submit } from './authHarness';
import { PATHS, authTabPath } from '@snap/shared/contracts';

describe('auth screen with a result waiting to be saved', () => {
  beforeEach(() => markPendingResult(localStorage));
  afterEach(() => localStorage.clear());

  it('returns a signed-in seller to the result on /camera instead of the dashboard', () => {
    renderAuthRoute(authTabPath('signup'), { user: ALICE });
    expect(screen.getByText('Camera')).toBeInTheDocument();
    expect(address().textContent).toBe(PATHS.camera);
  });

  it('after signing in, goes back to the result', async () => {
    const user = setupUser();
    renderAuthRoute(PATHS.auth, {
      operations: (session) => ({ signInWithEmail: jest.fn(async () => session.set(ALICE)) }),
    });
    await user.type(email(), 'alice@example.com');
    await user.type(password(), 'secret-1');
    await user.click(submit('Sign In'));
    expect(await screen.findByText('Camera')).toBeInTheDocument();
  });
});
