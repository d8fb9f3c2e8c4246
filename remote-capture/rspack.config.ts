import { join } from 'node:path';
import type { Configuration } from '@rspack/core';
import { createAppConfig } from '@snap/shared/federation/createAppConfig';
import { federation } from './federation.config';

const app = createAppConfig({ dir: __dirname, federation, port: 4101, title: 'Snap. Price. Sell. — capture (standalone)' });

/** Where the worker bundle lands before the app build picks it up as a hashed asset. */
export const WORKER_BUILD_DIR = join(__dirname, '.worker-build');

/**
 * The image worker is its own small build, outside Module Federation. Inside the federated
 * build every entry, workers included, gets the federation runtime, and production remotes take
 * that runtime from the host page (`experiments.externalRuntime`), which a worker cannot reach.
 * The app build then references the output with `new URL(..., import.meta.url)`: an asset with a
 * content hash, resolved against the remote's own public path.
 */
function workerConfig(production: boolean): Configuration {
  return {
    name: 'compress-worker',
    mode: production ? 'production' : 'development',
    context: __dirname,
    target: 'webworker',
    entry: { 'compress-worker': './src/features/image-pipeline/worker/compress.worker.ts' },
    devtool: false,
    output: { path: WORKER_BUILD_DIR, filename: '[name].js', publicPath: '', clean: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } }, env: { targets: ['chrome >= 100', 'firefox >= 100', 'safari >= 15.4', 'ios_saf >= 15.4'] } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { minimize: production },
    performance: { hints: false },
  };
}

export default (env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] => {
  const config = app(env, argv);
  const production = config.mode === 'production';
  const devServer = config.devServer && {
    ...config.devServer,
    // In dev the worker build lives in memory; the app build reads it from disk.
    devMiddleware: { writeToDisk: (file: string) => file.startsWith(WORKER_BUILD_DIR) },
  };
  return [{ ...config, devServer, dependencies: ['compress-worker'] }, workerConfig(production)];
};
