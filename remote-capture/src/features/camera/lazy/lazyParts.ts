/**
 * The parts of the camera screen the idle screen does not show, each its own chunk: the results
 * panel (TextField, Tooltip, Card…) and the two dialogs (Modal, focus trap, the photo viewer).
 * They are preloaded as soon as they may be needed (partsToPreload) and otherwise load on first
 * render.
 */
import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { partsToPreload, type LazyPart } from './partsToPreload';
import type { CameraState } from '../state/cameraState';

const importers = {
  results: () => import(/* webpackChunkName: "capture-results" */ '../components/CameraResults'),
  photoViewer: () => import(/* webpackChunkName: "capture-photo-viewer" */ '../components/PhotoViewerDialog'),
  signUpPrompt: () => import(/* webpackChunkName: "capture-sign-up-prompt" */ '../components/SignUpPromptDialog'),
} satisfies Record<LazyPart, () => Promise<unknown>>;

/** Starts fetching a part. The bundler loads a chunk once; a failed preload is retried, and reported, when the part renders. */
export function preloadPart(part: LazyPart): void {
  importers[part]().catch(() => undefined);
}

const lazyComponents = {
  results: () => lazy(() => importers.results().then((m) => ({ default: m.CameraResults }))),
  photoViewer: () => lazy(() => importers.photoViewer().then((m) => ({ default: m.PhotoViewerDialog }))),
  signUpPrompt: () => lazy(() => importers.signUpPrompt().then((m) => ({ default: m.SignUpPromptDialog }))),
};

type LazyComponents = { [Part in LazyPart]: ReturnType<(typeof lazyComponents)[Part]> };

const createLazyParts = (): LazyComponents => ({
  results: lazyComponents.results(),
  photoViewer: lazyComponents.photoViewer(),
  signUpPrompt: lazyComponents.signUpPrompt(),
});

/**
 * The lazy components, made per mount, and `reload(part)` to make a fresh one: React.lazy caches
 * a rejection, so after a failed chunk load only a new component tries the network again. Only
 * that part is replaced; the others stay mounted as they are.
 */
export function useLazyParts() {
  const [parts, setParts] = useState(createLazyParts);
  const reload = useCallback((part: LazyPart) => setParts((current) => ({ ...current, [part]: lazyComponents[part]() })), []);
  return { CameraResults: parts.results, PhotoViewerDialog: parts.photoViewer, SignUpPromptDialog: parts.signUpPrompt, reload };
}

/** Preloads what the screen's state says may come next, each part once. */
export function usePreloadParts(state: CameraState, signedIn: boolean): void {
  const requested = useRef(new Set<LazyPart>());
  const parts = partsToPreload(state, signedIn);
  useEffect(() => {
    for (const part of parts) {
      if (requested.current.has(part)) continue;
      requested.current.add(part);
      preloadPart(part);
    }
  });
}
