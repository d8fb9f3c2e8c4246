/**
 * Reads a newline-delimited JSON body as it arrives (POST /analyze): one value per complete line,
 * whatever the chunking (a line split across chunks, several lines in one, a multi-byte character
 * cut in two). A line that is not JSON is skipped: a later line, or the end, decides the outcome.
 */
export async function* ndjsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffered.split('\n');
      buffered = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        const parsed = parseLine(line);
        if (parsed !== undefined) yield parsed;
      }
      if (done) return;
    }
  } finally {
    // Stopped early (the answer is complete, or the caller gave up): let the connection go.
    reader.cancel().catch(() => undefined);
  }
}

function parseLine(line: string): unknown {
  if (!line.trim()) return undefined;
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return undefined;
  }
}
