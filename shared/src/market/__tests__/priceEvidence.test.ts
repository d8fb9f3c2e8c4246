/** The estimate from the model's figure and the market's listings, as tables. */
import type { PriceEstimate } from '../../types/entities';
import type { MarketListing } from '../marketListing';
import {
  UNREAD_DETAIL_CONFIDENCE,
  aiConfidenceCap,
  marketConfidence,
  priceFromEvidence,
  type MarketOutcome,
} from '../priceEvidence';

const FETCHED_AT = Date.UTC(2026, 10, 26, 12, 0, 0);
// The model's whole reply, comparables it wrote included: only its figures may be used.
const model = (estimatedPrice: number, confidence = 85): PriceEstimate => ({
  estimatedPrice,
  priceRange: { min: estimatedPrice * 0.8, max: estimatedPrice * 1.2 },
  currency: 'USD',
  confidence,
  comparableItems: [{ title: 'Written by the model', price: 1, platform: 'eBay', condition: 'good' }],
});
const listing = (price: number, title = 'Canon AE-1 Program'): MarketListing => ({
  title,
  price,
  currency: 'USD',
  condition: 'Pre-Owned',
  url: `https://www.ebay.com/itm/${price}`,
  platform: 'eBay',
});
const market = (...prices: number[]): MarketOutcome => ({
  ok: true,
  result: { listings: prices.map((p) => listing(p)), source: 'ebay', demo: true, fetchedAt: FETCHED_AT },
});
const TEN = [100, 105, 110, 115, 120, 125, 130, 135, 140, 145];
const ITEM = { itemName: 'Canon AE-1 Program' };

describe('priceFromEvidence', () => {
  it('with enough listings the range is their quartiles and an agreeing estimate stands', () => {
    const { estimate, reason } = priceFromEvidence(model(120), market(...TEN), { ...ITEM });
    expect(estimate).toMatchObject({
      estimatedPrice: 120,
      // The quartiles 111.25–133.75, rounded outwards as a person prices.
      priceRange: { min: 110, max: 135 },
      confidence: 70,
      evidence: {
        source: 'ebay',
        kind: 'asking',
        count: 10,
        median: 122.5,
        low: 110,
        high: 135,
        fetchedAt: '2026-11-26T12:00:00.000Z',
        demo: true,
      },
    });
    expect(reason).toBeUndefined();
  });

  it("drops the model's own comparables: only real listings, with their addresses", () => {
    const { estimate } = priceFromEvidence(model(120), market(...TEN), { ...ITEM });
    expect(estimate.comparableItems).toHaveLength(10);
    // Closest to the median first: the typical ones are the first a seller reads.
    expect(estimate.comparableItems[0]).toEqual({
      title: 'Canon AE-1 Program',
      price: 120,
      platform: 'eBay',
      condition: 'Pre-Owned',
      url: 'https://www.ebay.com/itm/120',
    });
    expect(estimate.comparableItems.map((c) => c.title)).not.toContain('Written by the model');
  });

  it.each<[string, number, { estimatedPrice: number; confidence: number; reason: boolean }]>([
    ['inside the range: stands', 112, { estimatedPrice: 112, confidence: 70, reason: false }],
    ['near the range, above: pulled to its top', 150, { estimatedPrice: 135, confidence: 65, reason: false }],
    ['near the range, below: pulled to its bottom', 80, { estimatedPrice: 110, confidence: 65, reason: false }],
    [
      'far above (over p75 × 1.5), within the limit: the median, less confidence, a reason',
      300,
      { estimatedPrice: 122.5, confidence: 45, reason: true },
    ],
    [
      'far below (under p25 / 1.5), within the limit: the same',
      50,
      { estimatedPrice: 122.5, confidence: 45, reason: true },
    ],
    [
      'more than 3× above the median: the AI estimate, labelled disagrees',
      500,
      { estimatedPrice: 500, confidence: 35, reason: true },
    ],
  ])("the model's estimate %s", (_label, estimate, expected) => {
    const priced = priceFromEvidence(model(estimate), market(...TEN), { ...ITEM });
    expect({
      estimatedPrice: priced.estimate.estimatedPrice,
      confidence: priced.estimate.confidence,
      reason: priced.reason !== undefined,
    }).toEqual(expected);
    const { min, max } = priced.estimate.priceRange;
    expect(priced.estimate.estimatedPrice).toBeGreaterThanOrEqual(min);
    expect(priced.estimate.estimatedPrice).toBeLessThanOrEqual(max);
  });

  it.each<[string, MarketOutcome, { reason: string; confidence: number; comparables: number }]>([
    ['no listings', market(), { reason: 'not-enough-data', confidence: 40, comparables: 0 }],
    ['2 listings', market(110, 130), { reason: 'not-enough-data', confidence: 45, comparables: 0 }],
    ['4 listings', market(110, 120, 125, 130), { reason: 'not-enough-data', confidence: 50, comparables: 0 }],
    [
      '5 listings of which 2 are outliers',
      market(5, 110, 120, 130, 900),
      { reason: 'not-enough-data', confidence: 50, comparables: 0 },
    ],
    [
      'the market unavailable',
      { ok: false, reason: 'timeout' },
      { reason: 'unavailable', confidence: 40, comparables: 0 },
    ],
  ])(
    '%s: the AI estimate stands, capped, and shows no listings (the price was not computed from them)',
    (_label, outcome, expected) => {
      const { estimate } = priceFromEvidence(model(120), outcome, { ...ITEM });
      expect(estimate).toMatchObject({
        estimatedPrice: 120,
        priceRange: { min: 96, max: 144 },
        confidence: expected.confidence,
        evidence: { source: 'ai', reason: expected.reason },
      });
      expect(estimate.comparableItems).toHaveLength(expected.comparables);
    },
  );

  it("an AI estimate never claims more confidence than the model's own", () => {
    expect(priceFromEvidence(model(120, 20), market(), ITEM).estimate.confidence).toBe(20);
  });

  it('a few listings far from the model lower the cap further and say why', () => {
    const priced = priceFromEvidence(model(600), market(110, 120, 130), { ...ITEM });
    expect(priced.estimate).toMatchObject({ estimatedPrice: 600, confidence: 40, evidence: { source: 'ai' } });
    expect(priced.reason).toMatch(/far from/);
  });

  it('at most ten listings are carried (as many as a saved listing allows)', () => {
    const many = Array.from({ length: 40 }, (_, i) => 100 + i);
    expect(priceFromEvidence(model(120), market(...many), ITEM).estimate.comparableItems).toHaveLength(10);
  });
});

