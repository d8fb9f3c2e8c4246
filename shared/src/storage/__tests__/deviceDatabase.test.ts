/**
 * @jest-environment node
 */
/**
 * The helper against fake-indexeddb, an implementation of the IndexedDB standard in JavaScript
 * (versionchange, blocked deletions and commit order as the spec has them).
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { DeviceDatabaseSpec } from '../databases';
import { deleteDatabase } from '../deleteDatabase';
import { DeviceDatabaseGone, openDeviceDatabase, ownerKey, ownerRange } from '../deviceDatabase';

const SPEC: DeviceDatabaseSpec = { name: 'snap-test', store: 'things', what: 'the test things' };

/** Counts the openings a factory is asked for. */
function countingFactory() {
  const factory = new IDBFactory();
  const open = factory.open.bind(factory);
  const opened = { count: 0 };
  factory.open = (name: string, version?: number) => {
    opened.count += 1;
    return open(name, version);
  };
  return { factory, opened };
}

const names = async (factory: IDBFactory) => (await factory.databases()).map((db) => db.name);

beforeAll(() => {
  // The range helpers read the page's IDBKeyRange; jsdom has none.
  (globalThis as { IDBKeyRange?: unknown }).IDBKeyRange = IDBKeyRange;
});

describe('openDeviceDatabase', () => {
  it('is none without IndexedDB', () => {
    expect(openDeviceDatabase(SPEC, { factory: undefined })).toBeUndefined();
  });

  it('opens the database once, however many transactions follow, and reads what it wrote', async () => {
    const { factory, opened } = countingFactory();
    const db = openDeviceDatabase(SPEC, { factory })!;
    await Promise.all([
      db.request('readwrite', (store) => store.put('a', ownerKey('ann', '1'))),
      db.request('readwrite', (store) => store.put('b', ownerKey('ann', '2'))),
    ]);
    expect(await db.request('readonly', (store) => store.get(ownerKey('ann', '2')))).toBe('b');
    expect(opened.count).toBe(1);
    db.close();
  });

  it('opens at once when asked, before any transaction', async () => {
    const { factory, opened } = countingFactory();
    const db = openDeviceDatabase(SPEC, { factory, openNow: true })!;
    expect(opened.count).toBe(1);
    await db.request('readonly', (store) => store.count());
    expect(opened.count).toBe(1);
    db.close();
  });

  it("keeps each owner's records to that owner", async () => {
    const factory = new IDBFactory();
    const db = openDeviceDatabase(SPEC, { factory })!;
    for (const [owner, id] of [
      ['ann', '1'],
      ['ann', '2'],
      ['anne', '1'],
      ['an', '9'],
    ])
      await db.request('readwrite', (store) => store.put(`${owner}:${id}`, ownerKey(owner, id)));
    expect(await db.request('readonly', (store) => store.getAll(ownerRange('ann')))).toEqual(['ann:1', 'ann:2']);
    await db.request('readwrite', (store) => store.delete(ownerRange('ann')));
    expect(await db.request('readonly', (store) => store.getAll())).toEqual(['an:9', 'anne:1']);
    db.close();
  });

  it('lets a deletion (sign-out) through at once, and never makes the database again', async () => {
    const factory = new IDBFactory();
    const db = openDeviceDatabase(SPEC, { factory })!;
    await db.request('readwrite', (store) => store.put('kept', ownerKey('ann', '1')));
    // Would wait forever if the handle held its connection.
    await deleteDatabase(SPEC.name, factory);
    expect(await names(factory)).toEqual([]);
    // A late write of the person who has gone.
    await expect(db.request('readwrite', (store) => store.put('late', ownerKey('ann', '2')))).rejects.toBeInstanceOf(
      DeviceDatabaseGone,
    );
    expect(await names(factory)).toEqual([]);
    // The next person's handle opens it anew, empty.
    const next = openDeviceDatabase(SPEC, { factory })!;
    expect(await next.request('readonly', (store) => store.count())).toBe(0);
    next.close();
  });

  it('is not opened again once closed', async () => {
    const { factory, opened } = countingFactory();
    const db = openDeviceDatabase(SPEC, { factory })!;
    await db.request('readonly', (store) => store.count());
    db.close();
    await expect(db.request('readonly', (store) => store.count())).rejects.toBeInstanceOf(DeviceDatabaseGone);
    expect(opened.count).toBe(1);
  });

  it('tries the opening again after one that failed', async () => {
    const factory = new IDBFactory();
    const open = factory.open.bind(factory);
    let refuse = true;
    factory.open = (name: string, version?: number) => {
      if (!refuse) return open(name, version);
      refuse = false;
      // An opening the browser refuses (a full disk, a private mode that blocks it).
      const request = { error: new DOMException('refused', 'UnknownError') } as unknown as IDBOpenDBRequest;
      setTimeout(() => request.onerror?.call(request, new Event('error')));
      return request;
    };
    const db = openDeviceDatabase(SPEC, { factory })!;
    await expect(db.request('readonly', (store) => store.count())).rejects.toThrow();
    expect(await db.request('readonly', (store) => store.count())).toBe(0);
    db.close();
  });

  it('closes into the back/forward cache and opens again when the page is shown again', async () => {
    const { factory, opened } = countingFactory();
    const events = new EventTarget();
    const db = openDeviceDatabase(SPEC, { factory, events: events as unknown as Window })!;
    await db.request('readwrite', (store) => store.put('a', ownerKey('ann', '1')));
    events.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: true }));
    // The connection is closed: a deletion is not held back by it.
    await deleteDatabase(SPEC.name, factory);
    // Not a sign-out: the page's person is still here, and the next transaction opens it again.
    expect(await db.request('readonly', (store) => store.count())).toBe(0);
    expect(opened.count).toBe(2);
    db.close();
  });
});
