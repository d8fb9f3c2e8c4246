import { firestoreCacheDatabase, forgetListings } from '../forgetListings';

/** An IDBFactory that records deletions; each succeeds, unless named in `blocked` (held open elsewhere). */
function fakeFactory(blocked: string[] = []) {
  const deleted: string[] = [];
  const factory = {
    deleteDatabase(name: string) {
      const request = {} as IDBOpenDBRequest;
      if (!blocked.includes(name))
        queueMicrotask(() => {
          deleted.push(name);
          request.onsuccess?.call(request, new Event('success'));
        });
      return request;
    },
  } as unknown as IDBFactory;
  return { factory, deleted };
}

const CACHE = 'firestore/[DEFAULT]/demo-project/main';

describe('forgetListings', () => {
  it("names the SDK's database for the default app", () => {
    expect(firestoreCacheDatabase('demo-project')).toBe(CACHE);
  });

  it("clears the page's Firestore, and deletes the photo store", async () => {
    const { factory, deleted } = fakeFactory();
    const forgetPageFirestore = jest.fn(() => Promise.resolve(true));
    await forgetListings({ projectId: 'demo-project', forgetPageFirestore, indexedDB: factory });
    expect(forgetPageFirestore).toHaveBeenCalled();
    expect(deleted).toEqual(['snap-listing-photos']);
  });

  it('deletes the cache an earlier page left by its name when this page has no Firestore', async () => {
    const { factory, deleted } = fakeFactory();
    await forgetListings({ projectId: 'demo-project', forgetPageFirestore: async () => false, indexedDB: factory });
    expect(deleted.sort()).toEqual([CACHE, 'snap-listing-photos']);
  });

  it('deletes the cache by name, with a warning, when clearing it failed', async () => {
    const { factory, deleted } = fakeFactory();
    const warn = jest.fn();
    const refused = Object.assign(new Error('Persistence can only be cleared…'), { code: 'failed-precondition' });
    await forgetListings({
      projectId: 'demo-project',
      forgetPageFirestore: () => Promise.reject(refused),
      indexedDB: factory,
      warn,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('deleting it by name'), refused);
    expect(deleted.sort()).toEqual([CACHE, 'snap-listing-photos']);
  });

  it('waits while another tab holds the cache open (sign-out stops waiting: forgetDevice)', async () => {
    const { factory, deleted } = fakeFactory([CACHE]);
    let settled = false;
    void forgetListings({ projectId: 'demo-project', forgetPageFirestore: async () => false, indexedDB: factory }).then(
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(deleted).toEqual(['snap-listing-photos']);
    expect(settled).toBe(false);
  });
});
