import { createOutbox, memoryOutboxStore, newListingId, type OutboxRecord } from '../outbox';
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

describe('newListingId', () => {
  it('is 20 characters of [A-Za-z0-9], like Firestore’s, and differs each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newListingId()));
    expect(ids.size).toBe(50);
    ids.forEach((id) => expect(id).toMatch(/^[A-Za-z0-9]{20}$/));
  });
});
