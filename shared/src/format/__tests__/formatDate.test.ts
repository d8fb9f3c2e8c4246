import { formatDate, formatDay, isoToday, parseDay } from '../formatDate';

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

describe('the one date formatter', () => {
  it("follows the reader's own locale", () => {
    const day = new Date(2026, 10, 28, 12);
    const reader = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
    expect(formatDate(day, { month: 'short' })).toBe(reader.format(day));
  });

  it('leaves out the year of a date in the same year, for a row on a phone', () => {
    const now = new Date(2026, 11, 1);
    expect(formatDate(new Date(2026, 10, 26, 12), { month: 'short', sameYearAs: now })).toBe('Nov 26');
    expect(formatDate(new Date(2025, 10, 26, 12), { month: 'short', sameYearAs: now })).toBe('Nov 26, 2025');
  });

  it("shows a stored day ('YYYY-MM-DD') as that calendar day, and what is not one as written", () => {
    expect(formatDay('2026-11-28', { month: 'short' })).toBe('Nov 28, 2026');
    expect(formatDay('2026-02-30', { month: 'short' })).toBe('2026-02-30');
    expect(parseDay('2026-1-5')).toBeNull();
    expect(isoToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
