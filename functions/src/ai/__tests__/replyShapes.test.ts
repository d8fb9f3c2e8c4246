import { ITEM_LIST_LIMITS, ITEM_TEXT_LIMITS } from '../../itemLimits';
import { estimateInputOf } from '../../operations/analyzeOperation';
import { estimateOperation } from '../../operations/estimateOperation';
import { listingOperation } from '../../operations/listingOperation';
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
  photoDetails: [
    { photo: 1, details: 'Brand and body from the front' },
    { photo: 2, details: 'Serial number from the base plate' },
  ],
  photoRequest: 'Add a photo of the lens markings',
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
    ['leaves out a null photo request', { photoRequest: null }],
    ['leaves out a placeholder photo request', { photoRequest: 'none' }],
  ])('%s', (_label, change: { photoRequest: string | null }) => {
    expect(parseIdentification({ ...fullItem, ...change })).not.toHaveProperty('photoRequest');
  });

  it('keeps photo details only for photos that can have been sent, and with something said', () => {
    const photoDetails = [
      { photo: 0, details: 'nothing' },
      { photo: '3', details: 'Size from the label' },
      { photo: 5, details: 'a fifth photo' },
      { photo: 2, details: '   ' },
      { photo: 1.5, details: 'half a photo' },
      'not an entry',
    ];
    expect(parseIdentification({ ...fullItem, photoDetails }).photoDetails).toEqual([
      { photo: 3, details: 'Size from the label' },
    ]);
    expect(parseIdentification({ ...fullItem, photoDetails: 'photo 1' }).photoDetails).toEqual([]);
  });

  it('clamps a wordy photo request', () => {
    const { photoRequest } = parseIdentification({ ...fullItem, photoRequest: 'Add a photo '.repeat(40) });
    expect(photoRequest!.length).toBeLessThanOrEqual(ITEM_TEXT_LIMITS.photoRequest);
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
    ['placeholder', 'Unknown', 'N/A'],
    ['missing', null, undefined],
  ])('leaves a %s brand and model out', (_label, brandName, modelNumber) => {
    const item = parseIdentification({ ...fullItem, brandName, modelNumber });
    expect(Object.keys(item)).not.toContain('brandName');
    expect(Object.keys(item)).not.toContain('modelNumber');
  });

  it('keeps the search words the model proposes, within eBay’s 100 characters, and none for null', () => {
    expect(parseIdentification({ ...fullItem, searchQuery: '  Canon AE-1 Program ' })).toMatchObject({
      searchQuery: 'Canon AE-1 Program',
    });
    expect(parseIdentification({ ...fullItem, searchQuery: 'x'.repeat(300) }).searchQuery?.length).toBeLessThanOrEqual(
      100,
    );
    expect(Object.keys(parseIdentification({ ...fullItem, searchQuery: null }))).not.toContain('searchQuery');
  });

  describe('a wordy reply', () => {
    const prose = 'Light scuffs on the base plate and a small dent near the lens mount. '.repeat(50);
    const long = (length: number) => prose.slice(0, length).trimEnd().padEnd(length, '.');
    const wordy = {
      ...fullItem,
      itemName: long(260),
      category: long(140),
      description: long(2600),
      condition: long(150),
      brandName: long(130),
      modelNumber: long(120),
      features: Array.from({ length: 25 }, (_, index) => `${index + 1}: ${long(230)}`),
      suggestedKeywords: Array.from({ length: 40 }, (_, index) => `keyword ${index} ${long(80)}`),
      marketplaceCategories: { ebay: long(150), facebook: long(150), mercari: long(150), poshmark: long(150) },
      estimatedCondition: 'Used - good, with light wear',
      suggestedTitle: long(300),
      suggestedDescription: long(2600),
    };

    it('is clamped to what the estimate and listing inputs accept', () => {
      expect(wordy.condition).toHaveLength(150);
      const item = parseIdentification(wordy);
      expect(item.condition.length).toBeLessThanOrEqual(100);
      expect(item.category.length).toBeLessThanOrEqual(100);
      expect(item.features).toHaveLength(20);
      expect(item.features[19]).toMatch(/^20: Light scuffs/);
      expect(item.estimatedCondition).toBe('good');
      expect(() => estimateOperation.toMessages(estimateInputOf(item))).not.toThrow();
      expect(() =>
        listingOperation.toMessages({ item, estimate: { estimatedPrice: 120 }, marketplace: 'eBay' }),
      ).not.toThrow();
    });

    it('is cut at a word boundary, with an ellipsis', () => {
      const item = parseIdentification(wordy);
      expect(item.condition).toMatch(/\S…$/);
      // The text before the ellipsis is followed by a space in the reply: no word was cut in two.
      expect(prose).toContain(`${item.condition.slice(0, -1)} `);
    });

    it('keeps every text and list within its limit', () => {
      const item = parseIdentification(wordy);
      const texts: ReadonlyArray<readonly [string, keyof typeof ITEM_TEXT_LIMITS]> = [
        [item.itemName, 'itemName'],
        [item.category, 'category'],
        [item.description, 'description'],
        [item.condition, 'condition'],
        [item.brandName!, 'brandName'],
        [item.modelNumber!, 'modelNumber'],
        [item.suggestedTitle, 'suggestedTitle'],
        [item.suggestedDescription, 'suggestedDescription'],
        ...Object.values(item.marketplaceCategories).map((name) => [name, 'marketplaceCategory'] as const),
        ...item.suggestedKeywords.map((keyword) => [keyword, 'keyword'] as const),
        ...item.features.map((feature) => [feature, 'feature'] as const),
      ];
      for (const [text, field] of texts) {
        expect(text.length).toBeLessThanOrEqual(ITEM_TEXT_LIMITS[field]);
        expect(text).toMatch(/\S…$/);
      }
      expect(item.suggestedKeywords).toHaveLength(ITEM_LIST_LIMITS.suggestedKeywords);
      expect(item.features).toHaveLength(ITEM_LIST_LIMITS.features);
    });
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
