import type { NewListing, SavedListing } from '@snap/shared';
import type { OutboxRecord, QueuedWrite } from '../outbox';
import { withWaitingWrite } from '../waitingListing';

const SAVED = {
  id: 'a',
  itemName: 'Lamp',
  brandName: 'Anglepoise',
  price: 45,
  sharedTo: ['ebay'],
  status: 'listed',
  createdAt: 1,
  updatedAt: 2,
} as SavedListing;
const ANALYSIS = { itemName: 'Brass lamp', price: 60 } as NewListing;
const record = (write: QueuedWrite): OutboxRecord => ({ ...write, uid: 'u1', version: 1, queuedAt: 7 });

describe('withWaitingWrite', () => {
  it.each<[string, SavedListing | null, OutboxRecord | undefined, SavedListing | null]>([
    ['nothing waiting: the store’s copy', SAVED, undefined, SAVED],
    [
      'an edit: laid over the store’s copy, its unset fields left alone',
      SAVED,
      record({ kind: 'update', id: 'a', edit: { itemName: 'My lamp', description: undefined } }),
      { ...SAVED, itemName: 'My lamp' },
    ],
    ['an edit of a listing the store does not have: none', null, record({ kind: 'update', id: 'a', edit: {} }), null],
    [
      'a new analysis: its content, where it is listed kept',
      SAVED,
      record({ kind: 'replace', id: 'a', listing: ANALYSIS }),
      { ...ANALYSIS, id: 'a', sharedTo: ['ebay'], status: 'listed', createdAt: 1, updatedAt: 2 } as SavedListing,
    ],
    [
      'a save the server has not had: the listing as queued',
      null,
      record({ kind: 'save', id: 'b', listing: ANALYSIS }),
      { ...ANALYSIS, id: 'b', sharedTo: [], createdAt: 7, updatedAt: 7 } as SavedListing,
    ],
  ])('%s', (_, saved, waiting, expected) => {
    expect(withWaitingWrite(saved, waiting)).toEqual(expected);
  });
});

describe('withWaitingWrite: where it is listed and whether it sold, waiting', () => {
  const DRAFT = { ...SAVED, sharedTo: [], status: 'draft' } as SavedListing;
  const SOLD = { price: 40, marketplace: 'ebay', date: '2026-11-26' } as const;

  it('a share: listed there since it was made, and a draft becomes listed', () => {
    expect(withWaitingWrite(DRAFT, record({ kind: 'track', id: 'a', edit: {}, shares: ['vinted'] }))).toEqual({
      ...DRAFT,
      sharedTo: ['vinted'],
      listedAt: { vinted: 7 },
      status: 'listed',
    });
  });

  it('a sale, then taken back; a sold item stays sold when shared again', () => {
    const sold = withWaitingWrite(
      SAVED,
      record({ kind: 'track', id: 'a', edit: { status: 'sold', sold: SOLD }, shares: [] }),
    );
    expect(sold).toMatchObject({ status: 'sold', sold: SOLD });
    const unsold = withWaitingWrite(
      sold,
      record({ kind: 'track', id: 'a', edit: { status: 'listed', sold: null }, shares: [] }),
    );
    expect(unsold).not.toHaveProperty('sold');
    expect(withWaitingWrite(sold, record({ kind: 'track', id: 'a', edit: {}, shares: ['mercari'] }))).toMatchObject({
      status: 'sold',
      sharedTo: ['ebay', 'mercari'],
    });
  });

  it('with an edit waiting too: both laid over', () => {
    expect(
      withWaitingWrite(SAVED, [
        record({ kind: 'update', id: 'a', edit: { itemName: 'My lamp' } }),
        record({ kind: 'track', id: 'a', edit: { status: 'archived' }, shares: [] }),
      ]),
    ).toMatchObject({ itemName: 'My lamp', status: 'archived' });
  });
});
