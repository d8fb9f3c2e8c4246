import { formatDate } from '../formatDate';

describe('formatDate', () => {
  it("reads 'Nov 23, 2026' or 'November 23, 2026' in the reader's time zone", () => {
    expect(formatDate(new Date(2026, 10, 23, 23, 59), { month: 'short' })).toBe('Nov 23, 2026');
    expect(formatDate(new Date(2026, 10, 23, 0, 1), { month: 'long' })).toBe('November 23, 2026');
    expect(formatDate(new Date(1999, 0, 1), { month: 'short' })).toBe('Jan 1, 1999');
  });

  it('says Invalid Date for a date that is not one, as toLocaleDateString does', () => {
    expect(formatDate(new Date(Number.NaN), { month: 'short' })).toBe('Invalid Date');
  });
});
