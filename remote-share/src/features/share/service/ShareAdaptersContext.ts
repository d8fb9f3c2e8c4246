/**
 * Which ShareAdapters the components use: the browser's unless a test or a stand-in provides
 * fakes. Created lazily so importing a component touches no browser API.
 */
import { createContext, useContext, useMemo } from 'react';
import type { ShareAdapters } from './adapters';
import { browserAdapters } from './browserAdapters';

export const ShareAdaptersContext = createContext<ShareAdapters | null>(null);
ShareAdaptersContext.displayName = 'ShareAdaptersContext';

export function useShareAdapters(): ShareAdapters {
  const provided = useContext(ShareAdaptersContext);
  return useMemo(() => provided ?? browserAdapters(), [provided]);
}
