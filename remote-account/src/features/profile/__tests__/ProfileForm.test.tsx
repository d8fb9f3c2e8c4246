import { screen, within } from '@testing-library/react';
import { ALICE, renderProfile } from './profileHarness';

const nameField = () => screen.getByRole('textbox', { name: 'Display name' });
const saveName = () => screen.getByRole('button', { name: 'Save Name' });

describe('Profile: display name', () => {
  it('updates the name with the profile operation and says so; the button waits for a change', async () => {
    const { ops, user, session } = renderProfile({
      operations: (s) => ({
        updateDisplayName: jest.fn(async (name: string) => s.set({ ...ALICE, displayName: name })),
      }),
    });
    expect(nameField()).toHaveValue('Alice Smith');
    expect(saveName()).toBeDisabled();

    await user.clear(nameField());
    await user.type(nameField(), '  Alicia Keys ');
    await user.click(saveName());

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated!');
    expect(ops.updateDisplayName).toHaveBeenCalledWith('Alicia Keys');
    expect(session.get()?.displayName).toBe('Alicia Keys');
    expect(saveName()).toBeDisabled();
  });

  it("shows the provider's message, or spec §8's fallback", async () => {
    const { user } = renderProfile({
      operations: () => ({ updateDisplayName: jest.fn(() => Promise.reject(new Error(''))) }),
    });
    await user.type(nameField(), ' Jr');
    await user.click(saveName());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile');
  });
});

describe('Profile: e-mail and sign-in', () => {
  it('shows the address unverified and resends the verification e-mail', async () => {
    const { ops, user } = renderProfile();
    const email = screen.getByRole('region', { name: 'Email' });
    expect(within(email).getByText('alice@example.com')).toBeInTheDocument();
    expect(within(email).getByText('Not verified')).toBeInTheDocument();
    await user.click(within(email).getByRole('button', { name: 'Resend verification email' }));
    expect(await within(email).findByRole('status')).toHaveTextContent(
      'Verification email sent! Please check your email to verify your account.',
    );
    expect(ops.resendVerification).toHaveBeenCalledTimes(1);
  });

  it('a failed resend shows spec §8 message', async () => {
    const { user } = renderProfile({
      operations: () => ({ resendVerification: jest.fn(() => Promise.reject(new Error(''))) }),
    });
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to resend verification email');
  });

  it('a verified address offers no resend; linked methods are listed', () => {
    renderProfile({ user: { ...ALICE, emailVerified: true, providerIds: ['google.com', 'password'] } });
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
    const methods = screen.getByRole('region', { name: 'Sign-in methods' });
    expect(
      within(methods)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Google', 'Email (password or sign-in link)']);
  });

  it('Sign Out signs out and goes home', async () => {
    const { ops, user } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(ops.signOut).toHaveBeenCalledTimes(1);
  });
});
