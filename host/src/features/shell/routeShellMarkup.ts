/**
 * How a route shell (routeShell.tsx) sits in its page's HTML: the build writes it
 * (host/prerender/PrerenderPlugin.ts), the browser finds and releases it. Plain TypeScript so the
 * build's Node side can import it.
 */
export const ROUTE_SHELL_ID = 'route-shell';

/** The routes whose page carries a shell (spec §2's /camera and /auth): host/prerender/render.tsx draws them. */
export const ROUTE_SHELL_PATHS = ['/camera', '/auth'] as const;

const ROOT_ELEMENT = '<div id="root"></div>';

/** The page with `markup`, the screen of `path`, beside its empty #root: still, inert, released by the app. */
export function injectRouteShell(page: string, path: string, markup: string): string {
  if (!page.includes(ROOT_ELEMENT)) throw new Error(`injectRouteShell: the page has no ${ROOT_ELEMENT}`);
  return page.replace(
    ROOT_ELEMENT,
    `${ROOT_ELEMENT}<div id="${ROUTE_SHELL_ID}" data-path="${path}" inert>${markup}</div>`,
  );
}

/** The file a path's page is written to and served from: /camera → camera.html. */
export function routeShellFile(path: string): string {
  return `${path.replace(/^\//, '').replace(/\//g, '-')}.html`;
}
