/**
 * The one rspack configuration every app (host and remotes) is built from; each app passes its
 * own federation config (`federation.config.ts`) and port. Node-side only. What differs between a
 * remote and the host, or dev and production, is decided in appConfigBase.ts; this adds the plugins.
 */
import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { PreloadStartupChunksPlugin } from './preloadStartupChunks';
import {
  appConfigBase,
  federationPluginOptions,
  htmlTemplate,
  isProductionBuild,
  type AppBuildOptions,
} from './appConfigBase';

export function createAppConfig(options: AppBuildOptions) {
  const { dir, federation, title } = options;
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const production = isProductionBuild(argv.mode);
    return {
      ...appConfigBase(options, production),
      plugins: [
        new rspack.HtmlRspackPlugin({
          template: htmlTemplate(dir),
          templateParameters: { title },
          minify: production,
          publicPath: '/',
          chunks: ['main'],
        }),
        new rspack.CopyRspackPlugin({
          patterns: [{ from: join(dir, 'public'), globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
        }),
        new ModuleFederationPlugin(federationPluginOptions(federation, production)),
        // In dev an edited component is swapped in place, state kept, also inside the host page:
        // each app's refresh runtime is namespaced by its uniqueName and drives the same React.
        ...(production ? [new PreloadStartupChunksPlugin()] : [new ReactRefreshRspackPlugin()]),
      ],
    };
  };
}
