import { AiServiceError } from '../aiErrors';
import { parseEstimate, parseIdentification, parseListing } from '../replyShapes';

const fullItem = {
  itemName: 'Canon AE-1 Program',
  category: 'Cameras',
  description: 'A 35mm SLR film camera.',
  condition: 'Used, light wear',
  suggestedKeywords: ['canon', 'film camera'],
  marketplaceCategories: { ebay: 'Film Cameras', facebook: 'Electronics', mercari: 'Cameras', poshmark: 'Electronics' },
  estimatedCondition: 'good',
  brandName: 'Canon',
  modelNumber: 'AE-1P',
  features: ['50mm lens'],
  suggestedTitle: 'Canon AE-1 Program 35mm Film Camera',
  suggestedDescription: 'Classic SLR in good working order.',
};

const expectInvalidFormat = (run: () => unknown) => {
  expect(run).toThrow(AiServiceError);
  expect(run).toThrow('Invalid response format from AI service');
};

describe('parseIdentification', () => {
  it('keeps a complete, well-typed reply as it is', () => {
    expect(parseIdentification(fullItem)).toEqual(fullItem);
  });

  it.each([
    ['maps a free-text grade', { estimatedCondition: 'Like New' }, { estimatedCondition: 'like-new' }],
    [
      'falls back to the condition text',
      { estimatedCondition: undefined, condition: 'heavily used, broken hinge' },
      { estimatedCondition: 'poor' },
    ],
    [
      'uses the neutral grade when nothing maps',
      { estimatedCondition: 'pristine?', condition: '' },
      { estimatedCondition: 'good', condition: 'good' },
    ],
    [
      'turns missing lists into []',
      { suggestedKeywords: undefined, features: null },
      { suggestedKeywords: [], features: [] },
    ],
    ['splits a list written as text', { features: 'zoom lens, strap' }, { features: ['zoom lens', 'strap'] }],
    [
      'drops placeholder brands',
      { brandName: 'Unknown', modelNumber: 'N/A' },
      { brandName: undefined, modelNumber: undefined },
    ],
    ['defaults the title to the item name', { suggestedTitle: '' }, { suggestedTitle: 'Canon AE-1 Program' }],
    [
      'fills marketplace categories from the category',
      { marketplaceCategories: 'none' },
      { marketplaceCategories: { ebay: 'Cameras', facebook: 'Cameras', mercari: 'Cameras', poshmark: 'Cameras' } },
    ],
    ['names a missing category Other', { category: undefined, marketplaceCategories: {} }, { category: 'Other' }],
    [
      'trims text and stringifies numbers',
      { itemName: '  Canon  ', modelNumber: 1 },
      { itemName: 'Canon', modelNumber: '1' },
    ],
  ])('%s', (_label, patch, expected) => {
    expect(parseIdentification({ ...fullItem, ...patch })).toMatchObject(expected);
  });

  it.each([
    ['a missing item name', { itemName: undefined }],
    ['an item name of the wrong type', { itemName: { en: 'Camera' } }],
    ['a blank item name', { itemName: '   ' }],
  ])('rejects %s', (_label, patch) => {
    expectInvalidFormat(() => parseIdentification({ ...fullItem, ...patch }));
  });

  it.each([
    ['an array', []],
    ['a string', 'Canon'],
    ['null', null],
  ])('rejects %s instead of an object', (_label, raw) => {
    expectInvalidFormat(() => parseIdentification(raw));
  });
});

const fullEstimate = {
  estimatedPrice: 120,
  priceRange: { min: 90, max: 150 },
  currency: 'USD',
  confidence: 70,
  comparableItems: [{ title: 'Canon AE-1', price: 110, platform: 'eBay', condition: 'good' }],
};

describe('parseEstimate', () => {
  it('keeps a complete, well-typed reply as it is', () => {
    expect(parseEstimate(fullEstimate)).toEqual(fullEstimate);
  });

  it.each([
    [
      'reads prices written as text',
      { estimatedPrice: '$45', priceRange: { min: '$40', max: '50 USD' } },
      { estimatedPrice: 45, priceRange: { min: 40, max: 50 } },
    ],
    ['swaps min and max', { priceRange: { min: 150, max: 90 } }, { priceRange: { min: 90, max: 150 } }],
    ['widens the range to hold the estimate', { estimatedPrice: 200 }, { priceRange: { min: 90, max: 200 } }],
    ['derives a missing range from the estimate', { priceRange: undefined }, { priceRange: { min: 120, max: 120 } }],
    ['clamps confidence above 100', { confidence: 180 }, { confidence: 100 }],
    ['reads a fractional confidence', { confidence: 0.65 }, { confidence: 65 }],
    ['treats a missing confidence as none', { confidence: undefined }, { confidence: 0 }],
    ['always reports USD', { currency: 'usd' }, { currency: 'USD' }],
    ['turns missing comparables into []', { comparableItems: undefined }, { comparableItems: [] }],
    [
      'drops malformed comparables and fills missing text',
      {
        comparableItems: [{ title: 'A', price: '$10' }, { title: '', price: 5 }, { title: 'B', price: 'n/a' }, 'junk'],
      },
      { comparableItems: [{ title: 'A', price: 10, platform: '', condition: '' }] },
    ],
  ])('%s', (_label, patch, expected) => {
    expect(parseEstimate({ ...fullEstimate, ...patch })).toMatchObject(expected);
  });

  it.each([
    ['a missing price', { estimatedPrice: undefined }],
    ['a price in words', { estimatedPrice: 'about a hundred' }],
    ['a negative price', { estimatedPrice: -20 }],
  ])('rejects %s', (_label, patch) => {
    expectInvalidFormat(() => parseEstimate({ ...fullEstimate, ...patch }));
  });
});

describe('parseListing', () => {
  it('trims a title and description', () => {
    expect(parseListing({ title: ' Canon AE-1 ', description: ' Works. ' })).toEqual({
      title: 'Canon AE-1',
      description: 'Works.',
    });
  });

  it.each([
    ['a missing title', { description: 'x' }],
    ['a missing description', { title: 'x' }],
    ['wrong types', { title: ['x'], description: false }],
  ])('rejects %s', (_label, raw) => {
    expectInvalidFormat(() => parseListing(raw));
  });
});
