/**
 * Adds a web worker's own small build beside an app's federated build (remote-capture's image
 * pipeline, remote-share's share images). The worker stays outside Module Federation: inside the
 * federated build every entry, workers included, gets the federation runtime, and production
 * remotes take that runtime from the host page (`experiments.externalRuntime`), which a worker
 * cannot reach. The app references the output through an alias, `new URL('@worker-build/<name>.js',
 * import.meta.url)`: an asset with a content hash, resolved against the remote's own public path.
 */
import { join } from 'node:path';
import type { Configuration } from '@rspack/core';
import { workerSwcRule } from './workerSwcRule';

export interface WorkerBuild {
  /** The app's folder (its rspack.config.ts's __dirname). */
  dir: string;
  /** The worker bundle's name: `.worker-build/<name>.js`. */
  name: string;
  /** The worker's entry, relative to `dir`. */
  entry: string;
  /** Further workers built alongside, each `.worker-build/<name>.js`: name → entry. */
  alongside?: Record<string, string>;
}

/** Where worker bundles land before the app build picks them up as hashed assets. */
export const workerBuildDir = (dir: string) => join(dir, '.worker-build');

/** How the app's source names that folder, so no source file reaches out of src/ for it. */
export const WORKER_BUILD_ALIAS = '@worker-build';

function workerConfig({ dir, name, entry, alongside }: WorkerBuild, production: boolean): Configuration {
  return {
    name,
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'webworker',
    entry: { [name]: entry, ...alongside },
    devtool: false,
    output: { path: workerBuildDir(dir), filename: '[name].js', publicPath: '', clean: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [workerSwcRule],
    },
    optimization: { minimize: production },
    performance: { hints: false },
  };
}

/** The app's config followed by the worker's; the app build waits for the worker build. */
export function withWorkerBuild(app: Configuration, worker: WorkerBuild): Configuration[] {
  const production = app.mode === 'production';
  const outDir = workerBuildDir(worker.dir);
  const devServer = app.devServer && {
    ...app.devServer,
    // In dev the worker build lives in memory; the app build reads it from disk.
    devMiddleware: { writeToDisk: (file: string) => file.startsWith(outDir) },
  };
  const resolve = { ...app.resolve, alias: { ...(app.resolve?.alias || {}), [WORKER_BUILD_ALIAS]: outDir } };
  return [{ ...app, resolve, devServer, dependencies: [worker.name] }, workerConfig(worker, production)];
}
