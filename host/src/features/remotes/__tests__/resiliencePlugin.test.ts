/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchWithRetry, resiliencePlugin } from '../resiliencePlugin';

type Handler = Parameters<typeof createServer>[1];

async function serve(handler: Handler): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`, server };
}

const fast = { attempts: 3, fetchTimeoutMs: 300, scriptTimeoutMs: 1000, backoffMs: 10 };
let servers: Server[] = [];
afterEach(async () => {
  servers.forEach((s) => s.closeAllConnections());
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  servers = [];
});

describe('fetchWithRetry', () => {
  it('retries a failing manifest and returns the first good answer', async () => {
    let calls = 0;
    const { url, server } = await serve((_req, res) => {
      calls += 1;
      if (calls < 3) res.writeHead(503).end();
      else res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
    servers.push(server);
    const response = await fetchWithRetry(url, {}, fast);
    await expect(response.json()).resolves.toEqual({ ok: true });
    expect(calls).toBe(3);
  });

  it('gives up after the configured attempts with the last error', async () => {
    let calls = 0;
    const { url, server } = await serve((_req, res) => {
      calls += 1;
      res.writeHead(404).end();
    });
    servers.push(server);
    await expect(fetchWithRetry(url, {}, fast)).rejects.toThrow(`HTTP 404 for ${url}`);
    expect(calls).toBe(3);
  });

  it('aborts a stalled remote instead of hanging', async () => {
    const { url, server } = await serve(() => undefined); // never answers
    servers.push(server);
    const started = Date.now();
    await expect(fetchWithRetry(url, {}, { ...fast, attempts: 2 })).rejects.toThrow(/Timed out after 300 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

// What the plugin does on a federation instance: federationFailure.test.ts. The script timeout
// is a browser hook (Node's runtime never creates a <script>), so it is checked here.
describe('resiliencePlugin', () => {
  it('bounds how long a remoteEntry script may stall', () => {
    expect((resiliencePlugin(fast).createScript as () => unknown)()).toEqual({ timeout: 1000 });
  });
});
