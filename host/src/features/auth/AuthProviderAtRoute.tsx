import { useLocation } from 'react-router-dom';
import { AuthProvider, type AuthProviderProps } from './AuthProvider';

export interface AuthProviderAtRouteProps extends Omit<AuthProviderProps, 'nearSignIn'> {
  /** The app's route table says whether a path is the auth screen or needs a user. */
  leadsToSignIn(pathname: string): boolean;
}

/** The AuthProvider told whether the current route is near sign-in (inside the router), so it can preload the SDK. */
export function AuthProviderAtRoute({ leadsToSignIn, ...props }: AuthProviderAtRouteProps) {
  const { pathname } = useLocation();
  return <AuthProvider {...props} nearSignIn={leadsToSignIn(pathname)} />;
}
