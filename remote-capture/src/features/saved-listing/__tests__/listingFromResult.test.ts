import { makeEstimate, makeItem } from '../../../testing/fixtures';
import { dataUrlToBlob, listingEditFor, newListingFrom, pricingEditFor, resultFromListing } from '../listingFromResult';

const RESULT = { item: makeItem(), estimate: makeEstimate(), demo: false };
const AT_ESTIMATE = { price: 85, shipping: 8 };

describe('newListingFrom / resultFromListing', () => {
  it('a saved result opens as the same result view', () => {
    const listing = {
      ...newListingFrom(RESULT, { name: 'Shoes', description: 'Mine.' }, AT_ESTIMATE, 'data:x'),
      id: 'a',
      sharedTo: [],
      createdAt: 1,
      updatedAt: 1,
    };
    const { result, edits, pricing } = resultFromListing(listing);
    expect(edits).toEqual({ name: 'Shoes', description: 'Mine.' });
    expect(pricing).toEqual(AT_ESTIMATE);
    expect(result.estimate).toEqual(RESULT.estimate);
    expect(result.item).toMatchObject({
      brandName: 'Salomon',
      modelNumber: 'XA Pro 3D',
      estimatedCondition: 'like-new',
      category: 'Shoes',
      suggestedKeywords: RESULT.item.suggestedKeywords,
    });
    expect(result.demo).toBe(false);
  });

  it('keeps the product code read from the photos, and shows it again when opened', () => {
    const productCodes = [{ gtin: '9780316030571', kind: 'ISBN' as const }];
    const listing = newListingFrom({ ...RESULT, productCodes }, { name: 'Shoes', description: '' }, AT_ESTIMATE);
    expect(listing.productCode).toBe('9780316030571');
    const { result } = resultFromListing({ ...listing, id: 'l1', sharedTo: [], createdAt: 1, updatedAt: 1 });
    expect(result.productCodes).toEqual(productCodes);
  });

  it('leaves out what the AI did not find', () => {
    const listing = newListingFrom(
      { ...RESULT, item: makeItem({ brandName: undefined, modelNumber: undefined }) },
      { name: 'Shoes', description: '' },
      AT_ESTIMATE,
    );
    expect(listing).not.toHaveProperty('brandName');
    expect(listing).not.toHaveProperty('modelNumber');
    expect(listing).not.toHaveProperty('productCode');
    expect(listing).not.toHaveProperty('thumbnail');
    expect(listing.title).toBe('Shoes - $85');
  });
});

describe('the evidence the price rested on', () => {
  const fromEbay = makeEstimate({
    comparableItems: [
      { title: 'Salomon XA Pro 3D', price: 80, platform: 'eBay', condition: 'Used', url: 'https://www.ebay.com/itm/1' },
      { title: 'XA Pro 3D v8', price: 90, platform: 'eBay', condition: 'New', url: 'https://ebay.com/itm/2' },
    ],
    evidence: {
      source: 'ebay',
      kind: 'asking',
      count: 7,
      median: 85,
      low: 80,
      high: 90,
      fetchedAt: '2026-11-26T10:00:00.000Z',
      demo: false,
    },
  });
  const saved = (estimate = fromEbay) => ({
    ...newListingFrom({ ...RESULT, estimate }, { name: 'Shoes', description: '' }, AT_ESTIMATE),
    id: 'a',
    sharedTo: [],
    createdAt: 1_764_151_200_000,
    updatedAt: 1_764_151_200_000,
  });

  it('is saved with the listing, the listings with their eBay pages, and comes back with it', () => {
    const listing = saved();
    expect(listing.evidence).toEqual(fromEbay.evidence);
    expect(listing.comparableItems.map((c) => c.url)).toEqual(['https://www.ebay.com/itm/1', 'https://ebay.com/itm/2']);
    const { result } = resultFromListing(listing);
    expect(result.estimate).toEqual(fromEbay);
    expect(result.savedAt).toBe(1_764_151_200_000);
  });

  it('an AI estimate’s evidence comes back too', () => {
    const ai = makeEstimate({ comparableItems: [], evidence: { source: 'ai', reason: 'not-enough-data' } });
    expect(resultFromListing(saved(ai)).result.estimate).toEqual(ai);
  });

  it('a listing saved before the evidence was kept opens without it', () => {
    const { evidence: _left, ...old } = saved();
    const { result } = resultFromListing(old);
    expect(result.estimate).not.toHaveProperty('evidence');
    expect(result.savedAt).toBe(1_764_151_200_000);
  });

  it('a fresh result is not dated as saved', () => {
    expect(newListingFrom(RESULT, { name: 'Shoes', description: '' }, AT_ESTIMATE)).not.toHaveProperty('evidence');
    expect(RESULT).not.toHaveProperty('savedAt');
  });
});

describe('the price the seller chose', () => {
  const chosen = { price: 99, shipping: 12 };

  it('is the listing price, in its title, with the estimate and the shipping kept beside it', () => {
    const listing = newListingFrom(RESULT, { name: 'Shoes', description: '' }, chosen);
    expect(listing).toMatchObject({ price: 99, estimatedPrice: 85, shipping: 12, title: 'Salomon Shoes - $99' });
    const { result, pricing } = resultFromListing({ ...listing, id: 'a', sharedTo: [], createdAt: 1, updatedAt: 1 });
    expect(result.estimate.estimatedPrice).toBe(85);
    expect(pricing).toEqual(chosen);
  });

  it('a listing saved before prices were chosen opens at its price, its shipping left to the usual for its kind', () => {
    const old = newListingFrom(RESULT, { name: 'Shoes', description: '' }, AT_ESTIMATE);
    delete old.estimatedPrice;
    delete old.shipping;
    const { result, pricing } = resultFromListing({ ...old, id: 'a', sharedTo: [], createdAt: 1, updatedAt: 1 });
    expect(result.estimate.estimatedPrice).toBe(85);
    expect(pricing).toEqual({ price: 85 });
  });

  it('a new price rewrites the title with it', () => {
    expect(pricingEditFor(RESULT, { name: 'Shoes', description: '' }, chosen)).toEqual({
      price: 99,
      shipping: 12,
      title: 'Salomon Shoes - $99',
    });
  });
});

describe('listingEditFor', () => {
  it.each([
    ['name', 'New', { itemName: 'New', title: 'Salomon New - $99' }],
    ['description', 'Text', { description: 'Text' }],
  ] as const)('%s (at the chosen price)', (field, value, expected) =>
    expect(listingEditFor(RESULT, field, value, { price: 99, shipping: 8 })).toEqual(expected),
  );
});

describe('dataUrlToBlob', () => {
  it('decodes the bytes and the type', async () => {
    const blob = dataUrlToBlob(`data:image/jpeg;base64,${btoa('abc')}`);
    expect(blob.type).toBe('image/jpeg');
    expect(blob.size).toBe(3);
  });
});
