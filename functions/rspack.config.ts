/**
 * Builds the function into lib/index.js. A bundle, not tsc, because the gateway imports
 * @snap/shared/contracts, a workspace package of TypeScript source that a deployed function cannot
 * install: it is compiled into the bundle. Every npm dependency stays external (installed from
 * package.json at deploy), and tsc still type-checks (`npm run typecheck` at the root).
 */
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import type { Configuration } from '@rspack/core';
import manifest from './package.json';

const dependencies = Object.keys(manifest.dependencies);
const isExternal = (request: string) =>
  builtinModules.includes(request.replace(/^node:/, '')) ||
  dependencies.some((name) => request === name || request.startsWith(`${name}/`));

const config: Configuration = {
  mode: 'production',
  target: 'node20',
  entry: { index: './src/index.ts' },
  output: { path: join(__dirname, 'lib'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
  devtool: 'source-map',
  optimization: { minimize: false },
  resolve: { extensions: ['.ts', '.js', '.json'] },
  externals: [
    ({ request }, callback) =>
      request && isExternal(request) ? callback(undefined, `commonjs ${request}`) : callback(),
  ],
  module: {
    rules: [
      {
        test: /\.ts$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
    ],
  },
};

export default config;
