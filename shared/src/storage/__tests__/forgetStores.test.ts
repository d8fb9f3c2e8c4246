import { PENDING_RESULT_DATABASE, RECENT_ROWS_KEY_PREFIX } from '../../constants';
import { forgetPendingResult, markPendingResult, hasPendingResult } from '../../listings/pendingResult';
import { forgetRecentRows } from '../../listings/recentRows';
import { forgetSharedPhoto, SHARED_PHOTO_CACHE } from '../../pwa/shareTarget';
import { DEVICE_DATABASES, forgetDeviceDatabases } from '../databases';
import { deleteDatabase } from '../deleteDatabase';

function fakeFactory(outcome: 'success' | 'error' = 'success') {
  const deleted: string[] = [];
  const factory = {
    deleteDatabase(name: string) {
      const request = { error: new DOMException('denied', 'UnknownError') } as unknown as IDBOpenDBRequest;
      queueMicrotask(() => {
        if (outcome === 'success') deleted.push(name);
        const handler = outcome === 'success' ? request.onsuccess : request.onerror;
        handler?.call(request, new Event(outcome));
      });
      return request;
    },
  } as unknown as IDBFactory;
  return { factory, deleted };
}

describe('deleteDatabase', () => {
  it('resolves once the database is deleted', async () => {
    const { factory, deleted } = fakeFactory();
    await deleteDatabase('snap-anything', factory);
    expect(deleted).toEqual(['snap-anything']);
  });

  it('rejects with the browser’s error', async () => {
    await expect(deleteDatabase('snap-anything', fakeFactory('error').factory)).rejects.toThrow('denied');
  });

  it('has nothing to do without IndexedDB', async () => {
    await expect(deleteDatabase('snap-anything', undefined)).resolves.toBeUndefined();
  });
});

describe("each store's forget", () => {
  beforeEach(() => localStorage.clear());

  it('the pending result: its marker (its database is a device database)', () => {
    markPendingResult(localStorage);
    forgetPendingResult(localStorage);
    expect(hasPendingResult(localStorage)).toBe(false);
  });

  it('every device database, each a step of its own named for what it holds', async () => {
    const { factory, deleted } = fakeFactory();
    const steps = forgetDeviceDatabases(factory);
    expect(steps.map((step) => step.what)).toEqual(DEVICE_DATABASES.map((spec) => spec.what));
    await Promise.all(steps.map((step) => step.run()));
    expect(deleted.sort()).toEqual(
      ['snap-chosen-photos', 'snap-listing-photos', 'snap-listings-outbox', PENDING_RESULT_DATABASE].sort(),
    );
  });

  it("the dashboard's row counts: every seller's key, nothing else", () => {
    localStorage.setItem(`${RECENT_ROWS_KEY_PREFIX}ann`, '3');
    localStorage.setItem(`${RECENT_ROWS_KEY_PREFIX}bob`, '1');
    localStorage.setItem('someone-elses-app', 'kept');
    forgetRecentRows(localStorage);
    expect(Object.keys({ ...localStorage })).toEqual(['someone-elses-app']);
  });

  it('the shared photo waiting for /camera', async () => {
    const caches = { delete: jest.fn(() => Promise.resolve(true)) };
    await forgetSharedPhoto(caches);
    expect(caches.delete).toHaveBeenCalledWith(SHARED_PHOTO_CACHE);
    await expect(forgetSharedPhoto(undefined)).resolves.toBeUndefined();
  });
});
