/**
 * The route shell: a still picture of a remote route's first screen, prerendered into that route's
 * HTML at build time (host/prerender), so a direct visit to /camera, /auth or /dashboard paints the
 * screen before the host, the config, the route's manifest and the remote (and for /dashboard the
 * auth SDK) have loaded in a chain.
 *
 * It sits beside #root, `inert` (not clickable, not focusable, not read out: nothing in it works
 * yet). While it is up, the host's loading states for the route draw nothing (a spinner above it
 * would push it down); the remote's first commit removes it in the same frame, so the real screen
 * takes its place with no flash and no shift. It goes at once wherever the picture would be wrong:
 *   - the remote failed (its fallback releases it), or the page is on another path;
 *   - the picture is for another kind of visitor: /camera and /auth are drawn signed out, so a
 *     visitor who may be signed in does not keep them; /dashboard is drawn signed in, and its
 *     page's own script takes it away before the first paint for a visitor with no session
 *     (signedInShell.ts; bootstrap.tsx checks again);
 *   - the config could not load (bootstrap.tsx).
 */
import { useLayoutEffect, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@snap/shared';
import { ROUTE_SHELL_ID, type RouteShellAudience } from './routeShellMarkup';

const listeners = new Set<() => void>();
const shellElement = () => (typeof document === 'undefined' ? null : document.getElementById(ROUTE_SHELL_ID));

/** The path whose screen the page's shell shows, if it has one. */
export function routeShellPath(): string | undefined {
  return shellElement()?.dataset.path;
}

/** Takes the shell off the page (once; later calls do nothing). */
export function releaseRouteShell(): void {
  const shell = shellElement();
  if (!shell) return;
  shell.remove();
  listeners.forEach((listener) => listener());
}

/** Takes the shell off the page unless it pictures the screen for `audience`. */
export function keepRouteShellOnlyFor(audience: RouteShellAudience): void {
  const shell = shellElement();
  if (shell && shell.dataset.audience !== audience) releaseRouteShell();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Is the shell on the page? */
export function useRouteShellShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shellElement() !== null,
    () => false,
  );
}

/**
 * A route's loading state: the full-screen spinner, or while the shell shows the screen that is
 * loading, only its label for screen readers (the shell is inert, so it is not read out).
 */
export function RouteLoading({ label }: { label: string }) {
  if (!useRouteShellShown()) return <Spinner size="lg" fullScreen label={label} />;
  return (
    <Box role="status" sx={visuallyHidden}>
      {label}
    </Box>
  );
}

/** Rendered with whatever replaces the shell (the remote's screen, its fallback): releases it in the same commit. */
export function ReleaseRouteShell() {
  useLayoutEffect(releaseRouteShell, []);
  return null;
}

/** Releases the shell when the page leaves (or is not on) the path it shows. Inside the router. */
export function RouteShellPathGuard() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const path = routeShellPath();
    if (path !== undefined && path !== pathname) releaseRouteShell();
  }, [pathname]);
  return null;
}
