/**
 * The one formatter of dates in the app: the seller's own locale (the browser's) and time zone,
 * 'Nov 23, 2026' or 'November 23, 2026' for a US English reader, '23 Nov 2026' for a British one.
 * A day stored as 'YYYY-MM-DD' (a sale's date, the build's) is shown through it too.
 */

export interface DateFormat {
  /** 'Nov' or 'November'. */
  month: 'short' | 'long';
  /** Leaves out the year of a date in the same year as this one ('Nov 26'): short enough for a row on a phone. */
  sameYearAs?: Date;
}

/** One formatter per style, made on first use. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(month: DateFormat['month'], year: boolean): Intl.DateTimeFormat {
  const key = `${month}:${year}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(undefined, { ...(year ? { year: 'numeric' } : {}), month, day: 'numeric' });
    formatters.set(key, made);
  }
  return made;
}

export function formatDate(date: Date, { month, sameYearAs }: DateFormat): string {
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const year = !sameYearAs || sameYearAs.getFullYear() !== date.getFullYear();
  return formatter(month, year).format(date);
}

/** 'YYYY-MM-DD' as that calendar day where the reader is, or null when it is not a day ('2026-02-30'). */
export function parseDay(isoDay: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return null;
  const [year, month, day] = isoDay.split('-').map(Number);
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A stored day through the same formatter; one that is not a day is shown as written. */
export function formatDay(isoDay: string, format: DateFormat): string {
  const date = parseDay(isoDay);
  return date ? formatDate(date, format) : isoDay;
}

/** Today on the reader's own calendar, as a date input gives it: 'YYYY-MM-DD'. */
export function isoToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
