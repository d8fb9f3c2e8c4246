import { ReadableStream } from 'node:stream/web';
import { ndjsonLines } from '../ndjsonLines';

/** A body delivered in exactly these chunks. */
function body(...chunks: (string | Uint8Array)[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  }) as unknown as globalThis.ReadableStream<Uint8Array>;
}

async function all(stream: globalThis.ReadableStream<Uint8Array>) {
  const values: unknown[] = [];
  for await (const value of ndjsonLines(stream)) values.push(value);
  return values;
}

describe('ndjsonLines', () => {
  it.each([
    ['one line per chunk', ['{"a":1}\n', '{"b":2}\n']],
    ['two lines in one chunk', ['{"a":1}\n{"b":2}\n']],
    ['a line split across chunks', ['{"a"', ':1}\n{"b":', '2}\n']],
    ['no newline after the last line', ['{"a":1}\n{"b":2}']],
    ['blank lines and CRLF', ['\n{"a":1}\r\n\n{"b":2}\r\n']],
  ])('reads %s', async (_name, chunks) => {
    await expect(all(body(...chunks))).resolves.toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('joins a multi-byte character cut between chunks', async () => {
    const bytes = new TextEncoder().encode('{"name":"Café"}\n');
    const cut = bytes.indexOf(0xc3) + 1;
    await expect(all(body(bytes.slice(0, cut), bytes.slice(cut)))).resolves.toEqual([{ name: 'Café' }]);
  });

  it('skips a line that is not JSON and reads on', async () => {
    await expect(all(body('{"a":1}\n<html>oops</html>\n{"b"', ':2}\n{"c":'))).resolves.toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('lets the connection go when the reader stops early', async () => {
    const cancel = jest.fn();
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":1}\n'));
      },
      cancel,
    }) as unknown as globalThis.ReadableStream<Uint8Array>;
    for await (const value of ndjsonLines(stream)) {
      expect(value).toEqual({ a: 1 });
      break;
    }
    expect(cancel).toHaveBeenCalled();
  });
});
