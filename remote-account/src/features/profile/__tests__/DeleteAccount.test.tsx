import { screen } from '@testing-library/react';
import { RECENT_SIGN_IN_REQUIRED } from '@snap/shared';
import { ALICE, dialog, fakeListingsPort, renderProfile } from './profileHarness';

const recentSignInRequired = () =>
  Object.assign(new Error('Please sign in again to continue.'), { cause: { code: RECENT_SIGN_IN_REQUIRED } });
const open = async (user: ReturnType<typeof renderProfile>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Delete my account and data' }));
  return dialog();
};
const confirmField = () => screen.getByRole('textbox', { name: 'Your email' });
const deleteForever = () => screen.getByRole('button', { name: 'Delete Forever' });

describe('Profile: delete my account and data', () => {
  it('asks for the e-mail, deletes the listings first, then the account, and goes home', async () => {
    const listings = fakeListingsPort();
    const order: string[] = [];
    listings.removeAll.mockImplementation(async () => void order.push('listings'));
    const { ops, user } = renderProfile({
      listings,
      operations: (session) => ({
        deleteAccount: jest.fn(async (beforeDelete?: () => Promise<void>) => {
          await beforeDelete?.();
          order.push('account');
          session.set(null);
        }),
      }),
    });
    await open(user);
    expect(deleteForever()).toBeDisabled();
    await user.type(confirmField(), 'alice@example.co');
    expect(deleteForever()).toBeDisabled();
    await user.type(confirmField(), 'M');
    await user.click(deleteForever());

    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(order).toEqual(['listings', 'account']);
    expect(ops.deleteAccount).toHaveBeenCalledTimes(1);
  });

  it('Cancel closes the dialog and deletes nothing', async () => {
    const listings = fakeListingsPort();
    const { ops, user } = renderProfile({ listings });
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ops.deleteAccount).not.toHaveBeenCalled();
    expect(listings.removeAll).not.toHaveBeenCalled();
  });

  it('when Firebase wants a fresh sign-in, asks for the password, re-authenticates and deletes', async () => {
    const deleteAccount = jest
      .fn<Promise<void>, [(() => Promise<void>)?]>()
      .mockRejectedValueOnce(recentSignInRequired())
      .mockResolvedValueOnce(undefined);
    const { ops, user } = renderProfile({ operations: () => ({ deleteAccount }) });
    await open(user);
    await user.type(confirmField(), ALICE.email ?? '');
    await user.click(deleteForever());

    const password = await screen.findByLabelText('Password');
    await user.type(password, 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Confirm and Delete' }));

    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(ops.reauthenticateWithPassword).toHaveBeenCalledWith('secret-123');
    expect(deleteAccount).toHaveBeenCalledTimes(2);
  });

  it('a Google account re-authenticates with the popup', async () => {
    const deleteAccount = jest
      .fn<Promise<void>, [(() => Promise<void>)?]>()
      .mockRejectedValueOnce(recentSignInRequired())
      .mockResolvedValueOnce(undefined);
    const { ops, user } = renderProfile({
      user: { ...ALICE, providerIds: ['google.com'] },
      operations: () => ({ deleteAccount }),
    });
    await open(user);
    await user.type(confirmField(), ALICE.email ?? '');
    await user.click(deleteForever());
    await user.click(await screen.findByRole('button', { name: 'Continue with Google and Delete' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(ops.reauthenticateWithGoogle).toHaveBeenCalledTimes(1);
  });

  it('a wrong password is said and nothing is deleted', async () => {
    const deleteAccount = jest.fn<Promise<void>, [(() => Promise<void>)?]>().mockRejectedValue(recentSignInRequired());
    const { user } = renderProfile({
      operations: () => ({
        deleteAccount,
        reauthenticateWithPassword: jest.fn(() => Promise.reject(new Error('Incorrect email or password.'))),
      }),
    });
    await open(user);
    await user.type(confirmField(), ALICE.email ?? '');
    await user.click(deleteForever());
    await user.type(await screen.findByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Confirm and Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(deleteAccount).toHaveBeenCalledTimes(1);
  });

  it('any other failure is shown and the dialog stays', async () => {
    const { user } = renderProfile({
      operations: () => ({ deleteAccount: jest.fn(() => Promise.reject(new Error(''))) }),
    });
    await open(user);
    await user.type(confirmField(), ALICE.email ?? '');
    await user.click(deleteForever());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete account');
    expect(dialog()).toBeInTheDocument();
  });
});
