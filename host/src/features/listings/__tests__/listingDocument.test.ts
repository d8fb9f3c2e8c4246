import type { NewListing, PriceEvidence, SavedListing } from '@snap/shared';
import {
  evidenceOf,
  listingEditDocument,
  listingFromDocument,
  listedAtOf,
  newListingDocument,
  restoredListingDocument,
  restoredTrackingDocument,
} from '../listingDocument';

const NEW: NewListing = {
  itemName: 'Desk lamp',
  title: 'IKEA Desk lamp',
  description: 'Works well.',
  brandName: 'IKEA',
  category: 'Home',
  condition: 'good',
  keywords: ['lamp'],
  price: 25,
  estimatedPrice: 28,
  shipping: 6.5,
  priceRange: { min: 20, max: 30 },
  confidence: 80,
  comparableItems: [
    { title: 'Lamp', price: 22, platform: 'eBay', condition: 'used', url: 'https://www.ebay.com/itm/123456' },
  ],
  evidence: {
    source: 'ebay',
    kind: 'asking',
    count: 7,
    median: 24,
    low: 20,
    high: 30,
    fetchedAt: '2026-11-26T10:00:00.000Z',
    demo: false,
  },
  thumbnail: 'data:image/jpeg;base64,AAAA',
};
const EBAY = NEW.evidence as PriceEvidence & { source: 'ebay' };
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
        'estimatedPrice',
        'shipping',
        'priceRange',
        'confidence',
        'comparableItems',
        'evidence',
        'thumbnail',
        'sharedTo',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(document).toMatchObject({
      sharedTo: [],
      createdAt: 'NOW',
      updatedAt: 'NOW',
      price: 25,
      estimatedPrice: 28,
      shipping: 6.5,
    });
  });

  it('keeps a shipping or an estimate of 0 (free shipping is a figure), never a negative one', () => {
    expect(newListingDocument({ ...NEW, estimatedPrice: 0, shipping: 0 }, 'NOW')).toMatchObject({
      estimatedPrice: 0,
      shipping: 0,
    });
    expect(newListingDocument({ ...NEW, estimatedPrice: -3, shipping: -1 }, 'NOW')).toMatchObject({
      estimatedPrice: 0,
      shipping: 0,
    });
  });

  it("keeps a market listing's page on eBay, and leaves out any other address (the rules would refuse it)", () => {
    const listing = { title: 'Lamp', price: 22, platform: 'eBay', condition: 'Pre-Owned' };
    const urls = [
      'https://www.ebay.com/itm/1',
      'https://ebay.com/itm/2?hash=x',
      'https://ebay.com.example.net/itm/1',
      'https://pages.ebay.com/itm/1',
      'https://www.ebay.com/sch/i.html?_nkw=lamp',
      'javascript:alert(1)',
      `https://www.ebay.com/itm/${'9'.repeat(301)}`,
    ];
    const document = newListingDocument({ ...NEW, comparableItems: urls.map((url) => ({ ...listing, url })) }, 'NOW');
    expect(document.comparableItems).toEqual([
      { ...listing, url: 'https://www.ebay.com/itm/1' },
      { ...listing, url: 'https://ebay.com/itm/2?hash=x' },
      ...Array.from({ length: urls.length - 2 }, () => listing),
    ]);
  });

  it('keeps at most 10 comparables, as many as an estimate carries', () => {
    const many = Array.from({ length: 15 }, () => NEW.comparableItems[0]);
    expect(newListingDocument({ ...NEW, comparableItems: many }, 'NOW').comparableItems).toHaveLength(10);
  });

  it('writes the evidence of either kind', () => {
    expect(newListingDocument(NEW, 'NOW').evidence).toEqual(NEW.evidence);
    const ai: PriceEvidence = { source: 'ai', reason: 'not-enough-data' };
    expect(newListingDocument({ ...NEW, evidence: ai }, 'NOW').evidence).toEqual(ai);
  });

  it('rounds the count into 0–10000, and leaves out evidence the rules would refuse rather than the listing', () => {
    expect(newListingDocument({ ...NEW, evidence: { ...EBAY, count: 12.4 } }, 'NOW').evidence).toMatchObject({
      count: 12,
    });
    expect(newListingDocument({ ...NEW, evidence: { ...EBAY, count: 20000 } }, 'NOW').evidence).toMatchObject({
      count: 10000,
    });
    const refused: unknown[] = [
      { ...EBAY, low: 40 },
      { ...EBAY, median: -1, low: -2 },
      { ...EBAY, high: Number.NaN },
      { ...EBAY, fetchedAt: 'yesterday' },
      { ...EBAY, fetchedAt: `2026-11-26T10:00:00.${'0'.repeat(30)}Z` },
      { ...EBAY, demo: 'no' },
      { ...EBAY, kind: 'sold' },
      { source: 'ai', reason: 'guess' },
      { source: 'amazon' },
      'ebay',
    ];
    for (const evidence of refused) {
      expect(evidenceOf(evidence)).toBeUndefined();
      expect(newListingDocument({ ...NEW, evidence: evidence as PriceEvidence }, 'NOW')).not.toHaveProperty('evidence');
    }
  });

  it('leaves out an estimate or a shipping that is not a number', () => {
    const document = newListingDocument({ ...NEW, estimatedPrice: Number.NaN, shipping: Infinity }, 'NOW');
    expect(document).not.toHaveProperty('estimatedPrice');
    expect(document).not.toHaveProperty('shipping');
  });

  it('keeps a product code the rules take, and leaves out one they would refuse', () => {
    expect(newListingDocument({ ...NEW, productCode: '012345678905' }, 'NOW').productCode).toBe('012345678905');
    expect(newListingDocument({ ...NEW, productCode: '0316030570' }, 'NOW')).not.toHaveProperty('productCode');
    expect(newListingDocument({ ...NEW, productCode: 'ISBN 978' }, 'NOW')).not.toHaveProperty('productCode');
    expect(listingFromDocument('l1', { ...newListingDocument({ ...NEW, productCode: '96385074' }, 0) })).toMatchObject({
      productCode: '96385074',
    });
  });

  it('leaves out absent optional fields (Firestore rejects undefined)', () => {
    const document = newListingDocument(
      {
        ...NEW,
        brandName: undefined,
        modelNumber: undefined,
        thumbnail: undefined,
        estimatedPrice: undefined,
        shipping: undefined,
        evidence: undefined,
      },
      'NOW',
    );
    expect(document).not.toHaveProperty('brandName');
    expect(document).not.toHaveProperty('modelNumber');
    expect(document).not.toHaveProperty('thumbnail');
    expect(document).not.toHaveProperty('estimatedPrice');
    expect(document).not.toHaveProperty('shipping');
    expect(document).not.toHaveProperty('evidence');
    expect(Object.values(document)).not.toContain(undefined);
  });

  it('a restored listing keeps its marketplaces but gets new server times', () => {
    const saved: SavedListing = { ...NEW, id: 'x', sharedTo: ['ebay'], createdAt: 1, updatedAt: 2 };
    expect(restoredListingDocument(saved, 'NOW')).toMatchObject({
      sharedTo: ['ebay'],
      createdAt: 'NOW',
      updatedAt: 'NOW',
      price: 25,
      estimatedPrice: 28,
      shipping: 6.5,
    });
    expect(restoredListingDocument(saved, 'NOW')).not.toHaveProperty('id');
    // Undo after a delete puts the evidence and the listings' addresses back too.
    expect(restoredListingDocument(saved, 'NOW')).toMatchObject({
      evidence: NEW.evidence,
      comparableItems: NEW.comparableItems,
    });
  });
});

