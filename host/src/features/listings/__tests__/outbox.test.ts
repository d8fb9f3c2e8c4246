import {
  createOutbox,
  forgetOutboxJournal,
  memoryOutboxStore,
  newListingId,
  type OutboxJournal,
  type OutboxRecord,
  type OutboxStore,
} from '../outbox';
import { SAMPLE_LISTING as LISTING } from '@snap/shared/testing';

describe('createOutbox', () => {
  it('keeps one record per listing, per seller, oldest first', async () => {
    const store = memoryOutboxStore();
    let clock = 0;
    const mine = createOutbox('u1', store, () => ++clock);
    const theirs = createOutbox('u2', store, () => ++clock);
    await mine.queue({ id: 'b', listing: LISTING, create: true, edit: {} });
    await mine.queue({ id: 'a', edit: { price: 9 } });
    await mine.queue({ id: 'b', edit: { price: 50, status: 'archived' } });
    await theirs.queue({ id: 'c', listing: LISTING, create: true, edit: {} });
    const pending = await mine.pending();
    expect(pending.map((r) => [r.id, r.create ?? false, r.version])).toEqual([
      ['b', true, 2],
      ['a', false, 1],
    ]);
    expect(pending[0]).toMatchObject({ uid: 'u1', listing: LISTING, edit: { price: 50, status: 'archived' } });
    expect((await theirs.pending()).map((r) => r.id)).toEqual(['c']);
  });

  it('settles only the version that was sent: an edit queued meanwhile stays', async () => {
    const outbox = createOutbox('u1', memoryOutboxStore());
    await outbox.queue({ id: 'a', listing: LISTING, create: true, edit: {} });
    const [sent] = await outbox.pending();
    await outbox.queue({ id: 'a', edit: { price: 50 } });
    await outbox.settle(sent);
    expect((await outbox.pending()).map((r) => r.version)).toEqual([2]);
    await outbox.settle((await outbox.pending())[0]);
    expect(await outbox.pending()).toEqual([]);
  });

  it('never gives a change a version an earlier page already used for that listing, even once it is sent and gone', async () => {
    const store = memoryOutboxStore();
    const before = createOutbox('u1', store);
    await before.queue({ id: 'a', listing: LISTING, create: true, edit: {} });
    await before.queue({ id: 'a', edit: { price: 50 } });
    // The next page sends what the last one left (version 2), then the seller changes it again.
    const page = createOutbox('u1', store);
    const [left] = await page.pending();
    await page.settle(left);
    expect(await page.queue({ id: 'a', edit: { sharedTo: ['craigslist'] } })).toBe(3);
  });

  it('tells watchers the count now and after each change, and discards on deletion', async () => {
    const outbox = createOutbox('u1', memoryOutboxStore());
    const counts: number[] = [];
    outbox.watch((count) => counts.push(count));
    await new Promise((r) => setTimeout(r, 0));
    await outbox.queue({ id: 'a', listing: LISTING, create: true, edit: {} });
    await outbox.queue({ id: 'b', listing: LISTING, create: true, edit: {} });
    await new Promise((r) => setTimeout(r, 0));
    await outbox.discard('a');
    await new Promise((r) => setTimeout(r, 0));
    await outbox.discardAll();
    await new Promise((r) => setTimeout(r, 0));
    expect(counts).toEqual([0, 1, 2, 1, 0]);
  });
});

describe('outbox: a store that could not be read just then', () => {
  it('is read again by the next read or save, rather than refusing them for the rest of the page', async () => {
    const store = memoryOutboxStore();
    const list = jest.spyOn(store, 'list').mockRejectedValueOnce(new Error('IndexedDB: the connection is closing'));
    const outbox = createOutbox('u1', store);
    await expect(outbox.pending()).rejects.toThrow('the connection is closing');
    await outbox.queue({ id: 'a', listing: LISTING, create: true, edit: {} });
    expect(await outbox.pending()).toEqual([expect.objectContaining({ id: 'a', create: true })]);
    expect(list.mock.calls.length).toBeGreaterThan(2);
  });
});

describe('outbox: records an earlier version of the app kept', () => {
  it('become one change per listing, a share left out, before anything is read or queued', async () => {
    const store = memoryOutboxStore();
    const legacy = (key: string, record: object) =>
      store.merge(key, () => ({ uid: 'u1', version: 3, queuedAt: 5, ...record }) as unknown as OutboxRecord);
    await legacy('u1/a', { kind: 'save', id: 'a', listing: LISTING });
    await legacy('u1/a#track', { kind: 'track', id: 'a', edit: { status: 'archived' }, shares: ['ebay'] });
    await legacy('u1/b', { kind: 'update', id: 'b', edit: { price: 7 } });
    const outbox = createOutbox('u1', store);
    await outbox.queue({ id: 'b', edit: { title: 'T' } });
    const pending = await outbox.pending();
    expect(pending).toEqual([
      expect.objectContaining({ id: 'a', listing: LISTING, create: true, edit: { status: 'archived' } }),
      expect.objectContaining({ id: 'b', edit: { price: 7, title: 'T' } }),
    ]);
    expect([...store.records.keys()].sort()).toEqual(['u1/a', 'u1/b']);
    expect(pending.every((record) => !('kind' in record))).toBe(true);
  });
});

