/** The outlier-proof statistics over market listings, as tables. */
import { isNotOneWorkingItem, percentile, tukeyKept, type PricedListing } from '../comparableStats';

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

describe("tukeyKept: the prices inside Tukey's fences, in their original order", () => {
  const kept = (...prices: number[]) => tukeyKept(at(...prices)).map((l) => l.price);

  it.each<[string, number[], number[]]>([
    ['nothing is nothing', [], []],
    ['one price is kept', [120], [120]],
    ['a tight group is kept whole', [100, 110, 120, 130], [100, 110, 120, 130]],
    // With an interquartile range of 0 the fences are the quartile itself: any other price is out.
    ['ties across both quartiles fence out any other price', [50, 50, 50, 50, 60], [50, 50, 50, 50]],
    ['an outlier above and one below go', [5, 100, 110, 120, 130, 140, 900], [100, 110, 120, 130, 140]],
    ['a price within the fences stays', [100, 110, 120, 130, 140, 160], [100, 110, 120, 130, 140, 160]],
    ['the order is the listings’ own', [140, 100, 120, 900, 110], [140, 100, 120, 110]],
  ])('%s', (_label, prices, expected) => {
    expect(kept(...prices)).toEqual(expected);
  });

  it('200 comparables: the three far above go, the 200 stay', () => {
    const prices = [...Array.from({ length: 200 }, (_, i) => i + 1), 5000, 6000, 7000];
    expect(kept(...prices)).toEqual(prices.slice(0, 200));
  });
});
