import { releaseOnPageHide } from '../pageHide';

/** A transaction as far as the guard sees it: events, and abort() that ends it. */
function fakeTransaction() {
  const target = new EventTarget();
  return Object.assign(target, {
    aborted: false,
    abort() {
      if (this.aborted) throw new Error('InvalidStateError');
      this.aborted = true;
      target.dispatchEvent(new Event('abort'));
    },
  });
}

function pageHide(persisted: boolean) {
  return Object.assign(new Event('pagehide'), { persisted });
}

describe('releaseOnPageHide', () => {
  it('aborts what is in flight and closes when the page goes into the back/forward cache; what finished is left', () => {
    const events = new EventTarget();
    const db = { close: jest.fn() } as unknown as IDBDatabase;
    const closed = jest.fn();
    const release = releaseOnPageHide(db, closed, events as unknown as Window);
    const finished = fakeTransaction();
    const inFlight = fakeTransaction();
    release.track(finished as unknown as IDBTransaction);
    release.track(inFlight as unknown as IDBTransaction);
    finished.dispatchEvent(new Event('complete'));

    events.dispatchEvent(pageHide(true));
    expect(inFlight.aborted).toBe(true);
    expect(finished.aborted).toBe(false);
    expect(db.close).toHaveBeenCalledTimes(1);
    expect(closed).toHaveBeenCalledTimes(1);
    // Once: the next page's connection has a guard of its own.
    events.dispatchEvent(pageHide(true));
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('leaves a page that is unloaded outright to the browser, which may still finish a commit', () => {
    const events = new EventTarget();
    const db = { close: jest.fn() } as unknown as IDBDatabase;
    const release = releaseOnPageHide(db, jest.fn(), events as unknown as Window);
    const inFlight = fakeTransaction();
    release.track(inFlight as unknown as IDBTransaction);
    events.dispatchEvent(pageHide(false));
    expect(inFlight.aborted).toBe(false);
    expect(db.close).not.toHaveBeenCalled();
  });
});