describe('listingEditDocument', () => {
  it('writes the price the seller chose, the shipping and the title that carries the price', () => {
    expect(listingEditDocument({ price: 30, shipping: 0, title: 'IKEA Desk lamp - $30' })).toEqual({
      price: 30,
      shipping: 0,
      title: 'IKEA Desk lamp - $30',
    });
  });

  it('writes only what was edited', () => {
    expect(listingEditDocument({ description: 'Like new.' })).toEqual({ description: 'Like new.' });
    expect(listingEditDocument({})).toEqual({});
  });

  it('never writes a negative price or shipping, and leaves out a shipping that is not a number', () => {
    expect(listingEditDocument({ price: -5, shipping: -2 })).toEqual({ price: 0, shipping: 0 });
    expect(listingEditDocument({ shipping: Number.NaN })).toEqual({});
  });
});

describe('when it was listed where', () => {
  const NOV_26 = Date.UTC(2026, 10, 26, 10);

  it('writes the times of an edit as timestamps (Dates), leaving out other marketplaces and non-times', () => {
    const edit = { listedAt: { ebay: NOV_26, amazon: NOV_26, vinted: Number.NaN } } as unknown as Parameters<
      typeof listingEditDocument
    >[0];
    expect(listingEditDocument(edit)).toEqual({ listedAt: { ebay: new Date(NOV_26) } });
  });

  it('reads stored timestamps back as milliseconds, and a pending share as its estimate', () => {
    expect(listedAtOf({ ebay: at(NOV_26), vinted: at(NOV_26 + 1), amazon: at(1), depop: 'today' })).toEqual({
      ebay: NOV_26,
      vinted: NOV_26 + 1,
    });
    const stored = { ...newListingDocument(NEW, at(1000)), sharedTo: ['ebay'], listedAt: { ebay: at(NOV_26) } };
    expect(listingFromDocument('abc', stored).listedAt).toEqual({ ebay: NOV_26 });
    expect(listingFromDocument('abc', newListingDocument(NEW, at(1000)))).not.toHaveProperty('listedAt');
  });

  it('puts the times back with the rest of the tracking after an undo, not with the new document', () => {
    const saved = listingFromDocument('abc', { ...newListingDocument(NEW, at(1000)), sharedTo: ['ebay'] });
    const listing = { ...saved, listedAt: { ebay: NOV_26 } };
    expect(restoredListingDocument(listing, null)).not.toHaveProperty('listedAt');
    expect(restoredTrackingDocument(listing)).toEqual({ listedAt: { ebay: new Date(NOV_26) } });
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

  it('reads a listing saved before the estimate and the shipping existed without them, not as 0', () => {
    const { estimatedPrice: _e, shipping: _s, ...stored } = newListingDocument(NEW, at(1000));
    const listing = listingFromDocument('old', stored);
    expect(listing).not.toHaveProperty('estimatedPrice');
    expect(listing).not.toHaveProperty('shipping');
    expect(listing.price).toBe(25);
  });

  it('reads a listing saved before the evidence and the addresses were kept without them', () => {
    const { evidence: _v, ...stored } = newListingDocument(NEW, at(1000));
    const old = { ...stored, comparableItems: [{ title: 'Lamp', price: 22, platform: 'eBay', condition: 'used' }] };
    const listing = listingFromDocument('old', old);
    expect(listing).not.toHaveProperty('evidence');
    expect(listing.comparableItems).toEqual([{ title: 'Lamp', price: 22, platform: 'eBay', condition: 'used' }]);
  });

  it('reads AI evidence back', () => {
    const stored = newListingDocument({ ...NEW, evidence: { source: 'ai', reason: 'unavailable' } }, at(1000));
    expect(listingFromDocument('ai', stored).evidence).toEqual({ source: 'ai', reason: 'unavailable' });
  });

  it('reads a shipping of 0 as 0', () => {
    expect(listingFromDocument('free', { ...newListingDocument(NEW, at(1000)), shipping: 0 }).shipping).toBe(0);
  });

  it('a write still pending on the server counts as made now', () => {
    const listing = listingFromDocument('abc', { ...newListingDocument(NEW, null) }, 5000);
    expect(listing.createdAt).toBe(5000);
    expect(listing.updatedAt).toBe(5000);
  });

  it('survives a damaged document without throwing', () => {
    const damaged = {
      condition: 'shiny',
      price: 'ten',
      keywords: [1, 'a'],
      estimatedPrice: '9',
      shipping: null,
      evidence: { source: 'ebay', count: 'many' },
    };
    const listing = listingFromDocument('x', damaged, 7);
    expect(listing).not.toHaveProperty('evidence');
    expect(listing).not.toHaveProperty('estimatedPrice');
    expect(listing).not.toHaveProperty('shipping');
    expect(listing).toMatchObject({
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
