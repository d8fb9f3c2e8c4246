/**
 * @jest-environment node
 *
 * The real AuthService against the real Auth emulator (`npm run test:emulators`): password
 * accounts, the signed-in user's operations, and Google's fallback message.
 */
import { readOobCodes } from '../../../testing/authEmulator';
import { startEmulatorAuthService } from '../../../testing/emulatorAuthService';

const PASSWORD = 'secret-123';
const { service, lastReport, newEmail, reset, stop } = startEmulatorAuthService();

beforeEach(reset);
afterAll(stop);

describe('password accounts', () => {
  it('signs up with a display name that listeners see at once, and sends a verification e-mail', async () => {
    const email = newEmail();
    await service.signUpWithEmail({ email, password: PASSWORD, displayName: '  Alice Smith ' });
    expect(lastReport()).toMatchObject({ email, displayName: 'Alice Smith', emailVerified: false });
    expect((await readOobCodes(email)).map((code) => code.requestType)).toEqual(['VERIFY_EMAIL']);
  });

  it('signs up without a display name when none is given', async () => {
    const email = newEmail();
    await service.signUpWithEmail({ email, password: PASSWORD, displayName: '   ' });
    expect(lastReport()).toMatchObject({ email, displayName: null });
  });

  it('signs in with the password, and signing out clears the user', async () => {
    const email = newEmail();
    await service.signUpWithEmail({ email, password: PASSWORD });
    await service.signOut();
    expect(lastReport()).toBeNull();
    await service.signInWithEmail(email, PASSWORD);
    expect(lastReport()).toMatchObject({ email });
    await expect(service.getIdToken()).resolves.toEqual(expect.any(String));
    await service.signOut();
    expect(lastReport()).toBeNull();
  });

  it('says the password is wrong in a sentence, and logs the failure', async () => {
    const email = newEmail();
    await service.signUpWithEmail({ email, password: PASSWORD });
    await service.signOut();
    await expect(service.signInWithEmail(email, 'not-the-password')).rejects.toThrow('Incorrect email or password.');
    expect(console.error).toHaveBeenCalledWith(
      'Failed to sign in with email',
      expect.objectContaining({ code: expect.stringMatching(/^auth\//) }),
    );
    expect(lastReport()).toBeNull();
  });

  it('refuses a password shorter than 6 characters', async () => {
    await expect(service.signUpWithEmail({ email: newEmail(), password: '12345' })).rejects.toThrow(
      'Password should be at least 6 characters.',
    );
  });

  it('refuses a second account for the same e-mail', async () => {
    const email = newEmail();
    await service.signUpWithEmail({ email, password: PASSWORD });
    await service.signOut();
    await expect(service.signUpWithEmail({ email, password: PASSWORD })).rejects.toThrow(
      'An account with this email already exists. Try signing in instead.',
    );
  });
});

describe('the signed-in user', () => {
  it('needs a user to resend verification or update the profile', async () => {
    await expect(service.resendVerification()).rejects.toThrow('No user signed in');
    await expect(service.updateDisplayName('Bob')).rejects.toThrow('No user signed in');
  });

  it('resends the verification e-mail', async () => {
    const email = newEmail();
    await service.signUpWithEmail({ email, password: PASSWORD });
    await service.resendVerification();
    expect((await readOobCodes(email)).map((code) => code.requestType)).toEqual(['VERIFY_EMAIL', 'VERIFY_EMAIL']);
  });

  it('updates the display name, tells listeners, and keeps it for the next sign-in', async () => {
    const email = newEmail();
    await service.signUpWithEmail({ email, password: PASSWORD });
    await service.updateDisplayName('Bob Stone');
    expect(lastReport()).toMatchObject({ displayName: 'Bob Stone' });
    await service.signOut();
    await service.signInWithEmail(email, PASSWORD);
    expect(lastReport()).toMatchObject({ email, displayName: 'Bob Stone' });
  });
});

describe('Google', () => {
  it('falls back to the spec message when the provider gives nothing usable (no popup outside a browser)', async () => {
    await expect(service.signInWithGoogle()).rejects.toThrow('Failed to sign in with Google');
  });
});
