/**
 * How capture reaches share without importing it: capture calls these through useSharePort();
 * the host fulfils them by loading remote-share. A standalone remote gets a stand-in.
 */
import { createContext, useContext } from 'react';
import type { MarketplaceId, ShareData } from '../types/entities';

export interface SharePort {
  /** Opens the Share to Marketplaces modal for a listing. */
  openShare(data: ShareData): void;
  /** Opens the sharing guide wizard. */
  openGuide(): void;
  /** Opens the embedded marketplace dialog for one marketplace, with the listing if there is one. */
  openMarketplace(id: MarketplaceId, data?: ShareData): void;
}

export const SharePortContext = createContext<SharePort | null>(null);
SharePortContext.displayName = 'SharePortContext';

export function useSharePort(): SharePort {
  const port = useContext(SharePortContext);
  if (!port) {
    throw new Error('useSharePort must be used within a SharePortContext provider');
  }
  return port;
}
