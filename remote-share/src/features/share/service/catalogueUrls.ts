/** Only addresses from the marketplace catalogue are ever opened: a guard around every open. */
import { MARKETPLACES } from '@snap/shared';

const CATALOGUE_URLS = new Set(
  MARKETPLACES.flatMap((m) => [
    m.url,
    m.redirectUrl,
    m.androidIntentUrl,
    m.appStoreLinks?.android,
    m.appStoreLinks?.ios,
  ]).filter((url): url is string => Boolean(url)),
);

export function isCatalogueUrl(url: string): boolean {
  return CATALOGUE_URLS.has(url);
}

export function catalogueOpener(open: (url: string) => void) {
  return (url: string) => {
    if (!isCatalogueUrl(url)) throw new Error(`Refusing to open an address outside the marketplace catalogue: ${url}`);
    open(url);
  };
}
