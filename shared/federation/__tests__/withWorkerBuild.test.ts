import { join } from 'node:path';
import type { Configuration } from '@rspack/core';
import { WORKER_BUILD_ALIAS, withWorkerBuild, workerBuildDir } from '../withWorkerBuild';

const DIR = join('/', 'apps', 'remote-x');
const WORKER = { dir: DIR, name: 'x-worker', entry: './src/x.worker.ts' };

describe('withWorkerBuild', () => {
  it('builds the app after the worker, and lets the app name the worker output by alias', () => {
    const app: Configuration = { name: 'app', mode: 'production', resolve: { alias: { kept: '/kept' } } };
    const [built, worker] = withWorkerBuild(app, WORKER);
    expect(built.dependencies).toEqual(['x-worker']);
    expect(built.resolve?.alias).toEqual({ kept: '/kept', [WORKER_BUILD_ALIAS]: workerBuildDir(DIR) });
    expect(worker).toMatchObject({
      name: 'x-worker',
      target: 'webworker',
      mode: 'production',
      entry: { 'x-worker': './src/x.worker.ts' },
    });
    expect(worker.output).toMatchObject({ path: join(DIR, '.worker-build'), filename: '[name].js' });
  });

  it('builds workers named alongside in the same build', () => {
    const [, worker] = withWorkerBuild({ mode: 'production' }, { ...WORKER, alongside: { 'y-worker': './src/y.ts' } });
    expect(worker.entry).toEqual({ 'x-worker': './src/x.worker.ts', 'y-worker': './src/y.ts' });
  });

  it('in dev, writes only the worker output to disk', () => {
    const [built, worker] = withWorkerBuild({ mode: 'development', devServer: { port: 1 } }, WORKER);
    expect(worker.mode).toBe('development');
    if (!built.devServer) throw new Error('the dev server config went missing');
    const writeToDisk = (built.devServer.devMiddleware as { writeToDisk(file: string): boolean }).writeToDisk;
    expect(writeToDisk(join(DIR, '.worker-build', 'x-worker.js'))).toBe(true);
    expect(writeToDisk(join(DIR, 'dist', 'main.js'))).toBe(false);
  });
});
