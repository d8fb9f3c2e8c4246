/** Only catalogue addresses are ever framed or opened: the dialog resolves a marketplace id, never a URL. */
import { MARKETPLACES, type MarketplaceId } from '@snap/shared';

export interface FrameTarget {
  name: string;
  url: string;
}

export function frameTarget(id: MarketplaceId): FrameTarget | null {
  const config = MARKETPLACES.find((marketplace) => marketplace.id === id);
  if (!config || new URL(config.url).protocol !== 'https:') return null;
  return { name: config.name, url: config.url };
}
