import type { NewListing, SavedListing } from '@snap/shared';
import type { OutboxRecord, QueuedChange } from '../outbox';
import { withWaitingWrite, withWaitingWrites } from '../waitingListing';

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
const record = (change: QueuedChange): OutboxRecord => ({ ...change, uid: 'u1', version: 1, queuedAt: 7 });

// How a change is laid over a listing is changedListing's (shared/src/listings/listingChange.ts,
// tested there); these hold the outbox's records to it.
describe('withWaitingWrite', () => {
  it.each<[string, SavedListing | null, OutboxRecord | undefined, SavedListing | null]>([
    ['nothing waiting: the store’s copy', SAVED, undefined, SAVED],
    [
      'an edit and where it is listed: laid over the store’s copy',
      SAVED,
      record({ id: 'a', edit: { itemName: 'My lamp', status: 'archived' } }),
      { ...SAVED, itemName: 'My lamp', status: 'archived' },
    ],
    [
      'a save the server has not had: the listing as queued, made when it was queued',
      null,
      record({ id: 'b', listing: ANALYSIS, create: true, edit: {} }),
      { ...ANALYSIS, id: 'b', sharedTo: [], createdAt: 7, updatedAt: 7 } as SavedListing,
    ],
  ])('%s', (_, saved, waiting, expected) => {
    expect(withWaitingWrite(saved, waiting)).toEqual(expected);
  });
});

describe('withWaitingWrites', () => {
  it('lays each change over its listing, leaves out one deleted here, and puts new listings only this device has among them, newest first', () => {
    const older = { ...SAVED, id: 'old', createdAt: 1 };
    const newer = { ...SAVED, id: 'new', createdAt: 9 };
    const gone = { ...SAVED, id: 'gone', createdAt: 8 };
    const listings = withWaitingWrites(
      [newer, gone, older],
      [
        record({ id: 'old', edit: { price: 5 } }),
        record({ id: 'here', listing: ANALYSIS, create: true, edit: {} }),
        record({ id: 'gone', removed: true, edit: {} }),
      ],
    );
    expect(listings.map((listing) => [listing.id, listing.price])).toEqual([
      ['new', 45],
      ['here', 60],
      ['old', 5],
    ]);
  });
});
