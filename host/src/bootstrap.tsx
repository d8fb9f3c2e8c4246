import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppConfigError } from '@snap/shared';
import { App } from './App';
import { mayHaveSession } from './features/auth/persistedSession';
import { loadAppConfig } from './features/config/loadAppConfig';
import { ConfigErrorScreen } from './features/config/ConfigErrorScreen';
import { registerRemotesFromConfig } from './features/remotes/registerRemotes';
import { keepRouteShellOnlyFor, releaseRouteShell } from './features/shell/routeShell';
import { canHydrate } from './prerendered';
import { setUpServiceWorker } from './features/pwa/registerServiceWorker';

const container = document.getElementById('root')!;
// A visitor who may be signed in waits for the auth SDK before seeing anything: start fetching it
// now, in parallel with the config. When everyone else gets it: AuthProvider.tsx.
const maySignIn = mayHaveSession(window.localStorage, window.location.href);
if (maySignIn) void import(/* webpackChunkName: "auth-sdk" */ './features/auth/firebaseAuthService');
// A route shell (routeShell.tsx) pictures its screen for a signed-out or a signed-in visitor.
keepRouteShellOnlyFor(maySignIn ? 'signed-in' : 'signed-out');

// The build prerendered `/` for a signed-out visitor (host/prerender): that markup is hydrated.
// Anyone else gets a fresh render, which replaces whatever the HTML held.
// In a transition, React renders (or hydrates) the first screen in slices of a few milliseconds
// and yields in between, instead of one long task on a slow phone's main thread.
function show(element: ReactNode, hydrate: boolean) {
  startTransition(() => {
    if (hydrate) hydrateRoot(container, element, { onRecoverableError: (error) => console.error('Hydration:', error) });
    else createRoot(container).render(element);
  });
}

loadAppConfig()
  .then((config) => {
    registerRemotesFromConfig(config);
    const hydrate = canHydrate(container, window.location.pathname, maySignIn);
    show(<App config={config} knownSignedOut={!maySignIn} />, hydrate);
  })
  .catch((error: unknown) => {
    releaseRouteShell();
    const missing = error instanceof AppConfigError ? error.missing : [];
    const message = error instanceof Error ? error.message : String(error);
    show(<ConfigErrorScreen message={message} missing={missing} />, false);
  });

// The PWA's service worker, after the first paint (production builds only).
setUpServiceWorker();
