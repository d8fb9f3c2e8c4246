/** The route table of spec §2. The host is the only router. */
import { Navigate, Route, Routes } from 'react-router-dom';
import { EXPOSED, Spinner, useAuth } from '@snap/shared';
import { LandingPage } from './features/landing/components/LandingPage';
import { RemoteRoute } from './features/remotes/RemoteRoute';

export function AppRoutes() {
  const { user, loading } = useAuth();
  if (loading) return <Spinner size="lg" fullScreen label="Loading your session" />;
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      {/* /auth/signin is the e-mail link return path; it matches :tab and the auth screen handles it. */}
      <Route path="/auth/:tab?" element={<RemoteRoute id={EXPOSED.auth} what="sign-in" />} />
      <Route path="/camera" element={<RemoteRoute id={EXPOSED.capture} what="the camera" />} />
      {user && <Route path="/dashboard" element={<RemoteRoute id={EXPOSED.dashboard} what="your dashboard" />} />}
      {user && <Route path="/profile" element={<RemoteRoute id={EXPOSED.profile} what="your profile" />} />}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
