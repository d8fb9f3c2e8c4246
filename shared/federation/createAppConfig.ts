/**
 * The one rspack configuration every app (host and remotes) is built from; each app passes its
 * own federation config (`federation.config.ts`) and port. Node-side only.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { PreloadStartupChunksPlugin } from './preloadStartupChunks';
import { devServer } from './devServer';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

export interface AppBuildOptions {
  /** The app's folder (its rspack.config.ts's __dirname). */
  dir: string;
  federation: FederationOptions;
  /** The app's port in the local stack (scripts/stack-config.cjs); the dev server takes PORT first. */
  port: number;
  title: string;
}

const BROWSER_TARGETS = ['chrome >= 100', 'edge >= 100', 'firefox >= 100', 'safari >= 15.4', 'ios_saf >= 15.4'];

/** The app's own page (the host's), or the plain page every remote's standalone shell uses. */
function htmlTemplate(dir: string): string {
  const own = join(dir, 'public', 'index.html');
  return existsSync(own) ? own : join(__dirname, 'standalone-index.html');
}

/**
 * Every remoteEntry.js would otherwise carry its own copy of the federation runtime (~34 KB gzip).
 * The host (a pure consumer) provides one; production remotes use it. A remote's standalone dev
 * shell is its own host, so in development it keeps its own runtime.
 */
function runtimeSharing(federation: FederationOptions, production: boolean) {
  return isRemote(federation) ? { externalRuntime: production } : { provideExternalRuntime: true };
}

/**
 * `npm run dev` passes every app its stack port (PORT). Run on its own, a remote takes its stack
 * port + 100 (4201–4203), so it can run beside a local stack (`npm start` or `npm run dev`) whose
 * gateway it then uses.
 */
function standalonePort(federation: FederationOptions, stackPort: number): number {
  return isRemote(federation) ? stackPort + 100 : stackPort;
}

function isRemote(federation: FederationOptions): boolean {
  return federation.exposes !== undefined && Object.keys(federation.exposes).length > 0;
}

export function createAppConfig({ dir, federation, port, title }: AppBuildOptions) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: production ? './src/index.ts' : [join(__dirname, 'reactRefreshHook.ts'), './src/index.ts'] },
      target: 'web',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: federation.name,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: !production } },
              },
              env: { targets: BROWSER_TARGETS },
            },
            type: 'javascript/auto',
          },
          { test: /\.worker\.[jt]s$/, type: 'javascript/auto' },
        ],
      },
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
        new ModuleFederationPlugin({
          dts: false,
          shareStrategy: 'loaded-first',
          ...federation,
          experiments: runtimeSharing(federation, production),
        }),
        // In dev an edited component is swapped in place, state kept, also inside the host page:
        // each app's refresh runtime is namespaced by its uniqueName and drives the same React.
        ...(production ? [new PreloadStartupChunksPlugin()] : [new ReactRefreshRspackPlugin()]),
      ],
      optimization: { minimize: production },
      // Lazy compilation's proxy modules break federated async boundaries in dev.
      lazyCompilation: false,
      performance: { hints: false },
      devServer: devServer({
        port: Number(process.env.PORT ?? standalonePort(federation, port)),
        isRemote: isRemote(federation),
      }),
    };
  };
}
