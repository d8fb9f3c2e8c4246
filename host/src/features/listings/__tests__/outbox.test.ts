import type { NewListing } from '@snap/shared';
import { createOutbox, memoryOutboxStore, mergeWrite, newListingId } from '../outbox';

const LISTING: NewListing = {
  itemName: 'Brass lamp',
  title: 'Brass lamp - $45',
  description: 'Works.',
  category: 'Home',
  condition: 'good',
  keywords: [],
  price: 45,
  priceRange: { min: 30, max: 60 },
  confidence: 80,
  comparableItems: [],
};

describe('mergeWrite', () => {
  it('folds an edit of a waiting save into the save, leaving unset fields alone', () => {
    const merged = mergeWrite(
      { kind: 'save', id: 'a', listing: LISTING },
      { kind: 'update', id: 'a', edit: { price: 50, title: 'Brass lamp - $50', shipping: undefined } },
    );
    expect(merged).toEqual({ kind: 'save', id: 'a', listing: { ...LISTING, price: 50, title: 'Brass lamp - $50' } });
  });

  it('merges edits, keeps a waiting save a save when a new analysis replaces it, and lets a replace win over edits', () => {
    expect(
      mergeWrite({ kind: 'update', id: 'a', edit: { price: 1 } }, { kind: 'update', id: 'a', edit: { itemName: 'X' } }),
    ).toEqual({ kind: 'update', id: 'a', edit: { price: 1, itemName: 'X' } });
    const other = { ...LISTING, itemName: 'Other' };
    expect(
      mergeWrite({ kind: 'save', id: 'a', listing: LISTING }, { kind: 'replace', id: 'a', listing: other }),
    ).toEqual({
      kind: 'save',
      id: 'a',
      listing: other,
    });
    expect(
      mergeWrite({ kind: 'update', id: 'a', edit: { price: 1 } }, { kind: 'replace', id: 'a', listing: other }),
    ).toEqual({ kind: 'replace', id: 'a', listing: other });
  });
});

describe('createOutbox', () => {
  it('keeps one record per listing, per seller, oldest first', async () => {
    const store = memoryOutboxStore();
    let clock = 0;
    const mine = createOutbox('u1', store, () => ++clock);
    const theirs = createOutbox('u2', store, () => ++clock);
    await mine.queue({ kind: 'save', id: 'b', listing: LISTING });
    await mine.queue({ kind: 'update', id: 'a', edit: { price: 9 } });
    await mine.queue({ kind: 'update', id: 'b', edit: { price: 50 } });
    await theirs.queue({ kind: 'save', id: 'c', listing: LISTING });
    const pending = await mine.pending();
    expect(pending.map((r) => [r.id, r.kind, r.version])).toEqual([
      ['b', 'save', 2],
      ['a', 'update', 1],
    ]);
    expect(pending[0]).toMatchObject({ uid: 'u1', listing: { price: 50 } });
    expect((await theirs.pending()).map((r) => r.id)).toEqual(['c']);
  });

  it('settles only the version that was sent: an edit queued meanwhile stays', async () => {
    const outbox = createOutbox('u1', memoryOutboxStore());
    await outbox.queue({ kind: 'save', id: 'a', listing: LISTING });
    const [sent] = await outbox.pending();
    await outbox.queue({ kind: 'update', id: 'a', edit: { price: 50 } });
    await outbox.settle(sent);
    expect((await outbox.pending()).map((r) => r.version)).toEqual([2]);
    await outbox.settle((await outbox.pending())[0]);
    expect(await outbox.pending()).toEqual([]);
  });

  it('tells watchers the count now and after each change, and discards on deletion', async () => {
    const outbox = createOutbox('u1', memoryOutboxStore());
    const counts: number[] = [];
    outbox.watch((count) => counts.push(count));
    await new Promise((r) => setTimeout(r, 0));
    await outbox.queue({ kind: 'save', id: 'a', listing: LISTING });
    await outbox.queue({ kind: 'save', id: 'b', listing: LISTING });
    await new Promise((r) => setTimeout(r, 0));
    await outbox.discard('a');
    await new Promise((r) => setTimeout(r, 0));
    await outbox.discardAll();
    await new Promise((r) => setTimeout(r, 0));
    expect(counts).toEqual([0, 1, 2, 1, 0]);
  });
});

describe('outbox: where an item is listed and whether it sold (track records)', () => {
  it('keeps them in a record of their own beside the listing’s write, and a deletion drops both', async () => {
    const outbox = createOutbox('u1', memoryOutboxStore());
    await outbox.queue({ kind: 'save', id: 'a', listing: LISTING });
    const version = await outbox.queue({ kind: 'track', id: 'a', edit: {}, shares: ['ebay'] });
    expect(version).toBe(1);
    expect((await outbox.pending()).map((r) => r.kind)).toEqual(['save', 'track']);
    await outbox.settle({ kind: 'track', id: 'a', version });
    expect((await outbox.pending()).map((r) => r.kind)).toEqual(['save']);
    await outbox.queue({ kind: 'track', id: 'a', edit: { status: 'archived' }, shares: [] });
    await outbox.discard('a');
    expect(await outbox.pending()).toEqual([]);
  });

  it('merges shares, and a list set by hand outweighs the shares before it', () => {
    const shared = mergeWrite(
      { kind: 'track', id: 'a', edit: {}, shares: ['ebay'] },
      { kind: 'track', id: 'a', edit: { status: 'sold' }, shares: ['vinted'] },
    );
    expect(shared).toEqual({ kind: 'track', id: 'a', edit: { status: 'sold' }, shares: ['ebay', 'vinted'] });
    expect(mergeWrite(shared, { kind: 'track', id: 'a', edit: { sharedTo: ['vinted'] }, shares: [] })).toEqual({
      kind: 'track',
      id: 'a',
      edit: { status: 'sold', sharedTo: ['vinted'] },
      shares: [],
    });
  });
});

describe('newListingId', () => {
  it('is 20 characters of [A-Za-z0-9], like Firestore’s, and differs each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newListingId()));
    expect(ids.size).toBe(50);
    ids.forEach((id) => expect(id).toMatch(/^[A-Za-z0-9]{20}$/));
  });
});
