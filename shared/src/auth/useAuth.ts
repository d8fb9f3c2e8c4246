import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './AuthContext';

/** Reading the signed-in state outside the area that supplies it is an error (spec §6). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) {
    throw new Error('useAuth must be used within an AuthProvider');
  }
  return value;
}
