/** The route table of spec §2. The host is the only router. */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { EXPOSED, Spinner, useAuth } from '@snap/shared';
import { PATHS } from '@snap/shared/contracts';
import { CameraRoute, LoadingUnderEarlyCapture } from './CameraRoute';
import { LandingPage } from './features/landing/components/LandingPage';
import { RemoteRoute } from './features/remotes';
import { AUTH_PATH, SIGNED_IN_ROUTES } from './routes';

// Their own chunks: most visitors never open them, so the landing page's download leaves them out.
const PrivacyPage = lazy(() => import('./features/legal/components/PrivacyPage'));
const TermsPage = lazy(() => import('./features/legal/components/TermsPage'));
const pageLoading = <Spinner size="lg" fullScreen label="Loading the page" />;
const page = (element: ReactNode) => <Suspense fallback={pageLoading}>{element}</Suspense>;
const signedIn = SIGNED_IN_ROUTES.map(({ path, id, what }) => ({ path, element: <RemoteRoute id={id} what={what} /> }));

export function AppRoutes() {
  const { user, loading } = useAuth();
  // On /camera the early screen stands over this too: the session loads behind it.
  if (loading) return <LoadingUnderEarlyCapture label="Loading your session" />;
  return (
    <Routes>
      <Route path={PATHS.home} element={<LandingPage />} />
      {/* /auth/signin is the e-mail link return path; it matches :tab and the auth screen handles it. */}
      <Route path={`${AUTH_PATH}/:tab?`} element={<RemoteRoute id={EXPOSED.auth} what="sign-in" />} />
      <Route path={PATHS.privacy} element={page(<PrivacyPage />)} />
      <Route path={PATHS.terms} element={page(<TermsPage />)} />
      <Route path={PATHS.camera} element={<CameraRoute />} />
      {user && signedIn.map(({ path, element }) => <Route key={path} path={path} element={element} />)}
      <Route path="*" element={<Navigate to={PATHS.home} replace />} />
    </Routes>
  );
}
