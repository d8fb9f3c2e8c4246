import { useCallback, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme, type AppConfig } from '@snap/shared';
import { RouterNavigation } from '@snap/shared/router';
import { AppRoutes } from './AppRoutes';
import { AiClientProvider } from './features/ai/AiClientProvider';
import { AuthProvider } from './features/auth/AuthProvider';
import { mayHaveSession } from './features/auth/persistedSession';
import { SharePortProvider } from './features/share/SharePortProvider';
import { NotificationArea } from './features/shell/NotificationArea';
import { VersionBadge } from './features/shell/VersionBadge';

export function App({ config }: { config: AppConfig }) {
  // The Firebase SDK is a separate chunk, fetched in parallel with the first render.
  const loadAuthService = useCallback(
    () => import('./features/auth/firebaseAuthService').then(({ createFirebaseAuthService }) => createFirebaseAuthService(config)),
    [config],
  );
  const [knownSignedOut] = useState(() => !mayHaveSession(window.localStorage, window.location.href));
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <RouterNavigation>
          <AuthProvider loadService={loadAuthService} knownSignedOut={knownSignedOut}>
            <AiClientProvider gatewayUrl={config.gatewayUrl}>
              <SharePortProvider>
                <AppRoutes />
              </SharePortProvider>
            </AiClientProvider>
          </AuthProvider>
        </RouterNavigation>
      </BrowserRouter>
      <NotificationArea />
      <VersionBadge />
    </ThemeProvider>
  );
}
