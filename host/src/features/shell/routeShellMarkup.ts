/**
 * How a route shell (routeShell.tsx) sits in its page's HTML: the build writes it
 * (host/prerender/PrerenderPlugin.ts), the browser finds and releases it. Plain TypeScript so the
 * build's Node side can import it.
 */
import { signedInShellScript } from './signedInShell';

export const ROUTE_SHELL_ID = 'route-shell';

/**
 * Who a shell pictures the screen for: /camera and /auth are drawn as a signed-out visitor sees
 * them, /dashboard as the signed-in seller sees it (signedInShell.ts). A visitor of the other kind
 * never keeps it (bootstrap.tsx).
 */
export type RouteShellAudience = 'signed-out' | 'signed-in';

/** The routes whose page carries a shell (spec §2), and for whom: host/prerender/render.tsx draws them. */
export const ROUTE_SHELL_AUDIENCE = {
  '/camera': 'signed-out',
  '/auth': 'signed-out',
  '/dashboard': 'signed-in',
} as const satisfies Record<string, RouteShellAudience>;

export type RouteShellPath = keyof typeof ROUTE_SHELL_AUDIENCE;
export const ROUTE_SHELL_PATHS = Object.keys(ROUTE_SHELL_AUDIENCE) as RouteShellPath[];

const ROOT_ELEMENT = '<div id="root"></div>';
/** The empty element that closes a shell: the page renders once it is parsed (injectRouteShell). */
export const ROUTE_SHELL_END_ID = `${ROUTE_SHELL_ID}-end`;

/**
 * The page with `markup`, the screen of `path`, beside its empty #root: still, inert, released by
 * the app. A signed-in picture ends with the script that fits it to the visitor, or takes it away
 * (signedInShell.ts).
 *
 * The page renders nothing until the whole picture is parsed (`<link rel=expect>`, Chromium 124+):
 * on a slow network the HTML arrives in pieces, and a frame painted from half a picture moves when
 * the rest comes (the auth card is centred: it jumped by 300 px, a layout shift of 0.03-0.08 seen
 * in about one load in ten in the e2e). Browsers without it paint as before.
 * The link names an empty marker after the picture, not the shell itself: Chromium 150 lets the
 * page render once the named element is in the document, not once its children are, and painted
 * the shell with 0 or 20 of the auth card's 55 elements (frames recorded in the e2e).
 */
export function injectRouteShell(page: string, path: RouteShellPath, markup: string): string {
  if (!page.includes(ROOT_ELEMENT)) throw new Error(`injectRouteShell: the page has no ${ROOT_ELEMENT}`);
  if (!page.includes('</head>')) throw new Error('injectRouteShell: the page has no </head>');
  const audience = ROUTE_SHELL_AUDIENCE[path];
  const script = audience === 'signed-in' ? `<script>${signedInShellScript(ROUTE_SHELL_ID)}</script>` : '';
  return page
    .replace('</head>', `<link rel="expect" href="#${ROUTE_SHELL_END_ID}" blocking="render"></head>`)
    .replace(
      ROOT_ELEMENT,
      `${ROOT_ELEMENT}<div id="${ROUTE_SHELL_ID}" data-path="${path}" data-audience="${audience}" inert>${markup}${script}<i id="${ROUTE_SHELL_END_ID}" hidden></i></div>`,
    );
}

/** The file a path's page is written to and served from: /camera → camera.html. */
export function routeShellFile(path: string): string {
  return `${path.replace(/^\//, '').replace(/\//g, '-')}.html`;
}
