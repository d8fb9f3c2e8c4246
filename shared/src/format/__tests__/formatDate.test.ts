import { formatDate } from '../formatDate';

describe('formatDate', () => {
  // 6,000 moments from 1970 to 2100, none on a round hour: every month, both sides of midnight.
  const moments = Array.from({ length: 6_000 }, (_, i) => Math.floor((i / 6_000) * 4.1e12) + i * 86_399_937);

  it("reads 'Nov 23, 2026' in the reader's time zone, as toLocaleDateString en-US says it", () => {
    expect(formatDate(new Date(2026, 10, 23, 23, 59), { month: 'short' })).toBe('Nov 23, 2026');
    const reference = (millis: number) =>
      new Date(millis).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    expect(moments.filter((millis) => formatDate(new Date(millis), { month: 'short' }) !== reference(millis))).toEqual(
      [],
    );
  });

  it("reads 'November 23, 2026' with the long month name", () => {
    expect(formatDate(new Date(2026, 10, 23), { month: 'long' })).toBe('November 23, 2026');
    const reference = (millis: number) =>
      new Date(millis).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    expect(moments.filter((millis) => formatDate(new Date(millis), { month: 'long' }) !== reference(millis))).toEqual(
      [],
    );
  });

  it('says Invalid Date for a date that is not one, as toLocaleDateString does', () => {
    expect(formatDate(new Date(Number.NaN), { month: 'short' })).toBe(new Date(Number.NaN).toLocaleDateString('en-US'));
  });
});
