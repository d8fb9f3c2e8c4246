import { LINK_RETURN_PATH } from '@snap/shared';

/**
 * True when `url` is the e-mail link return path carrying a query. The app never links there with a
 * query itself, so this is someone opening an e-mail link: if the provider does not recognise it as
 * a sign-in link (truncated by a mail client, edited), completing it must say 'Invalid sign-in link'
 * instead of silently showing a blank sign-in form.
 */
export function isLinkReturnAddress(url: string): boolean {
  try {
    const { pathname, search } = new URL(url);
    return pathname.replace(/\/+$/, '') === LINK_RETURN_PATH && search.length > 1;
  } catch {
    return false;
  }
}
