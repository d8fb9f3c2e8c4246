/**
 * A Worker constructor that also works from a federated remote. The remote's chunks live on the
 * remote's origin while the page belongs to the host, and `new Worker(url)` refuses a script from
 * another origin (SecurityError). A same-origin blob script that `importScripts()` the real one
 * is allowed (classic workers fetch imported scripts without CORS).
 *
 * rspack compiles `new FederatedWorker(new URL('./x.worker.ts', import.meta.url))` like
 * `new Worker(...)`: see `module.parser.javascript.worker` in remote-capture/rspack.config.ts.
 * The URL it passes is resolved against the remote's public path, not the host page.
 */
type WorkerConstructor = new (url: URL, options?: WorkerOptions) => Worker;

function createFederatedWorker(url: URL, options?: WorkerOptions): Worker {
  if (url.origin === globalThis.location.origin) return new Worker(url, options);
  const bootstrap = new Blob([`importScripts(${JSON.stringify(url.href)});`], { type: 'text/javascript' });
  const bootstrapUrl = URL.createObjectURL(bootstrap);
  const worker = new Worker(bootstrapUrl, options);
  const terminate = worker.terminate.bind(worker);
  worker.terminate = () => {
    terminate();
    URL.revokeObjectURL(bootstrapUrl);
  };
  return worker;
}

// A function used with `new` returns its own object, so callers get a real Worker.
export const FederatedWorker = createFederatedWorker as unknown as WorkerConstructor;
