/**
 * Serves a GatewayHandler with plain node http: used by the tests (real HTTP, real sockets) and
 * usable as a standalone server. Reads at most `maxBodyBytes + 1` bytes so an oversized body is
 * recognised by the handler's size check without being buffered whole.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayHandler, GatewayResponse } from './types';
import { writeStream } from './streamBody';

function readCappedBody(req: IncomingMessage, maxBodyBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      // Past the cap the rest is drained and dropped: answering mid-upload would reset the socket
      // before the client reads the 413.
      if (size > maxBodyBytes) return;
      chunks.push(chunk);
      size += chunk.length;
    });
    req.on('end', () => resolve(Buffer.concat(chunks).subarray(0, maxBodyBytes + 1)));
    req.on('error', reject);
  });
}

export async function writeGatewayResponse(res: ServerResponse, response: GatewayResponse): Promise<void> {
  if (response.stream) {
    res.writeHead(response.status, { ...response.headers, 'cache-control': 'no-store' });
    await writeStream(res, response.stream);
    return;
  }
  const body = response.body === undefined ? undefined : JSON.stringify(response.body);
  res.writeHead(response.status, {
    ...response.headers,
    ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
    'cache-control': 'no-store',
  });
  res.end(body);
}

export function toNodeListener(handler: GatewayHandler, { maxBodyBytes }: { maxBodyBytes: number }) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const controller = new AbortController();
    // The caller left (e.g. 'Take Another Photo'): stop paying for an answer nobody reads.
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    readCappedBody(req, maxBodyBytes)
      .then((body) =>
        handler(
          {
            method: req.method ?? 'GET',
            path: new URL(req.url ?? '/', 'http://gateway.invalid').pathname,
            headers: Object.fromEntries(
              Object.entries(req.headers).map(([name, value]) => [
                name,
                Array.isArray(value) ? value.join(', ') : value,
              ]),
            ),
            body,
            remoteAddress: req.socket.remoteAddress,
          },
          controller.signal,
        ),
      )
      .then((response) => writeGatewayResponse(res, response))
      .catch((error: unknown) => {
        console.error('[gateway] could not serve a request', error);
        if (res.headersSent)
          res.destroy(); // mid-stream: a cut connection, not a reply that never ends
        else
          void writeGatewayResponse(res, {
            status: 500,
            headers: {},
            body: { error: { code: 'internal', message: 'Something went wrong. Please try again.' } },
          });
      });
  };
}
