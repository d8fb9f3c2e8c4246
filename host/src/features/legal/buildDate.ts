/** The date the build wrote (host/rspack.config.ts defines __BUILD_DATE__); today in tests and tools. */
declare const __BUILD_DATE__: string | undefined;

export const BUILD_DATE: string =
  typeof __BUILD_DATE__ === 'string' ? __BUILD_DATE__ : new Date().toISOString().slice(0, 10);

/** '2026-11-23' → 'November 23, 2026' (UTC, so the day never shifts with the reader's time zone). */
export function formatBuildDate(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
