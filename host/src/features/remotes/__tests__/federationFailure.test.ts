/**
 * @jest-environment node
 *
 * The resilience plugin on a real federation instance: the manifest is served over HTTP and
 * fails as a deploy or a flaky network makes it fail. The only stand-in is the test plugin that
 * hands over the remote's container, where a browser would run remoteEntry.js in a <script>.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { loadedRelease } from '../loadedReleases';
import { resiliencePlugin, REMOTE_UNAVAILABLE } from '../resiliencePlugin';

const fast = { attempts: 3, fetchTimeoutMs: 300, scriptTimeoutMs: 1000, backoffMs: 10 };
let server: Server;
let base = '';
/** How each manifest request is answered, per path: a status to fail with, else the manifest. */
const failures = new Map<string, number[]>();
const calls = new Map<string, number>();

const noFiles = { sync: [], async: [] };
const manifest = (name: string) => ({
  id: name,
  name,
  metaData: {
    name,
    type: 'app',
    buildInfo: { buildVersion: '1.0.0', buildName: name, commit: 'abc1234' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    globalName: name,
    pluginVersion: '2.9.2',
    publicPath: `${base}/`,
  },
  shared: [],
  remotes: [],
  exposes: [{ id: `${name}:Screen`, name: 'Screen', path: './Screen', assets: { js: noFiles, css: noFiles } }],
});

/** Stands in for running remoteEntry.js: the container it would define. */
const containerPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'test-container',
  loadEntry: async ({ remoteInfo }) => ({
    init: () => undefined,
    get: (expose: string) => async () => ({ default: `${remoteInfo.name} ${expose}` }),
  }),
});

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '';
    calls.set(path, (calls.get(path) ?? 0) + 1);
    const status = failures.get(path)?.shift();
    if (status) return void res.writeHead(status).end();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(manifest(path.split('/')[1])));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A fresh instance and remote per test, so no test sees another's cached manifest. */
function loadScreen(remote: string, failWith: number[]) {
  const path = `/${remote}/mf-manifest.json`;
  failures.set(path, failWith);
  const federation = createInstance({
    name: `host_${remote}`,
    remotes: [{ name: remote, entry: `${base}${path}` }],
    plugins: [resiliencePlugin(fast), containerPlugin()],
  });
  return {
    load: () => federation.loadRemote<{ default: () => unknown }>(`${remote}/Screen`),
    calls: () => calls.get(path),
  };
}

beforeEach(() => {
  // The runtime reports each failed manifest; the outcome is what the tests check.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the resilience plugin on a federation instance', () => {
  it('loads the remote when its manifest answers on the third try', async () => {
    const screen = loadScreen('remote_flaky', [503, 502]);
    const module = await screen.load();
    expect(module?.default).toBe('remote_flaky ./Screen');
    expect(screen.calls()).toBe(3);
  });

  it('records the release the loaded manifest describes, for the version details', async () => {
    await loadScreen('remote_versioned', []).load();
    expect(loadedRelease('remote_versioned')).toEqual({ version: '1.0.0', commit: 'abc1234' });
  });

  it('gives a module whose component throws RemoteUnavailableError when the remote stays down', async () => {
    const screen = loadScreen('remote_down', [503, 503, 503]);
    const module = await screen.load();
    expect(screen.calls()).toBe(3);
    expect(loadedRelease('remote_down')).toBeUndefined();
    expect(module).toMatchObject({ __remoteUnavailable: true });
    expect(() => module?.default()).toThrow(
      expect.objectContaining({ name: REMOTE_UNAVAILABLE, message: 'The remote_down module could not be loaded' }),
    );
  });
});
