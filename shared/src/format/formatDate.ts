/** Dates as the app shows them: 'Nov 23, 2026' or 'November 23, 2026', in the reader's time zone. */

export interface DateFormat {
  /** 'Nov' or 'November'. */
  month: 'short' | 'long';
}

/** One formatter per month style, made on first use. */
const formatters = new Map<DateFormat['month'], Intl.DateTimeFormat>();

export function formatDate(date: Date, { month }: DateFormat): string {
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  let formatter = formatters.get(month);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { year: 'numeric', month, day: 'numeric' });
    formatters.set(month, formatter);
  }
  return formatter.format(date);
}
