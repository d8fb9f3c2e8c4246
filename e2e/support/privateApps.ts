/**
 * The app's four servers (host and remotes) on ports of their own, `base` to `base + 3`, for a test
 * that stops one of them or points its page at a server of its own: nothing it does disturbs the
 * stack the other tests use. Each parallel worker takes its own base.
 */
import type { Server } from 'node:http';
import { stackPorts } from './stack';

type Ports = ReturnType<typeof stackPorts>;

export interface PrivateApps {
  ports: Ports;
  /** Each app's server; a test may put a new one in place of one it stopped. */
  servers: Array<{ app: string; server: Server }>;
  /** Stops every server, dropping the connections still open (a page's keep-alive). */
  stop(): Promise<void>;
}

export async function servePrivateApps(base: number, overrides: Partial<Ports> = {}): Promise<PrivateApps> {
  const ports = {
    ...stackPorts(),
    host: base,
    remote_capture: base + 1,
    remote_share: base + 2,
    remote_account: base + 3,
    ...overrides,
  };
  const { serveApps } = await import('../../scripts/serve-apps.mjs');
  const servers = await serveApps(ports);
  const stop = async () => {
    await Promise.all(
      servers.map(
        ({ server }) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          }),
      ),
    );
  };
  return { ports, servers, stop };
}
