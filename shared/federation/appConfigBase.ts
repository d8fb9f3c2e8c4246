/**
 * Everything in an app's rspack configuration except its plugins, and the options its federation
 * plugin gets. Kept apart from createAppConfig.ts, which adds the plugins, so it imports nothing
 * from rspack at run time: @rspack/core is ESM-only and Jest cannot load it, while this part is
 * where the choices are (remote or host, dev or production). Node-side only.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Configuration } from '@rspack/core';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { devServer } from './devServer';

export type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

export interface AppBuildOptions {
  /** The app's folder (its rspack.config.ts's __dirname). */
  dir: string;
  federation: FederationOptions;
  /** The app's port in the local stack (scripts/stack-config.cjs); the dev server takes PORT first. */
  port: number;
  title: string;
}

const BROWSER_TARGETS = ['chrome >= 100', 'edge >= 100', 'firefox >= 100', 'safari >= 15.4', 'ios_saf >= 15.4'];

/** `--mode` wins, then NODE_ENV; anything but development builds for production. */
export function isProductionBuild(mode: Configuration['mode'], env: NodeJS.ProcessEnv = process.env): boolean {
  return (mode ?? env.NODE_ENV) !== 'development';
}

export function isRemote(federation: FederationOptions): boolean {
  return federation.exposes !== undefined && Object.keys(federation.exposes).length > 0;
}

/** The app's own page (the host's), or the plain page every remote's standalone shell uses. */
export function htmlTemplate(dir: string): string {
  const own = join(dir, 'public', 'index.html');
  return existsSync(own) ? own : join(__dirname, 'standalone-index.html');
}

/**
 * Every remoteEntry.js would otherwise carry its own copy of the federation runtime (~34 KB gzip).
 * The host (a pure consumer) provides one; production remotes use it. A remote's standalone dev
 * shell is its own host, so in development it keeps its own runtime.
 * Every app is built for browsers only (`optimization.target: 'web'`): the runtime's code for
 * loading remotes in Node goes, 8.5 KB of the host's main.js, parsed and evaluated by every visit
 * before anything else. The snapshot code stays: remotes are registered by their
 * mf-manifest.json.
 */
function runtimeSharing(federation: FederationOptions, production: boolean) {
  const optimization = { target: 'web' as const };
  return isRemote(federation)
    ? { externalRuntime: production, optimization }
    : { provideExternalRuntime: true, optimization };
}

export function federationPluginOptions(federation: FederationOptions, production: boolean): FederationOptions {
  return {
    dts: false,
    shareStrategy: 'loaded-first',
    ...federation,
    experiments: runtimeSharing(federation, production),
  };
}

/**
 * `npm run dev` passes every app its stack port (PORT). Run on its own, a remote takes its stack
 * port + 100 (4201–4203), so it can run beside a local stack (`npm start` or `npm run dev`) whose
 * gateway it then uses.
 */
export function devServerPort(federation: FederationOptions, stackPort: number, env = process.env): number {
  return Number(env.PORT ?? (isRemote(federation) ? stackPort + 100 : stackPort));
}

export function appConfigBase({ dir, federation, port }: AppBuildOptions, production: boolean): Configuration {
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
    optimization: { minimize: production },
    // Lazy compilation's proxy modules break federated async boundaries in dev.
    lazyCompilation: false,
    performance: { hints: false },
    devServer: devServer({ port: devServerPort(federation, port), isRemote: isRemote(federation) }),
  };
}
