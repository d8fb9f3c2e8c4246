import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth } from '@snap/shared';
import { AuthProvider } from '../AuthProvider';
import { ALICE, createFakeAuthService } from '../../../testing/fakeAuthService';

/** Calls the three account-deletion operations the profile uses, in its order. */
function DeleteButton({ onDataDeleted }: { onDataDeleted(): Promise<void> }) {
  const { deleteAccount, reauthenticateWithPassword, reauthenticateWithGoogle } = useAuth();
  const run = async () => {
    await reauthenticateWithPassword?.('secret-123');
    await reauthenticateWithGoogle?.();
    await deleteAccount?.(onDataDeleted);
  };
  return (
    <button type="button" onClick={() => void run()}>
      Delete
    </button>
  );
}

describe('AuthProvider: account deletion', () => {
  it('passes deletion and re-authentication through to the service, with the data step', async () => {
    const service = createFakeAuthService();
    const onDataDeleted = jest.fn(() => Promise.resolve());
    render(
      <AuthProvider loadService={() => Promise.resolve(service)}>
        <DeleteButton onDataDeleted={onDataDeleted} />
      </AuthProvider>,
    );
    await act(async () => service.emit(ALICE));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(service.reauthenticateWithPassword).toHaveBeenCalledWith('secret-123');
    expect(service.reauthenticateWithGoogle).toHaveBeenCalledTimes(1);
    expect(service.deleteAccount).toHaveBeenCalledWith(onDataDeleted);
    expect(onDataDeleted).toHaveBeenCalledTimes(1);
  });
});
