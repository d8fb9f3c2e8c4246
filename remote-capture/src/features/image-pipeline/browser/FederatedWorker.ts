/**
 * Starts a worker from a federated remote. The remote's files live on the remote's origin while
 * the page belongs to the host, and `new Worker(url)` refuses a script from another origin
 * (SecurityError). A same-origin blob script that `importScripts()` the real one is allowed
 * (classic workers fetch imported scripts without CORS).
 */
export function startFederatedWorker(url: URL, options?: WorkerOptions): Worker {
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
