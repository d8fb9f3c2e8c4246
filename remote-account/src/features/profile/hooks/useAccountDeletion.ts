/**
 * Deleting the account: every saved listing and on-device photo (the listings port), then the
 * account, then home signed out. When Firebase wants a fresh sign-in it says so before anything is
 * deleted (AuthOperations.deleteAccount); we ask for it and carry on.
 */
import { useCallback, useState } from 'react';
import { needsRecentSignIn, useAppNavigate, useAuth, useListingsPort } from '@snap/shared';
import { messageOf } from '@snap/shared/errors';

export const DELETE_FAILED = 'Failed to delete account';

export function useAccountDeletion() {
  const { deleteAccount, reauthenticateWithPassword, reauthenticateWithGoogle } = useAuth();
  const listings = useListingsPort();
  const navigate = useAppNavigate();
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = useCallback(async () => {
    if (!deleteAccount) return;
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(async () => {
        await listings?.removeAll();
      });
      navigate('/', { replace: true });
    } catch (failure) {
      if (needsRecentSignIn(failure)) setNeedsSignIn(true);
      else setError(messageOf(failure, DELETE_FAILED));
    } finally {
      setBusy(false);
    }
  }, [deleteAccount, listings, navigate]);

  /** Confirms the sign-in (a password, or the Google popup when none is given), then deletes. */
  const reauthenticateAndRemove = useCallback(
    async (password?: string) => {
      setBusy(true);
      setError(null);
      try {
        if (password === undefined) await reauthenticateWithGoogle?.();
        else await reauthenticateWithPassword?.(password);
      } catch (failure) {
        setError(messageOf(failure, 'Authentication failed'));
        setBusy(false);
        return;
      }
      setNeedsSignIn(false);
      await remove();
    },
    [reauthenticateWithGoogle, reauthenticateWithPassword, remove],
  );

  const reset = useCallback(() => {
    setNeedsSignIn(false);
    setError(null);
  }, []);

  return { available: Boolean(deleteAccount), needsSignIn, busy, error, remove, reauthenticateAndRemove, reset };
}
