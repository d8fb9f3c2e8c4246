/**
 * Dates as the app shows them, spelled out in en-US without Intl: a page's first Intl call sets up
 * ICU, 100–160 ms of one task on a slow phone (formatPrice.ts). What toLocaleDateString('en-US',
 * { year: 'numeric', month, day: 'numeric' }) says; the unit tests hold the two side by side.
 */
const MONTHS = 'January February March April May June July August September October November December'.split(' ');

export interface DateFormat {
  /** 'Nov' or 'November'. */
  month: 'short' | 'long';
}

/** 'Nov 23, 2026' ({ month: 'short' }) or 'November 23, 2026' ({ month: 'long' }), in the reader's time zone. */
export function formatDate(date: Date, { month }: DateFormat): string {
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const name = MONTHS[date.getMonth()];
  return `${month === 'short' ? name.slice(0, 3) : name} ${date.getDate()}, ${date.getFullYear()}`;
}
