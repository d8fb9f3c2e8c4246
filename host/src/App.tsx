import { useCallback, useMemo, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import RtlProvider from '@mui/system/RtlProvider';
import { PhotoHandoffContext, theme, type AppConfig } from '@snap/shared';
import { RouterNavigation } from '@snap/shared/router';
import { AppRoutes } from './AppRoutes';
import { AiClientProvider } from './features/ai/AiClientProvider';
import { AuthProviderAtRoute } from './features/auth/AuthProviderAtRoute';
import { deviceStores, forgetDevice, FORGET_WAIT_MS } from './features/auth/forgetDevice';
import { useUnsyncedSignOutCheck } from './features/auth/useUnsyncedSignOutCheck';
import { ListingsPortProvider, firestoreListingsLoader, writesStillWaiting } from './features/listings';
import { EarlyCapturePathGuard, earlyPhotoHandoff } from './features/early-capture/earlyCapture';
import { ManageListingPortProvider } from './features/manage-listing/ManageListingPortProvider';
import { remoteReleases } from './features/remotes';
import { SharePortProvider } from './features/share/SharePortProvider';
import { NotificationArea } from './features/shell/NotificationArea';
import { routeLeadsToSignIn, routeListsListings } from './routes';
import { VersionBadge } from './features/shell/VersionBadge';

export interface AppProps {
  config: AppConfig;
  /**
   * No persisted session and no sign-in link (persistedSession.ts): no auth spinner; the SDK loads
   * as AuthProvider.tsx says.
   */
  knownSignedOut: boolean;
  /** Rendered at build time for this path (host/prerender): no browser history there. */
  location?: string;
}

function Router({ location, children }: { location?: string; children: ReactNode }) {
  if (location === undefined) return <BrowserRouter>{children}</BrowserRouter>;
  return <StaticRouter location={location}>{children}</StaticRouter>;
}

const authSdk = () => import(/* webpackChunkName: "auth-sdk" */ './features/auth/firebaseAuthService');

/** Writes that would be lost by signing out now, after giving them sign-out's wait to arrive. */
const countUnsynced = () => writesStillWaiting({ waitMs: FORGET_WAIT_MS - 250 });

export function App({ config, knownSignedOut, location }: AppProps) {
  // The Firebase SDK is its own chunk ("auth-sdk"); when it loads: AuthProvider.tsx.
  const loadAuthService = useCallback(() => authSdk().then((sdk) => sdk.createFirebaseAuthService(config)), [config]);
  const forgetSeller = useCallback(() => forgetDevice(deviceStores(config.firebase.projectId)), [config]);
  const unsynced = useUnsyncedSignOutCheck(countUnsynced);
  const auth = {
    loadService: loadAuthService,
    knownSignedOut,
    leadsToSignIn: routeLeadsToSignIn,
    forgetDevice: forgetSeller,
    beforeSignOut: unsynced.check,
  };
  const loadListings = useMemo(() => firestoreListingsLoader(config), [config]);
  const loadReleases = useCallback(() => remoteReleases(config.remotes), [config]);
  const listsListings = routeListsListings(location ?? window.location.pathname);
  return (
    <ThemeProvider theme={theme}>
      {/*
        The remotes' MUI components (Popper, Menu...) read the direction from the shared
        RtlProvider singleton. Rendering it here makes the host provide and load it at start-up,
        like every other singleton: one the host does not load would come from the first remote
        that asks, and a remote refused for version skew would break it for every other remote.
      */}
      <RtlProvider value={theme.direction === 'rtl'}>
        <CssBaseline />
        <Router location={location}>
          <EarlyCapturePathGuard />
          <RouterNavigation>
            <AuthProviderAtRoute {...auth}>
              <AiClientProvider gatewayUrl={config.gatewayUrl}>
                <ListingsPortProvider load={loadListings} config={config} listsListings={listsListings}>
                  <SharePortProvider>
                    <ManageListingPortProvider>
                      <PhotoHandoffContext.Provider value={earlyPhotoHandoff}>
                        <AppRoutes />
                      </PhotoHandoffContext.Provider>
                    </ManageListingPortProvider>
                  </SharePortProvider>
                </ListingsPortProvider>
              </AiClientProvider>
            </AuthProviderAtRoute>
          </RouterNavigation>
        </Router>
        {unsynced.dialog}
        <NotificationArea />
        <VersionBadge loadReleases={loadReleases} />
      </RtlProvider>
    </ThemeProvider>
  );
}
