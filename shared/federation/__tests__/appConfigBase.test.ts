/**
 * @jest-environment node
 */
import { join } from 'node:path';
import type { Configuration, RuleSetRule } from '@rspack/core';
import {
  appConfigBase,
  devServerPort,
  federationPluginOptions,
  htmlTemplate,
  isProductionBuild,
} from '../appConfigBase';
import { remoteFederation } from '../remoteFederation';
import { buildSharedDependencies } from '../sharedDependencies';

const REMOTE = remoteFederation('remote_x', { './XRoute': './src/XRoute.tsx' });
const HOST = { name: 'host', remotes: {}, shared: buildSharedDependencies() };
/** Browsers only: the runtime's code for Node is left out. */
const WEB = { target: 'web' };
const DIR = join('/', 'apps', 'x');

type SwcOptions = { jsc: { transform: { react: { development: boolean; refresh: boolean } } } };
const swcReact = (config: Configuration) => {
  const rule = config.module?.rules?.[0] as RuleSetRule;
  return (rule.options as SwcOptions).jsc.transform.react;
};
const devPort = (config: Configuration) => (config.devServer ? config.devServer.port : undefined);

const savedPort = process.env.PORT;
beforeEach(() => delete process.env.PORT);
afterAll(() => {
  if (savedPort !== undefined) process.env.PORT = savedPort;
});

describe('isProductionBuild', () => {
  it.each([
    ['development', {}, false],
    ['production', { NODE_ENV: 'development' }, true],
    [undefined, { NODE_ENV: 'development' }, false],
    [undefined, { NODE_ENV: 'test' }, true],
    [undefined, {}, true],
  ] as const)('mode %s with %j builds for production: %s', (mode, env, production) => {
    expect(isProductionBuild(mode, env)).toBe(production);
  });
});

describe('federationPluginOptions', () => {
  it("passes the app's federation through, with no type generation and loaded-first sharing", () => {
    const options = federationPluginOptions(REMOTE, true);
    expect(options).toMatchObject({
      dts: false,
      shareStrategy: 'loaded-first',
      name: 'remote_x',
      filename: 'remoteEntry.js',
      exposes: { './XRoute': './src/XRoute.tsx' },
      shared: buildSharedDependencies(),
    });
    expect(options.manifest).toBe(REMOTE.manifest);
  });

  it("a production remote takes the host's federation runtime", () => {
    expect(federationPluginOptions(REMOTE, true).experiments).toEqual({ externalRuntime: true, optimization: WEB });
  });

  it('a remote in development keeps its own runtime: its standalone shell is its own host', () => {
    expect(federationPluginOptions(REMOTE, false).experiments).toEqual({ externalRuntime: false, optimization: WEB });
  });

  it.each([true, false])('the host provides the runtime (production: %s)', (production) => {
    expect(federationPluginOptions(HOST, production).experiments).toEqual({
      provideExternalRuntime: true,
      optimization: WEB,
    });
  });

  it('an app that exposes nothing is a host', () => {
    expect(federationPluginOptions({ ...REMOTE, exposes: {} }, true).experiments).toEqual({
      provideExternalRuntime: true,
      optimization: WEB,
    });
  });
});

describe('devServerPort', () => {
  it('a remote on its own takes its stack port + 100, so it runs beside a stack', () => {
    expect(devServerPort(REMOTE, 4101, {})).toBe(4201);
  });

  it('the host keeps its stack port', () => {
    expect(devServerPort(HOST, 4100, {})).toBe(4100);
  });

  it('PORT (what `npm run dev` passes) wins', () => {
    expect(devServerPort(REMOTE, 4101, { PORT: '4441' })).toBe(4441);
    expect(devServerPort(HOST, 4100, { PORT: '4440' })).toBe(4440);
  });
});

describe('htmlTemplate', () => {
  it("takes the app's own page when it has one (the host)", () => {
    const host = join(__dirname, '..', '..', '..', 'host');
    expect(htmlTemplate(host)).toBe(join(host, 'public', 'index.html'));
  });

  it("else the remotes' standalone page", () => {
    expect(htmlTemplate(DIR)).toBe(join(__dirname, '..', 'standalone-index.html'));
  });
});

describe('appConfigBase', () => {
  it('production: hashed file names, no source maps, minified, no refresh', () => {
    const config = appConfigBase({ dir: DIR, federation: REMOTE, port: 4101, title: 'X' }, true);
    expect(config).toMatchObject({
      mode: 'production',
      context: DIR,
      target: 'web',
      entry: { main: './src/index.ts' },
      devtool: false,
      optimization: { minimize: true },
      lazyCompilation: false,
    });
    expect(config.output).toMatchObject({
      path: join(DIR, 'dist'),
      publicPath: 'auto',
      uniqueName: 'remote_x',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
    });
    expect(swcReact(config)).toMatchObject({ development: false, refresh: false });
  });

  it('development: the refresh hook runs first, plain names, source maps, refresh on', () => {
    const config = appConfigBase({ dir: DIR, federation: REMOTE, port: 4101, title: 'X' }, false);
    expect(config).toMatchObject({
      mode: 'development',
      entry: { main: [join(__dirname, '..', 'reactRefreshHook.ts'), './src/index.ts'] },
      devtool: 'eval-cheap-module-source-map',
      optimization: { minimize: false },
    });
    expect(config.output).toMatchObject({ filename: '[name].js', chunkFilename: '[name].js' });
    expect(swcReact(config)).toMatchObject({ development: true, refresh: true });
  });

  it("names the output after the app's federation, and serves a remote on its standalone port", () => {
    const remote = appConfigBase({ dir: DIR, federation: REMOTE, port: 4101, title: 'X' }, false);
    const host = appConfigBase({ dir: DIR, federation: HOST, port: 4100, title: 'H' }, false);
    expect([remote.output?.uniqueName, devPort(remote)]).toEqual(['remote_x', 4201]);
    expect([host.output?.uniqueName, devPort(host)]).toEqual(['host', 4100]);
  });
});
