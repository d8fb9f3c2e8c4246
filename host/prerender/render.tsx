/**
 * Build-time renders (PrerenderPlugin.ts bundles this for Node), at a fixed location:
 *   - render('/'): the landing page for a visitor known to be signed out, the same App the browser
 *     hydrates;
 *   - renderRouteShell(path): a remote route's first screen, drawn by the remote's own exposed
 *     component (imported from its source) inside the host's providers: the route shell
 *     (src/features/shell/routeShell.tsx) the browser shows until the remote itself has loaded.
 *     /camera and /auth are drawn for a signed-out visitor; /dashboard for a stand-in seller whose
 *     name the page fills in (src/features/shell/signedInShell.ts), with the listings loading.
 * Emotion's server mode writes each component's CSS in a <style data-emotion> beside it: the
 * page's critical CSS, which the plugin moves to the head (criticalCss.ts) and the client's
 * emotion cache adopts.
 */
import { renderToString } from 'react-dom/server';
import { EXPOSED, type AppConfig } from '@snap/shared';
import { PATHS } from '@snap/shared/contracts';
import CaptureRoute from '../../remote-capture/src/CaptureRoute';
import AuthRoute from '../../remote-account/src/AuthRoute';
import DashboardRoute from '../../remote-account/src/DashboardRoute';
import { App } from '../src/App';
import type { PrerenderedRemoteComponents } from '../src/features/remotes/prerenderedRemotes';
import { ROUTE_SHELL_AUDIENCE, type RouteShellPath } from '../src/features/shell/routeShellMarkup';
import { markNameSlots, SHELL_USER } from '../src/features/shell/signedInShell';

// The markup does not depend on the deploy-time config (the browser loads the real one before
// rendering); the render only needs a well-formed one.
const BUILD_TIME_CONFIG: AppConfig = {
  remotes: { remote_capture: '', remote_share: '', remote_account: '' },
  gatewayUrl: '',
  firebase: { apiKey: '', authDomain: '', projectId: '' },
};

export function render(location: string): string {
  return renderToString(<App config={BUILD_TIME_CONFIG} knownSignedOut location={location} />);
}

/** The routes with a shell (ROUTE_SHELL_AUDIENCE), and the remote component that draws each. */
export const ROUTE_SHELLS: Record<RouteShellPath, PrerenderedRemoteComponents> = {
  [PATHS.camera]: { [EXPOSED.capture]: CaptureRoute },
  [PATHS.auth]: { [EXPOSED.auth]: AuthRoute },
  [PATHS.dashboard]: { [EXPOSED.dashboard]: DashboardRoute },
};

export function renderRouteShell(location: RouteShellPath): string {
  const remotes = ROUTE_SHELLS[location] as PrerenderedRemoteComponents | undefined;
  if (!remotes) throw new Error(`No route shell for ${location}`);
  if (ROUTE_SHELL_AUDIENCE[location] === 'signed-out')
    return renderToString(<App config={BUILD_TIME_CONFIG} knownSignedOut location={location} routeShell={remotes} />);
  return markNameSlots(
    renderToString(
      <App
        config={BUILD_TIME_CONFIG}
        knownSignedOut={false}
        location={location}
        routeShell={remotes}
        shellUser={SHELL_USER}
      />,
    ),
  );
}
