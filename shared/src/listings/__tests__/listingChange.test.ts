import type { SavedListing } from '../ListingsPort';
import { changedListing, editedListing, mergeChanges } from '../listingChange';
import { SAMPLE_LISTING as LISTING } from '../../testing/sampleListing';

const SAVED = {
  ...LISTING,
  id: 'a',
  itemName: 'Lamp',
  brandName: 'Anglepoise',
  sharedTo: ['ebay'],
  status: 'listed',
  listedAt: { ebay: 3 },
  createdAt: 1,
  updatedAt: 2,
} as SavedListing;
const SOLD = { price: 40, marketplace: 'ebay', date: '2026-11-26' } as const;

describe('mergeChanges', () => {
  it('lays a later edit over a waiting save, its unset fields left alone, and it still creates', () => {
    expect(
      mergeChanges(
        { listing: LISTING, create: true, edit: {} },
        { edit: { price: 50, title: 'Brass lamp - $50', shipping: undefined } },
      ),
    ).toEqual({ listing: LISTING, create: true, edit: { price: 50, title: 'Brass lamp - $50' } });
  });

  it('merges edits, where it is listed among them, the later one winning', () => {
    expect(
      mergeChanges(
        { edit: { price: 1, status: 'listed', sharedTo: ['ebay'] } },
        { edit: { itemName: 'X', status: 'sold', sold: SOLD } },
      ),
    ).toEqual({ edit: { price: 1, itemName: 'X', status: 'sold', sharedTo: ['ebay'], sold: SOLD } });
    // A sale taken back is kept as such (null), not dropped as unset.
    expect(mergeChanges({ edit: { sold: SOLD } }, { edit: { sold: null } })).toEqual({ edit: { sold: null } });
  });

  it('lets a new analysis replace the content and the seller’s words, keeping where it is listed and a first save', () => {
    const other = { ...LISTING, itemName: 'Other' };
    expect(
      mergeChanges({ edit: { price: 1, itemName: 'Mine', status: 'archived' } }, { listing: other, edit: {} }),
    ).toEqual({ listing: other, edit: { status: 'archived' } });
    expect(mergeChanges({ listing: LISTING, create: true, edit: {} }, { listing: other, edit: {} })).toEqual({
      listing: other,
      create: true,
      edit: {},
    });
  });
});

describe('mergeChanges: a deletion', () => {
  it('outweighs what waited, and an edit after it (a screen still open) does not bring the listing back', () => {
    const removed = mergeChanges({ listing: LISTING, create: true, edit: { price: 3 } }, { removed: true, edit: {} });
    expect(removed).toEqual({ removed: true, edit: {} });
    expect(mergeChanges(removed, { edit: { itemName: 'Late' } })).toEqual(removed);
    expect(changedListing(SAVED, removed, 'a', 7)).toBeNull();
  });
});

describe('changedListing', () => {
  it.each<[string, SavedListing | null, Parameters<typeof changedListing>[1], SavedListing | null]>([
    [
      'an edit: laid over the store’s copy, its unset fields left alone',
      SAVED,
      { edit: { itemName: 'My lamp', description: undefined } },
      { ...SAVED, itemName: 'My lamp' },
    ],
    ['an edit of a listing the store does not have: none', null, { edit: { price: 3 } }, null],
    [
      'a new analysis: its content, where it is listed and when it was made kept',
      SAVED,
      { listing: LISTING, edit: {} },
      { ...LISTING, id: 'a', sharedTo: ['ebay'], status: 'listed', listedAt: { ebay: 3 }, createdAt: 1, updatedAt: 2 },
    ],
    ['a new analysis of a listing the store does not have: none', null, { listing: LISTING, edit: {} }, null],
    [
      'a save the server has not had: the listing as queued, made at the change’s time',
      null,
      { listing: LISTING, create: true, edit: { status: 'listed', sharedTo: ['vinted'] } },
      { ...LISTING, id: 'a', sharedTo: ['vinted'], status: 'listed', createdAt: 7, updatedAt: 7 },
    ],
  ])('%s', (_, saved, change, expected) => {
    expect(changedListing(saved, change, 'a', 7)).toEqual(expected);
  });

  it('a sale, then taken back', () => {
    const sold = changedListing(SAVED, { edit: { status: 'sold', sold: SOLD } }, 'a', 7);
    expect(sold).toMatchObject({ status: 'sold', sold: SOLD });
    const unsold = changedListing(sold, { edit: { status: 'listed', sold: null } }, 'a', 7);
    expect(unsold).toMatchObject({ status: 'listed' });
    expect(unsold).not.toHaveProperty('sold');
  });
});

describe('editedListing', () => {
  it('keeps a sale unless the edit takes it off', () => {
    const sold = { ...SAVED, status: 'sold', sold: SOLD } as SavedListing;
    expect(editedListing(sold, { price: 9 })).toMatchObject({ price: 9, sold: SOLD });
    expect(editedListing(sold, { sold: null, status: 'listed' })).not.toHaveProperty('sold');
  });
});
