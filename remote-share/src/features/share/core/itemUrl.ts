/** ShareData.url (spec §3): the app's own address for the item, filled in when capture left it out. */
import type { ShareData } from '@snap/shared';
import { PATHS } from '@snap/shared/contracts';

export function itemUrl(origin: string, listingId?: string): string {
  const url = new URL(PATHS.camera, origin);
  if (listingId) url.searchParams.set('listing', listingId);
  return url.href;
}

export function withItemUrl(data: ShareData, origin: string): ShareData {
  return data.url ? data : { ...data, url: itemUrl(origin, data.listingId) };
}
