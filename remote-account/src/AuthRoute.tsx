/** Exposed as remote_account/AuthRoute: /auth/:tab? and the e-mail link return path /auth/signin. */
import { Spinner, useAuth } from '@snap/shared';
import { AuthScreen } from './features/auth-screen/components/AuthScreen';

export default function AuthRoute() {
  const { loading } = useAuth();
  if (loading) return <Spinner size="lg" fullScreen label="Checking sign-in" />;
  // The screen redirects a signed-in visitor itself: it must not be unmounted mid-operation.
  return <AuthScreen />;
}
