/**
 * Writes a streamed reply (GatewayResponse.stream) as newline-delimited JSON: one line per event,
 * each written as it comes, so node sends it as its own chunk (chunked transfer encoding) instead
 * of holding the reply until the end. Shared by the plain-http and Cloud Functions adapters.
 */
import type { Writable } from 'node:stream';

export async function writeStream(res: Writable, events: AsyncIterable<unknown>): Promise<void> {
  for await (const event of events) {
    // The caller left: the handler's AbortSignal is already stopping the work.
    if (res.destroyed) return;
    res.write(`${JSON.stringify(event)}\n`);
  }
  res.end();
}
