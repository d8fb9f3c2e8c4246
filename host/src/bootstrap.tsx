import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppConfigError } from '@snap/shared';
import { App } from './App';
import { mayHaveSession } from './features/auth/persistedSession';
import { loadAppConfig } from './features/config/loadAppConfig';
import { ConfigErrorScreen } from './features/config/ConfigErrorScreen';
import { releaseEarlyCapture, watchEarlyCapture } from './features/early-capture/earlyCapture';
import { registerRemotesFromConfig, warmRemote } from './features/remotes';
import { setUpServiceWorker } from './features/pwa/registerServiceWorker';
import { PRERENDERED_PATH_ATTRIBUTE } from './prerenderedPage';
import { remoteOfPath } from './routes';

const container = document.getElementById('root')!;
// The early /camera screen's photo is taken from now on, whatever it was chosen with.
watchEarlyCapture();
// A visitor who may be signed in waits for the auth SDK before seeing anything: start fetching it
// now, in parallel with the config. When everyone else gets it: AuthProvider.tsx.
const maySignIn = mayHaveSession(window.localStorage, window.location.href, window.sessionStorage);
if (maySignIn) void import(/* webpackChunkName: "auth-sdk" */ './features/auth/firebaseAuthService');

/**
 * The build prerendered `/` for a visitor known to be signed out (host/prerender): that markup is
 * hydrated. Anyone else gets a fresh render, which replaces it.
 * In a transition, React renders the first screen in slices and lets the page answer a tap in
 * between: in one piece it was a single task of ~0.7 s on a slowed phone CPU, during which the
 * early /camera screen's Take Photo could not open the camera.
 */
function show(element: ReactNode) {
  const hydrate =
    !maySignIn &&
    container.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === window.location.pathname &&
    container.hasChildNodes();
  startTransition(() => {
    if (hydrate) hydrateRoot(container, element, { onRecoverableError: (error) => console.error('Hydration:', error) });
    else createRoot(container).render(element);
  });
}

loadAppConfig()
  .then((config) => {
    registerRemotesFromConfig(config);
    // The route's screen loads beside the app and the auth SDK, not after them.
    const remote = remoteOfPath(window.location.pathname, maySignIn);
    if (remote) warmRemote(remote);
    show(<App config={config} knownSignedOut={!maySignIn} />);
  })
  .catch((error: unknown) => {
    releaseEarlyCapture();
    const missing = error instanceof AppConfigError ? error.missing : [];
    const message = error instanceof Error ? error.message : String(error);
    createRoot(container).render(<ConfigErrorScreen message={message} missing={missing} />);
  });

// The PWA's service worker, after the first paint (production builds only).
setUpServiceWorker();
