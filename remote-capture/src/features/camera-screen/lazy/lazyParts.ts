/**
 * The parts of the camera screen the idle screen does not show, each its own chunk: the results
 * panel (TextField, Tooltip, Card…) and the dialogs (Modal, focus trap, the photo viewer, the live
 * barcode scan).
 * They are preloaded as soon as they may be needed (partsToPreload) and otherwise load on first
 * render.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useRetryableLazy } from '@snap/shared/retry';
import { partsToPreload, type LazyPart } from './partsToPreload';
import type { CameraState } from '../../camera';

const importers = {
  results: () => import(/* webpackChunkName: "capture-results" */ '../components/CameraResults'),
  photoViewer: () => import(/* webpackChunkName: "capture-photo-viewer" */ '../components/PhotoViewerDialog'),
  signUpPrompt: () => import(/* webpackChunkName: "capture-sign-up-prompt" */ '../components/SignUpPromptDialog'),
  liveScan: () => import(/* webpackChunkName: "capture-live-scan" */ '../../live-scan'),
} satisfies Record<LazyPart, () => Promise<unknown>>;

// The parts whose chunk has arrived: rendering them no longer waits for the network, nor can
// it fail to download.
const loaded = new Set<LazyPart>();
const loadedListeners = new Set<() => void>();
type Importers = typeof importers;
const load = async <Part extends LazyPart>(part: Part): Promise<Awaited<ReturnType<Importers[Part]>>> => {
  const module = (await importers[part]()) as Awaited<ReturnType<Importers[Part]>>;
  if (!loaded.has(part)) {
    loaded.add(part);
    for (const listener of loadedListeners) listener();
  }
  return module;
};

/** Whether a part's chunk has arrived, as state: the component re-renders when it does. */
export function usePartLoaded(part: LazyPart): boolean {
  return useSyncExternalStore(
    (listener) => {
      loadedListeners.add(listener);
      return () => loadedListeners.delete(listener);
    },
    () => loaded.has(part),
    () => false,
  );
}

/**
 * Starts fetching a part. The bundler loads a chunk once; a failed preload is retried, and
 * reported, when the part renders.
 */
export function preloadPart(part: LazyPart): void {
  load(part).catch(() => undefined);
}

/**
 * The lazy parts, each made once per mount and retried on its own (the others stay mounted as
 * they are): `[Component, retry]` from @snap/shared/retry; and whether the results component
 * itself has loaded, so that showing it no longer suspends (useAnalysis).
 */
export function useLazyParts() {
  const resultsReady = useRef(false);
  const results = useRetryableLazy(async () => {
    const { CameraResults } = await load('results');
    resultsReady.current = true;
    return { default: CameraResults };
  });
  const photoViewer = useRetryableLazy(async () => ({ default: (await load('photoViewer')).PhotoViewerDialog }));
  const signUpPrompt = useRetryableLazy(async () => ({ default: (await load('signUpPrompt')).SignUpPromptDialog }));
  const liveScan = useRetryableLazy(async () => ({ default: (await load('liveScan')).LiveScanDialog }));
  return { results, photoViewer, signUpPrompt, liveScan, resultsReady };
}

export type LazyParts = ReturnType<typeof useLazyParts>;

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
