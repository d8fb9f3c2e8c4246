/**
 * The rspack dev server every app runs under `npm run dev` (the stack) and `npm run dev -w <app>`
 * (standalone). Node-side only.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Configuration } from '@rspack/core';
import { isAllowedRequest, loopbackOrigins } from './devServerAccess';

/** The host's default port (host/rspack.config.ts); `npm run dev` passes HOST_PORT. */
const DEFAULT_HOST_PORT = 4100;

type DevServer = NonNullable<Configuration['devServer']>;
type Middleware = { name: string; path?: string; middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void };

export interface DevServerOptions {
  port: number;
  /** A remote also answers the host's dev pages, which load it cross-site as in production. */
  isRemote: boolean;
}

export function devServer({ port, isRemote }: DevServerOptions): DevServer {
  const hostPort = Number(process.env.HOST_PORT ?? DEFAULT_HOST_PORT);
  const allowed = loopbackOrigins(isRemote ? [port, hostPort] : [port]);
  const accessCheck: Middleware = {
    name: 'snap-dev-origin-check',
    middleware: (req, res, next) => {
      if (isAllowedRequest(req.headers, port, allowed)) return next();
      res.statusCode = 403;
      res.end(`This dev server answers only ${[...allowed].join(', ')}`);
    },
  };
  return {
    host: '127.0.0.1',
    port,
    historyApiFallback: true,
    hot: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    static: false,
    // Its name-only Host/Origin guard is replaced by the origin check above (devServerAccess.ts says why).
    allowedHosts: 'all',
    webSocketServer: { type: 'ws', options: { verifyClient: ({ req }: { req: IncomingMessage }) => isAllowedRequest(req.headers, port, allowed) } },
    setupMiddlewares: (middlewares) => {
      const configFile = process.env.APP_CONFIG_FILE;
      // `npm run dev` hands the host a config generated for the chosen ports.
      const appConfig: Middleware[] = configFile
        ? [
            {
              name: 'app-config',
              path: '/app-config.json',
              middleware: (_req, res) => {
                res.setHeader('Content-Type', 'application/json');
                res.end(readFileSync(configFile, 'utf8'));
              },
            },
          ]
        : [];
      return [accessCheck, ...appConfig, ...middlewares] as typeof middlewares;
    },
  };
}
