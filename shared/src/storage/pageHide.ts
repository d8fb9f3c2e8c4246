/**
 * WebKit keeps a page it leaves in its back/forward cache with its IndexedDB transactions
 * unfinished, and they hold their stores: the next page's transactions on them wait for as long as
 * the cached page lives. Seen in the WebKit suite: a page load the moment the price showed left the
 * dashboard's outbox unreadable, the listing "waiting to sync" for more than 30 s. So when the page
 * goes into that cache (`pagehide` with `persisted`), what is in flight is aborted and the
 * connection closed; a page shown again opens it anew. A page that is unloaded outright is left to
 * the browser, which may still finish a commit under way. A new listing whose record is aborted
 * this way is still in the outbox's journal (the host's listings/outbox.ts). Every device database
 * gets this through its handle (deviceDatabase.ts).
 */
export type PageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface PageHideRelease {
  /** Aborted if the page goes into the back/forward cache before it is done. */
  track(transaction: IDBTransaction): IDBTransaction;
}

export function releaseOnPageHide(
  db: IDBDatabase,
  onClosed: () => void,
  events: PageEvents | undefined = typeof window === 'undefined' ? undefined : window,
): PageHideRelease {
  const inFlight = new Set<IDBTransaction>();
  const hide = (event: Event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    events?.removeEventListener('pagehide', hide);
    inFlight.forEach((transaction) => {
      try {
        transaction.abort();
      } catch {
        // Finished meanwhile.
      }
    });
    inFlight.clear();
    db.close();
    onClosed();
  };
  events?.addEventListener('pagehide', hide);
  return {
    track(transaction) {
      inFlight.add(transaction);
      const done = () => inFlight.delete(transaction);
      transaction.addEventListener('complete', done);
      transaction.addEventListener('abort', done);
      transaction.addEventListener('error', done);
      return transaction;
    },
  };
}
