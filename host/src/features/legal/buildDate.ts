import { formatDay } from '@snap/shared/format';

/** The date the build wrote (host/rspack.config.ts defines __BUILD_DATE__); today in tests and tools. */
declare const __BUILD_DATE__: string | undefined;

export const BUILD_DATE: string =
  typeof __BUILD_DATE__ === 'string' ? __BUILD_DATE__ : new Date().toISOString().slice(0, 10);

/** '2026-11-23' → 'November 23, 2026': that calendar day, whatever the reader's time zone; not a day, as written. */
export const formatBuildDate = (isoDay: string): string => formatDay(isoDay, { month: 'long' });