describe('confidence', () => {
  it.each<[number, number, 'agrees' | 'near' | 'far', number]>([
    [5, 0.2, 'agrees', 60],
    [10, 0.2, 'agrees', 70],
    [20, 0.2, 'agrees', 90],
    [200, 0.2, 'agrees', 90],
    [20, 0.5, 'agrees', 85],
    [20, 1, 'agrees', 75],
    [20, 0.2, 'near', 85],
    [5, 1, 'far', 20],
  ])('%i listings, spread %d, %s → %i', (count, spread, agreement, expected) => {
    expect(marketConfidence(count, spread, agreement)).toBe(expected);
  });

  it.each([
    [0, 40],
    [1, 45],
    [2, 45],
    [3, 50],
    [4, 50],
  ])('an AI estimate with %i listings found is capped at %i', (found, cap) => {
    expect(aiConfidenceCap(found)).toBe(cap);
  });

  it.each([
    ['market evidence', () => market(...TEN), UNREAD_DETAIL_CONFIDENCE, true],
    ['an AI estimate already under the hold', () => ({ ok: false as const, reason: 'timeout' }), 40, false],
  ])('holds confidence while a detail the price depends on is unread: %s', (_label, outcome, confidence, held) => {
    const request = 'Add a photo of the size label inside the tongue';
    const unread = priceFromEvidence(model(120), outcome(), { ...ITEM, photoRequest: request });
    const read = priceFromEvidence(model(120), outcome(), { ...ITEM });
    expect(unread.estimate.confidence).toBe(confidence);
    expect(read.estimate.confidence > UNREAD_DETAIL_CONFIDENCE).toBe(held);
    expect({ ...unread.estimate, confidence: 0 }).toEqual({ ...read.estimate, confidence: 0 });
    expect(unread.reason?.includes(request) ?? false).toBe(held);
  });
});
