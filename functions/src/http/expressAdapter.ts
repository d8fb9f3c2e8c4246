/**
 * Serves a GatewayHandler inside Cloud Functions (and its emulator), where the platform has
 * already read the body (capped at 32 MB) and kept the exact bytes in `rawBody`. The handler
 * parses those bytes itself, so behaviour matches the plain-http adapter used in tests.
 */
import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { writeStream } from './streamBody';
import type { GatewayHandler } from './types';

type FunctionsRequest = Omit<Request, 'rawBody'> & { rawBody?: Buffer };

export function toFunctionsListener(handler: GatewayHandler) {
  return async (req: FunctionsRequest, res: Response): Promise<void> => {
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(req.headers))
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    const response = await handler(
      {
        method: req.method,
        path: req.path,
        headers,
        body: req.rawBody ?? Buffer.alloc(0),
        remoteAddress: req.socket?.remoteAddress,
      },
      controller.signal,
    );
    res.status(response.status).set({ ...response.headers, 'cache-control': 'no-store' });
    if (response.stream) await writeStream(res, response.stream);
    else if (response.body === undefined) res.end();
    else res.json(response.body);
  };
}
