/**
 * Deletes one IndexedDB database of the app's, for sign-out (nothing of the seller stays on the
 * device). Resolves once it is gone, or at once where there is no IndexedDB. A connection still
 * open elsewhere (another tab that does not close on `versionchange`) holds the deletion back: the
 * promise then waits, and the caller decides how long; the request stays queued and the browser
 * completes it once that connection closes.
 */
export function deleteDatabase(name: string, factory: IDBFactory | undefined = globalThis.indexedDB): Promise<void> {
  if (!factory) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`Could not delete the ${name} database`));
  });
}
