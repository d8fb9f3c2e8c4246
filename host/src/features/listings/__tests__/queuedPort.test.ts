import type { ListingsSnapshot, NewListing } from '@snap/shared';
import { fakeListingsPort } from '@snap/shared/testing';
import type { DeferredListingsPort } from '../deferredPort';
import { createOutbox, memoryOutboxStore, type QueuedChange } from '../outbox';
import type { PhotoStore } from '../photoStore';
import { forgetWaitingWrites, queuedPort, writesStillWaiting } from '../queuedPort';

const LISTING = { itemName: 'Lamp', price: 45 } as NewListing;
const flushed = () => new Promise((r) => setTimeout(r, 0));

function setUp(send: (write: QueuedChange) => Promise<void> = () => new Promise(() => undefined)) {
  const inner = { ...fakeListingsPort(), preload: jest.fn(), readAhead: jest.fn(), loaded: jest.fn() };
  jest.spyOn(inner, 'remove');
  jest.spyOn(inner, 'update');
  const store = memoryOutboxStore();
  const outbox = createOutbox('u1', store);
  const photos = { put: jest.fn(() => Promise.resolve()) } as unknown as PhotoStore;
  const sendSpy = jest.fn(send);
  const port = queuedPort(inner as DeferredListingsPort, outbox, sendSpy, photos, {
    events: undefined,
    warn: jest.fn(),
  });
  return { port, inner, outbox, store, photos, send: sendSpy };
}

afterEach(() => jest.restoreAllMocks());

