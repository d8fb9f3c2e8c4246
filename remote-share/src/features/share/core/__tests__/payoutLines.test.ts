import type { ShareData } from '@snap/shared';
import { payoutLines } from '../payoutLines';

const JACKET: ShareData = {
  title: 'Leather jacket - $187',
  description: 'Soft leather.',
  price: 187,
  shipping: 8,
  condition: 'good',
  category: 'Clothing',
  tags: [],
};
const now = new Date('2026-12-01T00:00:00Z');

describe('payoutLines', () => {
  it('one line per marketplace, as the button shows it and as a screen reader hears it', () => {
    const lines = payoutLines(JACKET, now);
    expect(Object.keys(lines)).toHaveLength(9);
    expect(lines.facebook).toEqual({
      keep: 'You keep $187 local · $167.50 shipped',
      fits: true,
      staleNote: null,
      spoken: 'You keep $187 local, $167.50 shipped',
    });
    expect(lines.ebay?.keep).toBe('You keep $160.08 · shipped, 13.6% + $0.40');
  });

  it("the seller's shipping counts: Mercari takes 10% of it too", () => {
    expect(payoutLines({ ...JACKET, shipping: 20 }, now).mercari?.keep).toBe('You keep $166.30 · shipped, 10%');
  });

  it('no line without a listing or a price to reckon with', () => {
    expect(payoutLines(undefined, now)).toEqual({});
    expect(payoutLines({ ...JACKET, price: 0 }, now)).toEqual({});
    expect(payoutLines({ ...JACKET, price: Number.NaN }, now)).toEqual({});
  });
});
