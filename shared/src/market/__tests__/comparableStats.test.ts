/** The outlier-proof statistics over market listings, as tables. */
import { comparableStats, isNotOneWorkingItem, percentile, type PricedListing } from '../comparableStats';

const listing = (price: number, title = 'Canon AE-1 Program 35mm', currency = 'USD', condition = 'Pre-Owned') => ({
  title,
  price,
  currency,
  condition,
});
const at = (...prices: number[]) => prices.map((price) => listing(price));

describe('percentile (linear between the nearest ranks, type 7)', () => {
  it.each<[string, number[], number, number]>([
    ['one value is every percentile of itself', [40], 0.25, 40],
    ['two values: the quarter point between them', [10, 20], 0.25, 12.5],
    ['the median of an even count is the mean of the middle two', [1, 2, 3, 4], 0.5, 2.5],
    ['p25 of four values', [1, 2, 3, 4], 0.25, 1.75],
    ['p75 of five values lands on a rank', [10, 20, 30, 40, 50], 0.75, 40],
    ['ties interpolate to themselves', [5, 7, 7, 7, 9], 0.25, 7],
    ['ties across the quartile', [5, 5, 5, 5, 100], 0.75, 5],
    ['p = 0 and p = 1 are the ends', [3, 8, 13], 1, 13],
  ])('%s', (_label, sorted, p, expected) => {
    expect(percentile(sorted, p)).toBeCloseTo(expected, 10);
  });

  it('has no value for no values', () => {
    expect(() => percentile([], 0.5)).toThrow(RangeError);
  });
});

describe('isNotOneWorkingItem', () => {
  it.each<[string, Pick<PricedListing, 'title' | 'condition'>, string, boolean]>([
    ['a plain listing', { title: 'Canon AE-1 Program body', condition: 'Pre-Owned' }, 'Canon AE-1', false],
    ['for parts in the title', { title: 'Canon AE-1 - FOR PARTS', condition: 'Used' }, 'Canon AE-1', true],
    ['for parts in the condition', { title: 'Canon AE-1', condition: 'For parts or not working' }, 'Canon AE-1', true],
    ['broken', { title: 'Broken Canon AE-1 shutter stuck', condition: 'Used' }, 'Canon AE-1', true],
    ['not working', { title: 'Canon AE-1 not working', condition: 'Used' }, 'Canon AE-1', true],
    ["doesn't work", { title: "Canon AE-1 doesn't work", condition: 'Used' }, 'Canon AE-1', true],
    ['for repair', { title: 'Canon AE-1 for repair', condition: 'Used' }, 'Canon AE-1', true],
    ['a lot', { title: 'Lot of 3 Canon film cameras', condition: 'Used' }, 'Canon AE-1', true],
    ['a bundle', { title: 'Canon AE-1 bundle with 4 lenses', condition: 'Used' }, 'Canon AE-1', true],
    [
      'a word inside another is not the word',
      { title: 'Canon AE-1 Pilot strap', condition: 'Used' },
      'Canon AE-1',
      false,
    ],
    ["the item's own name says bundle", { title: 'LEGO bundle 2 kg', condition: 'Used' }, 'LEGO bundle', false],
    [
      "the item's name excuses only its own word",
      { title: 'LEGO bundle, broken pieces', condition: 'Used' },
      'LEGO bundle',
      true,
    ],
  ])('%s → %s', (_label, item, name, expected) => {
    expect(isNotOneWorkingItem(item, name)).toBe(expected);
  });
});

describe('comparableStats', () => {
  it.each<[string, ReturnType<typeof listing>[], Partial<ReturnType<typeof comparableStats>>]>([
    ['0 comparables', [], { count: 0, kept: [] }],
    ['1 comparable is its own median and quartiles', at(120), { count: 1, median: 120, low: 120, high: 120 }],
    ['4 comparables', at(100, 110, 120, 130), { count: 4, median: 115, low: 107.5, high: 122.5 }],
    ['5 comparables', at(100, 150, 120, 140, 130), { count: 5, median: 130, low: 120, high: 140 }],
    ['ties in the middle', at(40, 50, 50, 50, 60, 65), { count: 6, median: 50, low: 50, high: 57.5 }],
    // Tukey's fences with an interquartile range of 0 are the quartile itself: any other price is out.
    ['ties across both quartiles fence out any other price', at(50, 50, 50, 50, 60), { count: 4, median: 50 }],
    [
      'an outlier above and below the fences',
      at(5, 100, 110, 120, 130, 140, 900),
      { count: 7 - 2, median: 120, low: 110, high: 130, dropped: { currency: 0, wording: 0, outliers: 2 } },
    ],
    [
      'a price within the fences stays',
      at(100, 110, 120, 130, 140, 160),
      { count: 6, dropped: { currency: 0, wording: 0, outliers: 0 } },
    ],
    [
      'a lot and a bundle go by their words even at an ordinary price',
      [...at(100, 110, 120, 130, 140), listing(125, 'Job lot Canon cameras'), listing(115, 'Canon AE-1 bundle')],
      { count: 5, median: 120, dropped: { currency: 0, wording: 2, outliers: 0 } },
    ],
    [
      'for parts at $5',
      [...at(100, 110, 120, 130, 140), listing(5, 'Canon AE-1 for parts or repair')],
      { count: 5, median: 120, dropped: { currency: 0, wording: 1, outliers: 0 } },
    ],
    [
      'other currencies are not dollars',
      [...at(100, 110, 120, 130, 140), listing(95, undefined, 'GBP'), listing(20000, undefined, 'JPY')],
      { count: 5, median: 120, dropped: { currency: 2, wording: 0, outliers: 0 } },
    ],
    ['prices round to cents', at(10.005, 10.01, 10.02), { count: 3, median: 10.01, low: 10.01, high: 10.02 }],
  ])('%s', (_label, listings, expected) => {
    expect(comparableStats(listings, 'Canon AE-1 Program')).toMatchObject(expected);
  });

  it('keeps the listings in their original order', () => {
    const listings = at(140, 100, 120, 900, 110);
    expect(comparableStats(listings).kept.map((l) => l.price)).toEqual([140, 100, 120, 110]);
  });

  it('200 comparables: quartiles by rank, outliers out', () => {
    // 1…200 dollars, then three far above: the fences are at p25 − 1.5·IQR and p75 + 1.5·IQR.
    const listings = [...at(...Array.from({ length: 200 }, (_, i) => i + 1)), ...at(5000, 6000, 7000)];
    const stats = comparableStats(listings);
    expect(stats.dropped.outliers).toBe(3);
    expect(stats).toMatchObject({ count: 200, median: 100.5, low: 50.75, high: 150.25 });
  });
});
