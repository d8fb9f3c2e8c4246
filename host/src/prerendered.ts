/**
 * Does #root hold markup the build prerendered (host/prerender) that React may hydrate? Only for
 * the path it was rendered for, and only for a visitor known to be signed out: the markup is the
 * signed-out page, and a session changes the header.
 */
export function canHydrate(container: HTMLElement, pathname: string, maySignIn: boolean): boolean {
  return !maySignIn && container.dataset.prerendered === pathname && container.hasChildNodes();
}
