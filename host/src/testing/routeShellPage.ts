/**
 * Tests' stand-in for a page the build wrote with a route shell (routeShell.tsx): the shell sits
 * outside React's tree, in the document itself, so tests set it up and look for it here.
 */
import { injectRouteShell, type RouteShellPath } from '../features/shell/routeShellMarkup';
import { routeShellPath } from '../features/shell/routeShell';

const PAGE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/** The body of `path`'s page as the build writes it; returns its #root, for render's container. */
export function loadRouteShellPage(path: RouteShellPath, markup = '<main><h1>Sign In</h1></main>'): HTMLElement {
  document.body.innerHTML = /<body>(.*)<\/body>/s.exec(injectRouteShell(PAGE, path, markup))![1];
  return document.getElementById('root')!;
}

/**
 * Runs the page's inline scripts, as the browser does while parsing (innerHTML does not run them).
 * Returns their sources.
 */
export function runPageScripts(): string[] {
  const sources = [...document.body.querySelectorAll('script')].map((script) => script.text);
  sources.forEach((source) => new Function(source)());
  return sources;
}

export const routeShellOnPage = (): boolean => routeShellPath() !== undefined;

export function clearPage(): void {
  document.body.innerHTML = '';
}
