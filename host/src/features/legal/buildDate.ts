import { formatDate } from '@snap/shared/format';

/** The date the build wrote (host/rspack.config.ts defines __BUILD_DATE__); today in tests and tools. */
declare const __BUILD_DATE__: string | undefined;

export const BUILD_DATE: string =
  typeof __BUILD_DATE__ === 'string' ? __BUILD_DATE__ : new Date().toISOString().slice(0, 10);

/** '2026-11-23' → 'November 23, 2026': that calendar day, whatever the reader's time zone. */
export function formatBuildDate(isoDay: string): string {
  // Not a day: shown as written.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return isoDay;
  const [year, month, day] = isoDay.split('-').map(Number);
  const date = new Date(year, month - 1, day);
  // A day that does not exist ('2026-02-30' would roll over to March): shown as written too.
  return date.getMonth() === month - 1 && date.getDate() === day ? formatDate(date, { month: 'long' }) : isoDay;
}
