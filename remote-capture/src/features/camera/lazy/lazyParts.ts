/**
 * The parts of the camera screen the idle screen does not show, each its own chunk: the results
 * panel (TextField, Tooltip, Card…) and the two dialogs (Modal, focus trap, the photo viewer).
 * They are preloaded as soon as they may be needed (partsToPreload) and otherwise load on first
 * render.
 */
import { useEffect, useRef } from 'react';
import { useRetryableLazy } from '@snap/shared/retry';
import { partsToPreload, type LazyPart } from './partsToPreload';
import type { CameraState } from '../state/cameraState';

const importers = {
  results: () => import(/* webpackChunkName: "capture-results" */ '../components/CameraResults'),
  photoViewer: () => import(/* webpackChunkName: "capture-photo-viewer" */ '../components/PhotoViewerDialog'),
  signUpPrompt: () => import(/* webpackChunkName: "capture-sign-up-prompt" */ '../components/SignUpPromptDialog'),
} satisfies Record<LazyPart, () => Promise<unknown>>;

/**
 * Starts fetching a part. The bundler loads a chunk once; a failed preload is retried, and
 * reported, when the part renders.
 */
export function preloadPart(part: LazyPart): void {
  importers[part]().catch(() => undefined);
}

/**
 * The lazy parts, each made once per mount and retried on its own (the others stay mounted as
 * they are): `[Component, retry]` from @snap/shared/retry.
 */
export function useLazyParts() {
  const results = useRetryableLazy(async () => ({ default: (await importers.results()).CameraResults }));
  const photoViewer = useRetryableLazy(async () => ({ default: (await importers.photoViewer()).PhotoViewerDialog }));
  const signUpPrompt = useRetryableLazy(async () => ({ default: (await importers.signUpPrompt()).SignUpPromptDialog }));
  return { results, photoViewer, signUpPrompt };
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