describe('queuedPort', () => {
  it('resolves a save once it is on the device, with an id chosen here, and sends it from there', async () => {
    const { port, outbox, photos, send } = setUp();
    const id = await port.save(LISTING, [new Blob(['x'])]);
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await outbox.pending()).toEqual([expect.objectContaining({ id, listing: LISTING, create: true })]);
    expect(photos.put).toHaveBeenCalledWith(id, [expect.any(Blob)]);
    await flushed();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ id, create: true }));
    port.stop();
  });

  it('puts a save on the device before its photos are kept, and sends it only once they are', async () => {
    const { port, outbox, photos, send } = setUp(() => Promise.resolve());
    let kept: () => void = () => undefined;
    (photos.put as jest.Mock).mockReturnValue(new Promise<void>((resolve) => (kept = resolve)));
    const saved = port.save(LISTING, [new Blob(['x'])]);
    await flushed();
    // A page replaced now still finds the listing waiting on the device.
    expect(await outbox.pending()).toEqual([expect.objectContaining({ listing: LISTING, create: true })]);
    expect(send).not.toHaveBeenCalled();
    kept();
    const id = await saved;
    await flushed();
    await flushed();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ id, create: true }));
    port.stop();
  });

  it('opens a listing that waits only on this device even when the device answers only the second time', async () => {
    const { port, outbox, store } = setUp();
    const id = await port.save(LISTING, []);
    jest.spyOn(outbox, 'pending').mockRejectedValueOnce(new Error('IndexedDB: the connection is closing'));
    expect(await port.get(id)).toEqual(expect.objectContaining({ id, itemName: 'Lamp' }));
    expect(store.records.size).toBe(1);
    port.stop();
  });

  it('does not call a listing deleted when the server has none and the device cannot be read: it fails', async () => {
    const { port, outbox } = setUp();
    const id = await port.save(LISTING, []);
    jest.spyOn(outbox, 'pending').mockRejectedValue(new Error('IndexedDB: the connection is closing'));
    await expect(port.get(id)).rejects.toThrow('the connection is closing');
    port.stop();
  });

  it('queues edits and replaces the same way', async () => {
    const { port, outbox } = setUp();
    await port.update('a', { price: 5 });
    await port.replace('b', LISTING, []);
    expect(await outbox.pending()).toEqual([
      expect.objectContaining({ id: 'a', edit: { price: 5 } }),
      expect.objectContaining({ id: 'b', listing: LISTING, edit: {} }),
    ]);
    port.stop();
  });

  it('keeps a deletion on the device in place of what waited, the listing gone from the list and from get', async () => {
    const answers: (() => void)[] = [];
    const { port, outbox, inner, send } = setUp(() => new Promise((resolve) => answers.push(resolve)));
    const id = await inner.save(LISTING, []);
    await port.update(id, { price: 5 });
    const seen: ListingsSnapshot[] = [];
    const stop = port.subscribe((snapshot) => seen.push(snapshot));
    await port.remove(id);
    await flushed();
    expect(await outbox.pending()).toEqual([expect.objectContaining({ id, removed: true, edit: {} })]);
    // The edit on its way is answered first; the deletion goes after it.
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ id, edit: { price: 5 } }));
    answers.shift()?.();
    await flushed();
    await flushed();
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ id, removed: true }));
    expect(inner.remove).not.toHaveBeenCalled();
    expect(seen[seen.length - 1].listings).toEqual([]);
    expect(await port.get(id)).toBeNull();
    stop();
    port.stop();
  });

  it('undoes a deletion once it has reached the server: the store puts the listing back', async () => {
    let answer: () => void = () => undefined;
    const { port, inner } = setUp(() => new Promise((resolve) => (answer = resolve)));
    const restore = jest.spyOn(inner, 'restore');
    const id = await inner.save(LISTING, []);
    const listing = (await inner.get(id))!;
    await port.remove(id);
    const undone = port.restore(listing);
    await flushed();
    expect(restore).not.toHaveBeenCalled();
    answer();
    await undone;
    expect(restore).toHaveBeenCalledWith(listing);
    port.stop();
  });

  it('sends where an item is listed and whether it sold through the outbox too, and answers once the server has it', async () => {
    let answer: () => void = () => undefined;
    const { port, outbox, inner, send } = setUp(() => new Promise((resolve) => (answer = resolve)));
    let done = false;
    const sold = port
      .update('a', { status: 'sold', sold: { price: 40, marketplace: 'ebay', date: '2026-11-26' } })
      .then(() => (done = true));
    await flushed();
    await flushed();
    // On the device, on its way, and the screen still waiting for the server (the page may go now).
    expect(await outbox.pending()).toEqual([
      expect.objectContaining({ id: 'a', edit: expect.objectContaining({ status: 'sold' }) }),
    ]);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
    expect(done).toBe(false);
    answer();
    await sold;
    expect(await outbox.pending()).toEqual([]);
    // Nothing goes straight to the store.
    expect(inner.update).not.toHaveBeenCalled();
    port.stop();
  });

  it('rejects with the server’s refusal of where it is listed, which the screen shows; the change goes', async () => {
    const refused = Object.assign(new Error('denied'), { code: 'permission-denied' });
    const { port, outbox } = setUp(() => Promise.reject(refused));
    await expect(port.update('a', { status: 'archived' })).rejects.toBe(refused);
    expect(await outbox.pending()).toEqual([]);
    port.stop();
  });

  it('resolves an edit of words and price once it is on the device, before the server has it', async () => {
    const { port, outbox } = setUp();
    await port.update('a', { title: 'Lamp - $40', price: 40 });
    expect(await outbox.pending()).toEqual([
      expect.objectContaining({ id: 'a', edit: { title: 'Lamp - $40', price: 40 } }),
    ]);
    port.stop();
  });

  it('sends what an earlier page left, as soon as it is made', async () => {
    const store = memoryOutboxStore();
    await createOutbox('u1', store).queue({ id: 'left', listing: LISTING, create: true, edit: {} });
    const send = jest.fn(() => Promise.resolve());
    const inner = { ...fakeListingsPort(), preload: jest.fn(), readAhead: jest.fn(), loaded: jest.fn() };
    const port = queuedPort(inner, createOutbox('u1', store), send, {} as PhotoStore, { events: undefined });
    await flushed();
    await flushed();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ id: 'left' }));
    expect(store.records.size).toBe(0);
    port.stop();
  });

  it('opens a listing with its waiting edit over what the store has', async () => {
    const { port, inner } = setUp();
    const id = await inner.save(LISTING, []);
    await port.update(id, { itemName: 'My lamp', price: 50 });
    expect(await port.get(id)).toEqual(expect.objectContaining({ id, itemName: 'My lamp', price: 50 }));
    expect((await inner.get(id))?.itemName).toBe('Lamp');
    port.stop();
  });

  it('tells subscribers how many writes wait', async () => {
    const { port } = setUp();
    const seen: ListingsSnapshot[] = [];
    const stop = port.subscribe((snapshot) => seen.push(snapshot));
    await flushed();
    await port.save(LISTING, []);
    await port.update('other', { price: 1 });
    await flushed();
    expect(seen.map((s) => s.waitingToSync)).toEqual([0, 1, 2]);
    stop();
    port.stop();
  });
});

