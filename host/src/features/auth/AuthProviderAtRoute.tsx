import { useLocation } from 'react-router-dom';
import { AuthProvider, type AuthProviderProps } from './AuthProvider';

/** The AuthProvider told the current route, so it can preload the SDK where sign-in is near (inside the router). */
export function AuthProviderAtRoute(props: Omit<AuthProviderProps, 'pathname'>) {
  const { pathname } = useLocation();
  return <AuthProvider {...props} pathname={pathname} />;
}
