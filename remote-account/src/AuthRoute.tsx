/** Exposed as remote_account/AuthRoute: /auth/:tab? and /auth/signin. */
import { Navigate } from 'react-router-dom';
import { Spinner, useAuth } from '@snap/shared';
import { AuthScreen } from './features/auth-screen/components/AuthScreen';

export default function AuthRoute() {
  const { user, loading } = useAuth();
  if (loading) return <Spinner size="lg" fullScreen label="Checking sign-in" />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <AuthScreen />;
}
