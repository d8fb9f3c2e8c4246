import type { ListingsSnapshot, NewListing } from '../../listings/ListingsPort';
import { fakeListingsPort } from '../fakeListingsPort';

const listing = (title: string): NewListing => ({
  itemName: title,
  title,
  description: 'A thing.',
  category: 'Other',
  condition: 'good',
  keywords: [],
  price: 10,
  priceRange: { min: 8, max: 12 },
  confidence: 60,
  comparableItems: [],
});

describe('fakeListingsPort', () => {
  it('shows saves, edits, shares and removals in the live list, newest first', async () => {
    let clock = 1;
    const port = fakeListingsPort([], () => clock++);
    const snapshots: ListingsSnapshot[] = [];
    const unsubscribe = port.subscribe((snapshot) => snapshots.push(snapshot));
    expect(snapshots[0]).toEqual({ listings: [], loading: false, error: null, fromCache: false });

    const first = await port.save(listing('Lamp'), [new Blob(['jpeg'])]);
    const second = await port.save(listing('Camera'), []);
    expect(port.listings().map((saved) => saved.title)).toEqual(['Camera', 'Lamp']);

    await port.update(first, { title: 'Teak lamp' });
    await port.update(first, { sharedTo: ['ebay'], status: 'listed' });
    expect(await port.get(first)).toMatchObject({ title: 'Teak lamp', sharedTo: ['ebay'] });
    expect(await port.getPhotos(first)).toHaveLength(1);

    const removed = (await port.get(second))!;
    await port.remove(second);
    expect(port.listings()).toHaveLength(1);
    await port.restore(removed);
    expect(snapshots.at(-1)!.listings.map((saved) => saved.id)).toEqual([second, first]);

    unsubscribe();
    await port.removeAll();
    expect(port.listings()).toEqual([]);
    expect(snapshots.at(-1)!.listings).toHaveLength(2);
  });
});