describe('queuedPort: a write the server refused', () => {
  it('names the listing to the seller, still listed from the device, and no longer counts it as syncing', async () => {
    const { port } = setUp(() => Promise.reject(Object.assign(new Error('no'), { code: 'permission-denied' })));
    const seen: ListingsSnapshot[] = [];
    const stop = port.subscribe((snapshot) => seen.push(snapshot));
    const id = await port.save(LISTING, []);
    await flushed();
    await flushed();
    const last = seen[seen.length - 1];
    expect(last.notSaved).toEqual([{ id, itemName: 'Lamp', reason: 'the server refused it' }]);
    expect(last.waitingToSync).toBe(0);
    expect(last.listings.map((listing) => listing.id)).toEqual([id]);
    // Still on the device: sign-out asks about it.
    expect(await port.waiting()).toBe(1);
    stop();
    port.stop();
  });
});

describe('queuedPort: the list as this device left it', () => {
  const last = (seen: ListingsSnapshot[]) => seen[seen.length - 1];

  it('lists a save the store does not have yet, newest first, and an edit waiting over a listing it has', async () => {
    const { port, inner } = setUp();
    const older = await inner.save({ ...LISTING, itemName: 'Kettle' }, []);
    const seen: ListingsSnapshot[] = [];
    const stop = port.subscribe((snapshot) => seen.push(snapshot));
    await flushed();
    await port.update(older, { itemName: 'Copper kettle' });
    const id = await port.save(LISTING, []);
    await flushed();
    expect(last(seen).listings.map((l) => [l.id, l.itemName])).toEqual([
      [id, 'Lamp'],
      [older, 'Copper kettle'],
    ]);
    expect(last(seen).listings[0]).toMatchObject({ sharedTo: [], price: 45 });
    expect(last(seen).waitingToSync).toBe(2);
    stop();
    port.stop();
  });

  it('shows the store’s list alone once nothing waits', async () => {
    const { port } = setUp(() => Promise.resolve());
    const seen: ListingsSnapshot[] = [];
    const stop = port.subscribe((snapshot) => seen.push(snapshot));
    await port.save(LISTING, []);
    await flushed();
    await flushed();
    expect(last(seen).waitingToSync).toBe(0);
    // The fake store was never sent the save (send is a stand-in): what shows is the store's list.
    expect(last(seen).listings).toEqual([]);
    stop();
    port.stop();
  });
});

describe('forgetWaitingWrites', () => {
  it('online, waits for the writes to reach the server, then stops the outbox and drops its notes', async () => {
    const { port, outbox } = setUp(() => Promise.resolve());
    await port.save(LISTING, []);
    localStorage.setItem('snap:unsaved-listing:u1/left', '{}');
    const warn = jest.fn();
    await forgetWaitingWrites({ waitMs: 1000, online: () => true, warn });
    expect(await outbox.pending()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    expect(localStorage.getItem('snap:unsaved-listing:u1/left')).toBeNull();
  });

  it('offline, says how many writes are lost', async () => {
    const { port } = setUp();
    await port.save(LISTING, []);
    await port.save(LISTING, []);
    const warn = jest.fn();
    await forgetWaitingWrites({ waitMs: 1000, online: () => false, warn });
    expect(warn).toHaveBeenCalledWith('Signing out with 2 listing writes not yet synced: they are lost');
  });
});

describe('writesStillWaiting', () => {
  it('online, gives the writes their wait to arrive: none left, nothing to ask about', async () => {
    const { port } = setUp(() => Promise.resolve());
    await port.save(LISTING, []);
    expect(await writesStillWaiting({ waitMs: 1000, online: () => true })).toBe(0);
    port.stop();
  });

  it('online, counts what has not arrived within the wait, and keeps it', async () => {
    const { port, outbox } = setUp();
    await port.save(LISTING, []);
    expect(await writesStillWaiting({ waitMs: 20, online: () => true })).toBe(1);
    expect(await outbox.pending()).toHaveLength(1);
    port.stop();
  });

  it('offline, counts at once without trying to send', async () => {
    const { port, send } = setUp();
    await port.save(LISTING, []);
    await port.update('abc', { title: 'New' });
    await flushed();
    send.mockClear();
    expect(await writesStillWaiting({ waitMs: 60_000, online: () => false })).toBe(2);
    expect(send).not.toHaveBeenCalled();
    port.stop();
  });
});