describe('outbox: a refused change', () => {
  it('stays marked until the listing changes again, which sends it anew', async () => {
    const outbox = createOutbox('u1', memoryOutboxStore());
    const version = await outbox.queue({ id: 'a', listing: LISTING, create: true, edit: {} });
    await outbox.refuse({ id: 'a', version }, 'the server refused it');
    expect((await outbox.pending())[0].refused).toBe('the server refused it');
    await outbox.queue({ id: 'a', edit: { price: 5 } });
    expect((await outbox.pending())[0]).not.toHaveProperty('refused');
  });
});

/** localStorage as a map: what a page replaced mid-save leaves for the next. */
function memoryJournal(): OutboxJournal & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

describe('outbox: a new listing noted at once, for a page replaced before its record is committed', () => {
  it('is in the journal the moment it is queued, and leaves it once the record is committed', async () => {
    const store = memoryOutboxStore();
    let commit = () => {};
    const slow: OutboxStore = {
      ...store,
      merge: (key, change) =>
        new Promise<void>((resolve) => (commit = () => void store.merge(key, change).then(resolve))),
    };
    const journal = memoryJournal();
    const outbox = createOutbox('u1', slow, () => 7, journal);
    await outbox.pending();
    const queued = outbox.queue({ id: 'a', listing: LISTING, create: true, edit: {} });
    expect(JSON.parse(journal.entries.get('snap:unsaved-listing:u1/a') ?? '{}')).toEqual({
      id: 'a',
      listing: LISTING,
      create: true,
      edit: {},
      queuedAt: 7,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    commit();
    await queued;
    expect([...journal.entries.keys()]).toEqual([]);
    // An edit has its listing's record to fall back on: not noted.
    void outbox.queue({ id: 'a', edit: { price: 5 } });
    expect(journal.length).toBe(0);
  });

  it('becomes the record on the seller’s next page before anything is read; another seller’s note is theirs', async () => {
    const journal = memoryJournal();
    const replaced = createOutbox(
      'u1',
      { ...memoryOutboxStore(), merge: () => new Promise(() => {}) },
      () => 3,
      journal,
    );
    void replaced.queue({ id: 'a', listing: LISTING, create: true, edit: {} });
    const other = createOutbox('u2', { ...memoryOutboxStore(), merge: () => new Promise(() => {}) }, () => 4, journal);
    void other.queue({ id: 'b', listing: LISTING, create: true, edit: {} });

    const store = memoryOutboxStore();
    const next = createOutbox('u1', store, () => 9, journal);
    expect(await next.pending()).toEqual([
      { id: 'a', listing: LISTING, create: true, edit: {}, uid: 'u1', version: 1, queuedAt: 3 },
    ]);
    expect([...journal.entries.keys()]).toEqual(['snap:unsaved-listing:u2/b']);
    // Queued again on that page: the next version, not a second record.
    await next.queue({ id: 'a', edit: { price: 5 } });
    expect((await next.pending()).map((r) => [r.id, r.version])).toEqual([['a', 2]]);
  });

  it('leaves a record whose commit made it after all as it is', async () => {
    const store = memoryOutboxStore();
    await createOutbox('u1', store).queue({ id: 'a', listing: LISTING, create: true, edit: { price: 40 } });
    const journal = memoryJournal();
    journal.setItem(
      'snap:unsaved-listing:u1/a',
      JSON.stringify({ id: 'a', listing: LISTING, create: true, edit: {}, queuedAt: 1 }),
    );
    const [record] = await createOutbox('u1', store, Date.now, journal).pending();
    expect(record).toMatchObject({ version: 1, edit: { price: 40 } });
    expect(journal.length).toBe(0);
  });

  it('goes at sign-out, every seller’s note', async () => {
    const journal = memoryJournal();
    journal.setItem('snap:unsaved-listing:u1/a', '{}');
    journal.setItem('snap:unsaved-listing:u2/b', '{}');
    journal.setItem('snap:something-else', 'kept');
    forgetOutboxJournal(journal);
    expect([...journal.entries.keys()]).toEqual(['snap:something-else']);
  });
});

describe('newListingId', () => {
  it('is 20 characters of [A-Za-z0-9], like Firestore’s, and differs each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newListingId()));
    expect(ids.size).toBe(50);
    ids.forEach((id) => expect(id).toMatch(/^[A-Za-z0-9]{20}$/));
  });
});
