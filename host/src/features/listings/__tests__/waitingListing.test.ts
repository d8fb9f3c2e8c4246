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
