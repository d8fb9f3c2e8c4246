/**
 * Build-time renders of the host's own screens (PrerenderPlugin.ts bundles this for Node):
 *   - the landing page `/` for a visitor known to be signed out: the same App the browser hydrates;
 *   - the early /camera screen (src/features/early-capture/EarlyCapture.tsx).
 * Each comes with its critical CSS: emotion's server API collects the styles the markup uses into
 * <style data-emotion> tags for the head, which the browser's emotion cache then adopts.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme, type AppConfig } from '@snap/shared';
import { App } from '../src/App';
import { EarlyCapture } from '../src/features/early-capture/EarlyCapture';

export interface RenderedScreen {
  markup: string;
  /** The <style> tags of the markup's critical CSS. */
  styles: string;
}

// The markup does not depend on the deploy-time config (the browser loads the real one before
// rendering); the render only needs a well-formed one.
const BUILD_TIME_CONFIG: AppConfig = {
  remotes: { remote_capture: '', remote_share: '', remote_account: '' },
  gatewayUrl: '',
  firebase: { apiKey: '', authDomain: '', projectId: '' },
};

function withCriticalCss(element: ReactElement): RenderedScreen {
  // The browser's cache has the same key, MUI's default, so it recognises these styles as its own.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const markup = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  return { markup, styles: constructStyleTagsFromChunks(extractCriticalToChunks(markup)) };
}

export const renderLanding = (): RenderedScreen =>
  withCriticalCss(<App config={BUILD_TIME_CONFIG} knownSignedOut location="/" />);

export const renderEarlyCapture = (): RenderedScreen =>
  withCriticalCss(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <EarlyCapture />
    </ThemeProvider>,
  );
