import {
  firestoreCacheDatabase,
  forgetListings,
  forgetPageStoresAfterSeller,
  forgetWriteKeys,
} from '../forgetListings';

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

  it("clears the page's Firestore, which deletes its cache itself", async () => {
    const { factory, deleted } = fakeFactory();
    const forgetPageFirestore = jest.fn(() => Promise.resolve(true));
    await forgetListings({ projectId: 'demo-project', forgetPageFirestore, indexedDB: factory });
    expect(forgetPageFirestore).toHaveBeenCalled();
    expect(deleted).toEqual([]);
  });

  it('deletes the cache an earlier page left by its name when this page has no Firestore', async () => {
    const { factory, deleted } = fakeFactory();
    await forgetListings({ projectId: 'demo-project', forgetPageFirestore: async () => false, indexedDB: factory });
    expect(deleted).toEqual([CACHE]);
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
    expect(deleted).toEqual([CACHE]);
  });

  it('waits while another tab holds the cache open (sign-out stops waiting: forgetDevice)', async () => {
    const { factory, deleted } = fakeFactory([CACHE]);
    let settled = false;
    void forgetListings({ projectId: 'demo-project', forgetPageFirestore: async () => false, indexedDB: factory }).then(
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(deleted).toEqual([]);
    expect(settled).toBe(false);
  });
});

/** A Storage over a Map, as the browser's localStorage behaves for these calls. */
function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => Array.from(map.keys())[index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  };
}

describe("Firestore's write keys", () => {
  const LEFT = {
    'firestore_mutations_[DEFAULT]_7_seller-uid': '{"state":"pending"}',
    'firestore_mutations_[DEFAULT]_8': '{"state":"pending"}',
    'firestore_clients_[DEFAULT]_abc': '{"activeTargetIds":[]}',
    'firestore_sequence_number_[DEFAULT]': '12',
    'other-app-key': 'kept',
  };
  const KEPT = ['firestore_clients_[DEFAULT]_abc', 'firestore_sequence_number_[DEFAULT]', 'other-app-key'];
  const keysOf = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => storage.key(i)).sort();

  it('go after the cache, and nothing else of localStorage does', async () => {
    const storage = memoryStorage(LEFT);
    const { factory } = fakeFactory();
    let keysWhenCleared: (string | null)[] = [];
    await forgetListings({
      projectId: 'demo-project',
      forgetPageFirestore: async () => {
        keysWhenCleared = keysOf(storage);
        return true;
      },
      indexedDB: factory,
      storage,
    });
    expect(keysWhenCleared).toHaveLength(5);
    expect(keysOf(storage)).toEqual(KEPT);
  });

  it('go in a tab that learns of the sign-out from another, Firestore loaded or not', async () => {
    const storage = memoryStorage(LEFT);
    forgetWriteKeys(storage);
    expect(keysOf(storage)).toEqual(KEPT);
    const again = memoryStorage(LEFT);
    const { factory, deleted } = fakeFactory();
    await forgetPageStoresAfterSeller(again, factory);
    expect(keysOf(again)).toEqual(KEPT);
    // The photo store this tab may have opened again after the other tab deleted it goes too.
    expect(deleted).toEqual(['snap-listing-photos']);
  });
});
