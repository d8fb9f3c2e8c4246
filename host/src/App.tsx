import { useCallback, useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme, type AppConfig } from '@snap/shared';
import { RouterNavigation } from '@snap/shared/router';
import { AppRoutes } from './AppRoutes';
import { AiClientProvider } from './features/ai/AiClientProvider';
import { AuthProviderAtRoute } from './features/auth/AuthProviderAtRoute';
import { ListingsPortProvider, firestoreListingsLoader } from './features/listings/ListingsPortProvider';
import { SharePortProvider } from './features/share/SharePortProvider';
import { NotificationArea } from './features/shell/NotificationArea';
import { VersionBadge } from './features/shell/VersionBadge';

export interface AppProps {
  config: AppConfig;
  /** No persisted session and no sign-in link (persistedSession.ts): no auth spinner, and the SDK loads on demand. */
  knownSignedOut: boolean;
}

export function App({ config, knownSignedOut }: AppProps) {
  // The Firebase SDK is a separate chunk ("auth-sdk"): fetched in parallel with the first render for
  // a visitor who may be signed in, and only when needed for one known to be signed out (AuthProvider).
  const loadAuthService = useCallback(
    () => import(/* webpackChunkName: "auth-sdk" */ './features/auth/firebaseAuthService').then(({ createFirebaseAuthService }) => createFirebaseAuthService(config)),
    [config],
  );
  const loadListings = useMemo(() => firestoreListingsLoader(config), [config]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
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
      </BrowserRouter>
      <NotificationArea />
      <VersionBadge />
    </ThemeProvider>
  );
}
