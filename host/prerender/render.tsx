/**
 * Build-time render of the landing page (PrerenderPlugin.ts bundles this for Node): the same App
 * the browser hydrates, for a visitor known to be signed out, at a fixed location. Emotion's
 * server mode writes each component's CSS in a <style data-emotion> beside it: the page's
 * critical CSS, which the client's emotion cache adopts before React hydrates.
 */
import { renderToString } from 'react-dom/server';
import type { AppConfig } from '@snap/shared';
import { App } from '../src/App';

// The markup of `/` does not depend on the deploy-time config (the browser loads the real one
// before hydrating); the render only needs a well-formed one.
const BUILD_TIME_CONFIG: AppConfig = {
  remotes: { remote_capture: '', remote_share: '', remote_account: '' },
  gatewayUrl: '',
  firebase: { apiKey: '', authDomain: '', projectId: '' },
};

export function render(location: string): string {
  return renderToString(<App config={BUILD_TIME_CONFIG} knownSignedOut location={location} />);
}
