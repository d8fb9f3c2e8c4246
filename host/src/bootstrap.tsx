import { createRoot } from 'react-dom/client';
import { AppConfigError } from '@snap/shared';
import { App } from './App';
import { mayHaveSession } from './features/auth/persistedSession';
import { loadAppConfig } from './features/config/loadAppConfig';
import { ConfigErrorScreen } from './features/config/ConfigErrorScreen';
import { registerRemotesFromConfig } from './features/remotes/registerRemotes';
import { setUpServiceWorker } from './features/pwa/registerServiceWorker';

const root = createRoot(document.getElementById('root')!);
// A visitor who may be signed in waits for the auth SDK before seeing anything: start fetching it
// now, in parallel with the config. Everyone else sees the page at once and gets the SDK only when
// they need it: an auth operation, the auth screen or a signed-in route, or another tab signing in
// (AuthProvider.tsx).
const maySignIn = mayHaveSession(window.localStorage, window.location.href);
if (maySignIn) void import(/* webpackChunkName: "auth-sdk" */ './features/auth/firebaseAuthService');

loadAppConfig()
  .then((config) => {
    registerRemotesFromConfig(config);
    root.render(<App config={config} knownSignedOut={!maySignIn} />);
  })
  .catch((error: unknown) => {
    const missing = error instanceof AppConfigError ? error.missing : [];
    root.render(<ConfigErrorScreen message={error instanceof Error ? error.message : String(error)} missing={missing} />);
  });

// The PWA's service worker, after the first paint (production builds only).
setUpServiceWorker();
