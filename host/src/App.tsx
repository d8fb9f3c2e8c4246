import { useCallback, useMemo, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme, type AppConfig } from '@snap/shared';
import { RouterNavigation } from '@snap/shared/router';
import { AppRoutes } from './AppRoutes';
import { AiClientProvider } from './features/ai/AiClientProvider';
import { AuthProviderAtRoute } from './features/auth/AuthProviderAtRoute';
import { ListingsPortProvider, firestoreListingsLoader } from './features/listings/ListingsPortProvider';
import { remoteReleases } from './features/remotes/remoteReleases';
import { SharePortProvider } from './features/share/SharePortProvider';
import { NotificationArea } from './features/shell/NotificationArea';
import { VersionBadge } from './features/shell/VersionBadge';

export interface AppProps {
  config: AppConfig;
  /** No persisted session and no sign-in link (persistedSession.ts): no auth spinner, and the SDK loads on demand. */
  knownSignedOut: boolean;
  /** Rendered at build time for this path (host/prerender): no browser history there. */
  location?: string;
}

function Router({ location, children }: { location?: string; children: ReactNode }) {
  return location === undefined ? <BrowserRouter>{children}</BrowserRouter> : <StaticRouter location={location}>{children}</StaticRouter>;
}

export function App({ config, knownSignedOut, location }: AppProps) {
  // The Firebase SDK is a separate chunk ("auth-sdk"): fetched in parallel with the first render for
  // a visitor who may be signed in, and only when needed for one known to be signed out (AuthProvider).
  const loadAuthService = useCallback(
    () => import(/* webpackChunkName: "auth-sdk" */ './features/auth/firebaseAuthService').then(({ createFirebaseAuthService }) => createFirebaseAuthService(config)),
    [config],
  );
  const loadListings = useMemo(() => firestoreListingsLoader(config), [config]);
  const loadReleases = useCallback(() => remoteReleases(config.remotes), [config]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Router location={location}>
        <RouterNavigation>
          <AuthProviderAtRoute loadService={loadAuthService} knownSignedOut={knownSignedOut}>
            <AiClientProvider gatewayUrl={config.gatewayUrl}>
              <ListingsPortProvider load={loadListings}>
                <SharePortProvider>
                  <AppRoutes />
                </SharePortProvider>
              </ListingsPortProvider>
            </AiClientProvider>
          </AuthProviderAtRoute>
        </RouterNavigation>
      </Router>
      <NotificationArea />
      <VersionBadge loadReleases={loadReleases} />
    </ThemeProvider>
  );
}
