import type { NewListing, SavedListing } from '@snap/shared';
import { listingFromDocument, newListingDocument, restoredListingDocument } from '../listingDocument';

const NEW: NewListing = {
  itemName: 'Desk lamp',
  title: 'IKEA Desk lamp',
  description: 'Works well.',
  brandName: 'IKEA',
  category: 'Home',
  condition: 'good',
  keywords: ['lamp'],
  price: 25,
  priceRange: { min: 20, max: 30 },
  confidence: 80,
  comparableItems: [{ title: 'Lamp', price: 22, platform: 'eBay', condition: 'used' }],
  thumbnail: 'data:image/jpeg;base64,AAAA',
};
const at = (ms: number) => ({ toMillis: () => ms });

describe('newListingDocument', () => {
  it('writes exactly the listing fields, no sharing yet, and the server time twice', () => {
    const document = newListingDocument(NEW, 'NOW');
    expect(Object.keys(document).sort()).toEqual(
      [
        'itemName',
        'title',
        'description',
        'brandName',
        'category',
        'condition',
        'keywords',
        'price',
        'priceRange',
        'confidence',
        'comparableItems',
        'thumbnail',
        'sharedTo',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(document).toMatchObject({ sharedTo: [], createdAt: 'NOW', updatedAt: 'NOW', price: 25 });
  });

  it('leaves out absent optional fields (Firestore rejects undefined)', () => {
    const document = newListingDocument(
      { ...NEW, brandName: undefined, modelNumber: undefined, thumbnail: undefined },
      'NOW',
    );
    expect(document).not.toHaveProperty('brandName');
    expect(document).not.toHaveProperty('modelNumber');
    expect(document).not.toHaveProperty('thumbnail');
  });

  it('a restored listing keeps its marketplaces but gets new server times', () => {
    const saved: SavedListing = { ...NEW, id: 'x', sharedTo: ['ebay'], createdAt: 1, updatedAt: 2 };
    expect(restoredListingDocument(saved, 'NOW')).toMatchObject({
      sharedTo: ['ebay'],
      createdAt: 'NOW',
      updatedAt: 'NOW',
    });
    expect(restoredListingDocument(saved, 'NOW')).not.toHaveProperty('id');
  });
});

describe('listingFromDocument', () => {
  it('reads a stored document back into the saved listing', () => {
    const stored = { ...newListingDocument(NEW, null), sharedTo: ['ebay'], createdAt: at(1000), updatedAt: at(2000) };
    expect(listingFromDocument('abc', stored)).toEqual({
      ...NEW,
      id: 'abc',
      sharedTo: ['ebay'],
      createdAt: 1000,
      updatedAt: 2000,
    });
  });

  it('a write still pending on the server counts as made now', () => {
    const listing = listingFromDocument('abc', { ...newListingDocument(NEW, null) }, 5000);
    expect(listing.createdAt).toBe(5000);
    expect(listing.updatedAt).toBe(5000);
  });

  it('survives a damaged document without throwing', () => {
    expect(listingFromDocument('x', { condition: 'shiny', price: 'ten', keywords: [1, 'a'] }, 7)).toMatchObject({
      id: 'x',
      itemName: '',
      condition: 'good',
      price: 0,
      keywords: ['a'],
      priceRange: { min: 0, max: 0 },
      sharedTo: [],
    });
  });
});
