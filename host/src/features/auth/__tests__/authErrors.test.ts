import { describeAuthError, withAuthError } from '../authErrors';

const coded = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });

describe('describeAuthError', () => {
  it.each([
    [coded('auth/invalid-credential'), 'Incorrect email or password.'],
    [coded('auth/wrong-password'), 'Incorrect email or password.'],
    [coded('auth/email-already-in-use'), 'An account with this email already exists. Try signing in instead.'],
    [coded('auth/weak-password'), 'Password should be at least 6 characters.'],
    [coded('auth/some-new-code'), 'Failed to sign in with email'],
    [new Error('No user signed in'), 'No user signed in'],
    [new Error(''), 'Failed to sign in with email'],
    ['not an error', 'Failed to sign in with email'],
  ])('turns %p into %p', (error, expected) => {
    expect(describeAuthError(error, 'Failed to sign in with email')).toBe(expected);
  });
});

describe('withAuthError', () => {
  it('logs and re-throws with a readable message, keeping the cause', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const cause = coded('auth/user-not-found');
    await expect(withAuthError('Failed to sign in with email', () => Promise.reject(cause))).rejects.toMatchObject({
      message: 'No account found with this email.',
      cause,
    });
    expect(log).toHaveBeenCalledWith('Failed to sign in with email', cause);
  });

  it('passes a result through', async () => {
    await expect(withAuthError('x', () => Promise.resolve(42))).resolves.toBe(42);
  });
});
