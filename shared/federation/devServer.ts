/**
 * The rspack dev server every app runs under `npm run dev` (the stack) and `npm run dev -w <app>`
 * (standalone). Node-side only.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Configuration } from '@rspack/core';
import { appConfig, stackPorts } from '../../scripts/stack-config.cjs';
import { isAllowedRequest, loopbackOrigins } from './devServerAccess';

type DevServer = NonNullable<Configuration['devServer']>;
type Middleware = {
  name: string;
  path?: string;
  middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
};

/** Where a standalone page asks which AI to use (shared/src/standalone/standaloneAi.ts). */
export const STANDALONE_GATEWAY_PATH = '/__standalone/gateway';

/**
 * The local stack's gateway URL when it answers now, else null. Asked from here rather than from
 * the page so a stopped stack costs the page no failed request (and no console error).
 */
const standaloneGateway: Middleware = {
  name: 'standalone-gateway',
  path: STANDALONE_GATEWAY_PATH,
  middleware: (_req, res) => {
    const { gatewayUrl } = appConfig(stackPorts());
    fetch(`${gatewayUrl}/health`, { signal: AbortSignal.timeout(1500) })
      .then(
        (reply) => reply.ok,
        () => false,
      )
      .then((up) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify({ gatewayUrl: up ? gatewayUrl : null }));
      });
  },
};

export interface DevServerOptions {
  port: number;
  /** A remote also answers the host's dev pages, which load it cross-site as in production. */
  isRemote: boolean;
}

export function devServer({ port, isRemote }: DevServerOptions): DevServer {
  // The host's port in the local stack (HOST_PORT, which `npm run dev` passes on, or its default).
  const hostPort = stackPorts().host;
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
    webSocketServer: {
      type: 'ws',
      options: { verifyClient: ({ req }: { req: IncomingMessage }) => isAllowedRequest(req.headers, port, allowed) },
    },
    setupMiddlewares: (middlewares) => {
      const configFile = process.env.APP_CONFIG_FILE;
      // `npm run dev` hands the host a config generated for the chosen ports; on its own the host
      // generates the same one (scripts/stack-config.cjs), so no local config sits in public/ where
      // a production build would copy it into dist.
      const appConfigFile: Middleware[] =
        isRemote && !configFile
          ? []
          : [
              {
                name: 'app-config',
                path: '/app-config.json',
                middleware: (_req, res) => {
                  res.setHeader('Content-Type', 'application/json');
                  res.end(configFile ? readFileSync(configFile, 'utf8') : JSON.stringify(appConfig(stackPorts())));
                },
              },
            ];
      return [
        accessCheck,
        ...appConfigFile,
        ...(isRemote ? [standaloneGateway] : []),
        ...middlewares,
      ] as typeof middlewares;
    },
  };
}
