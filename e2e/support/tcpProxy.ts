/**
 * A TCP proxy to a server of the stack, for a test that takes one server away from one page and
 * gives it back: the browser still believes it is online (no driver's offline switch is involved),
 * as when a phone's connection drops behind a captive Wi-Fi or a tunnel.
 */
import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** The port to point the page at, on 127.0.0.1. */
  readonly port: number;
  /** Drops every connection and refuses new ones until `restore()`. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const cut = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      sockets.forEach((socket) => socket.destroy());
    });
  return { port, cut, restore: () => listen(port), close: cut };
}
