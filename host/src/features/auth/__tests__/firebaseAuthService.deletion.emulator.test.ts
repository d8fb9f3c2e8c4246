/**
 * @jest-environment node
 *
 * Account deletion against the real Auth emulator (`npm run test:emulators`): the seller's data
 * goes first, then the account; a sign-in too old for Firebase is refused before anything is
 * deleted, and re-authenticating lets it through.
 */
import { needsRecentSignIn } from '@snap/shared';
import { startEmulatorAuthService } from '../../../testing/emulatorAuthService';

const PASSWORD = 'secret-123';
const { service, lastReport, newEmail, reset, stop } = startEmulatorAuthService();

beforeEach(reset);
afterEach(() => jest.restoreAllMocks());
afterAll(stop);

async function signedUp(): Promise<string> {
  const email = newEmail();
  await service.signUpWithEmail({ email, password: PASSWORD });
  return email;
}

describe('deleteAccount', () => {
  it('runs beforeDelete, deletes the account and signs out; the password no longer signs in', async () => {
    const email = await signedUp();
    expect(lastReport()).toMatchObject({ email, providerIds: ['password'] });
    const steps: string[] = [];
    await service.deleteAccount(async () => {
      steps.push(lastReport() ? 'data deleted while signed in' : 'data deleted signed out');
    });
    expect(steps).toEqual(['data deleted while signed in']);
    expect(lastReport()).toBeNull();
    await expect(service.signInWithEmail(email, PASSWORD)).rejects.toThrow(
      /No account found with this email\.|Incorrect email or password\./,
    );
  });

  it('refuses an old sign-in before deleting anything; re-authenticating lets it through', async () => {
    const email = await signedUp();
    const realNow = Date.now;
    const later = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 10 * 60_000);
    const beforeDelete = jest.fn(() => Promise.resolve());

    const refused = await service.deleteAccount(beforeDelete).catch((error: unknown) => error);
    expect(needsRecentSignIn(refused)).toBe(true);
    expect((refused as Error).message).toBe('Please sign in again to continue.');
    expect(beforeDelete).not.toHaveBeenCalled();
    expect(lastReport()).toMatchObject({ email });

    later.mockRestore();
    await expect(service.reauthenticateWithPassword('not-the-password')).rejects.toThrow(
      'Incorrect email or password.',
    );
    await service.reauthenticateWithPassword(PASSWORD);
    await service.deleteAccount(beforeDelete);
    expect(beforeDelete).toHaveBeenCalledTimes(1);
    expect(lastReport()).toBeNull();
  });

  it('says so when nobody is signed in', async () => {
    await expect(service.deleteAccount()).rejects.toThrow('No user signed in');
    await expect(service.reauthenticateWithPassword(PASSWORD)).rejects.toThrow('No user signed in');
  });
});
