import { useCallback } from 'react';
import { useAuth } from '@snap/shared';

/** Sign-out for header buttons: a failure is only logged (spec §8); the service already logs it. */
export function useSignOut(): () => void {
  const { signOut } = useAuth();
  return useCallback(() => {
    signOut().catch(() => undefined);
  }, [signOut]);
}
