/**
 * Standalone development shell for remote-account (`npm run dev -w remote-account`): the auth
 * screen, dashboard and profile, signed in as the sample seller. The switch signs out; the auth
 * screen's forms sign the stand-in in again. Like the host, the signed-in pages send a signed-out
 * visitor to /auth, and each page gets its route's params.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { AppRedirect, useAuth } from '@snap/shared';
import { RouterNavigation } from '@snap/shared/router';
import { StandaloneShell, type StandalonePage } from '@snap/shared/standalone';
import AuthRoute from './AuthRoute';
import DashboardRoute from './DashboardRoute';
import ProfileRoute from './ProfileRoute';
import { PATHS } from '@snap/shared/contracts';

const PAGES: StandalonePage[] = [
  { label: 'Auth', to: PATHS.auth },
  { label: 'Dashboard', to: PATHS.dashboard },
  { label: 'Profile', to: PATHS.profile },
];

function SignedIn({ children }: { children: ReactNode }) {
  return useAuth().user ? children : <AppRedirect to={PATHS.auth} replace />;
}

const page = (element: ReactNode) => <RouterNavigation>{element}</RouterNavigation>;

createRoot(document.getElementById('root')!).render(
  <StandaloneShell remote="remote-account" signedIn pages={PAGES}>
    <Routes>
      <Route
        path={PATHS.dashboard}
        element={page(
          <SignedIn>
            <DashboardRoute />
          </SignedIn>,
        )}
      />
      <Route
        path={PATHS.profile}
        element={page(
          <SignedIn>
            <ProfileRoute />
          </SignedIn>,
        )}
      />
      <Route path={`${PATHS.auth}/:tab?`} element={page(<AuthRoute />)} />
      <Route path="*" element={page(<AppRedirect to={PATHS.dashboard} replace />)} />
    </Routes>
  </StandaloneShell>,
);
