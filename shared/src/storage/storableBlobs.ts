/**
 * Blobs as IndexedDB can always keep them. WebKit refuses to store a Blob in a session that keeps
 * nothing on disk (its test browser, and, we believe, Safari's Private Browsing): "Error preparing
 * Blob/File data to be stored in object store". Its bytes and type store everywhere, so what the
 * app keeps on the device goes in as those and comes back as a Blob. A record kept before this
 * (holding Blobs) reads back as it was.
 */
interface StoredBlob {
  storedBlob: true;
  type: string;
  bytes: ArrayBuffer;
}

const isStoredBlob = (value: unknown): value is StoredBlob =>
  typeof value === 'object' && value !== null && (value as Partial<StoredBlob>).storedBlob === true;

// By its tag, not its prototype: a record read back may come from another realm.
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === '[object Object]';

/** A Blob's bytes; through a FileReader where Blob has no arrayBuffer() (Safari before 14, jsdom). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/** `value` with every Blob in it (in arrays and plain objects, at any depth) as its bytes and type. */
export async function toStorable<T>(value: T): Promise<unknown> {
  if (value instanceof Blob) return { storedBlob: true, type: value.type, bytes: await bytesOf(value) };
  if (Array.isArray(value)) return Promise.all(value.map((item) => toStorable(item)));
  if (isPlainObject(value)) {
    const entries = await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await toStorable(item)]));
    return Object.fromEntries(entries);
  }
  return value;
}

/** What toStorable kept, with its Blobs back. */
export function fromStorable<T>(value: unknown): T {
  if (isStoredBlob(value)) return new Blob([value.bytes], { type: value.type }) as T;
  if (Array.isArray(value)) return value.map((item) => fromStorable(item)) as T;
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromStorable(item)])) as T;
  return value as T;
}
