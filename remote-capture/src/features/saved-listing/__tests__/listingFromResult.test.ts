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

  it('leaves out what the AI did not find', () => {
    const listing = newListingFrom(
      { ...RESULT, item: makeItem({ brandName: undefined, modelNumber: undefined }) },
      { name: 'Shoes', description: '' },
      AT_ESTIMATE,
    );
    expect(listing).not.toHaveProperty('brandName');
    expect(listing).not.toHaveProperty('modelNumber');
    expect(listing).not.toHaveProperty('thumbnail');
    expect(listing.title).toBe('Shoes - $85');
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
