/**
 * Finds the first complete JSON object in a model reply (spec §5). Models sometimes wrap the
 * JSON in prose or a Markdown fence even when asked not to, so the gateway scans for the first
 * balanced `{…}` instead of trusting the whole reply. Braces inside JSON strings (and escaped
 * quotes inside those strings) do not count towards the balance.
 */
export function extractFirstJsonObject(text: string): string | null {
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    const end = findObjectEnd(text, start);
    if (end === -1) continue;
    const candidate = text.slice(start, end + 1);
    if (isJsonObject(candidate)) return candidate;
  }
  return null;
}

/** Index of the `}` that closes the object opened at `start`, or -1 if it never closes. */
function findObjectEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** A balanced span can still be prose such as `{see below}`; only real JSON objects count. */
function isJsonObject(candidate: string): boolean {
  try {
    const value: unknown = JSON.parse(candidate);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
