import { rspack, type Configuration } from '@rspack/core';
import { buildCommit } from '@snap/shared/federation/buildCommit';
import { createAppConfig } from '@snap/shared/federation/createAppConfig';
import { federation } from './federation.config';
import { PrerenderPlugin } from './prerender/PrerenderPlugin';
import { withServiceWorker } from './scripts/pwa/serviceWorkerBuild';
import { WebManifestPlugin } from './scripts/pwa/webManifestPlugin';

const app = createAppConfig({
  dir: __dirname,
  federation,
  port: 4100,
  title: 'Snap. Price. Sell. — AI resale pricing',
});

/** The day of the build (UTC), or BUILD_DATE (YYYY-MM-DD) for a reproducible build. */
function buildDate(): string {
  const fixed = process.env.BUILD_DATE;
  if (fixed && /^\d{4}-\d{2}-\d{2}$/.test(fixed)) return fixed;
  return new Date().toISOString().slice(0, 10);
}

export default (env: unknown, argv: { mode?: Configuration['mode'] }): Configuration | Configuration[] => {
  const config = app(env, argv);
  // The Privacy and Terms pages say when they were last updated: the build writes that date.
  // The version details name the commit the shell was built from, as each remote's manifest does.
  const define = new rspack.DefinePlugin({
    __BUILD_DATE__: JSON.stringify(buildDate()),
    __BUILD_COMMIT__: JSON.stringify(buildCommit(__dirname)),
  });
  const production = config.mode === 'production';
  // The host's own screens (`/`, the early /camera screen) written into its HTML (prerender/PrerenderPlugin.ts).
  const prerender = production
    ? [new PrerenderPlugin({ module: config.module, resolve: config.resolve, plugins: [define] })]
    : [];
  // The PWA: the manifest in the build, and the service worker built after the host's files
  // (prerender included) are final, so its precache revisions describe what is served.
  return withServiceWorker(
    { ...config, plugins: [...(config.plugins ?? []), define, ...prerender, new WebManifestPlugin()] },
    __dirname,
  );
};
