import { makeEstimate, makeItem } from '../../../testing/fixtures';
import { dataUrlToBlob, listingEditFor, newListingFrom, resultFromListing } from '../listingFromResult';

const RESULT = { item: makeItem(), estimate: makeEstimate(), demo: false };

describe('newListingFrom / resultFromListing', () => {
  it('a saved result opens as the same result view', () => {
    const listing = {
      ...newListingFrom(RESULT, { name: 'Shoes', description: 'Mine.' }, 'data:x'),
      id: 'a',
      sharedTo: [],
      createdAt: 1,
      updatedAt: 1,
    };
    const { result, edits } = resultFromListing(listing);
    expect(edits).toEqual({ name: 'Shoes', description: 'Mine.' });
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
    );
    expect(listing).not.toHaveProperty('brandName');
    expect(listing).not.toHaveProperty('modelNumber');
    expect(listing).not.toHaveProperty('thumbnail');
    expect(listing.title).toBe('Shoes - $85');
  });
});

describe('listingEditFor', () => {
  it.each([
    ['name', 'New', { itemName: 'New', title: 'Salomon New - $85' }],
    ['description', 'Text', { description: 'Text' }],
  ] as const)('%s', (field, value, expected) => expect(listingEditFor(RESULT, field, value)).toEqual(expected));
});

describe('dataUrlToBlob', () => {
  it('decodes the bytes and the type', async () => {
    const blob = dataUrlToBlob(`data:image/jpeg;base64,${btoa('abc')}`);
    expect(blob.type).toBe('image/jpeg');
    expect(blob.size).toBe(3);
  });
});
