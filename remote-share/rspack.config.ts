import { join } from 'node:path';
import type { Configuration } from '@rspack/core';
import { createAppConfig } from '@snap/shared/federation/createAppConfig';
import { federation } from './federation.config';

const app = createAppConfig({ dir: __dirname, federation, port: 4102, title: 'Snap. Price. Sell. — share (standalone)' });

/** Where the worker bundle lands before the app build picks it up as a hashed asset. */
const WORKER_BUILD_DIR = join(__dirname, '.worker-build');

/**
 * The share-image worker is its own small build, outside Module Federation (as in remote-capture):
 * a federated entry would expect the federation runtime from the host page, which a worker cannot
 * reach. The app references the output with `new URL(..., import.meta.url)`, so it becomes a
 * hashed asset resolved against this remote's public path.
 */
function workerConfig(production: boolean): Configuration {
  return {
    name: 'share-image-worker',
    mode: production ? 'production' : 'development',
    context: __dirname,
    target: 'webworker',
    entry: { 'share-image-worker': './src/features/share/images/worker/shareImage.worker.ts' },
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
  return [{ ...config, devServer, dependencies: ['share-image-worker'] }, workerConfig(production)];
};
