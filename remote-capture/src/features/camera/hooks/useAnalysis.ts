/**
 * Runs the analysis while the screen is analyzing. Leaving that phase (results, cancel, Take
 * Another Photo) or leaving the page aborts the request in flight through its AbortSignal.
 *
 * Offline (the PWA: README, "Install it; offline") it waits instead: nothing is sent, the screen
 * says it needs a connection, and the analysis starts by itself when the browser is back online.
 * A request that fails because the connection just went is not an error either: the offline
 * state takes over.
 */
import { startTransition, useEffect, type Dispatch } from 'react';
import { useAiClient, type CapturedPhoto } from '@snap/shared';
import { messageOf } from '@snap/shared/errors';
import { analyzePhoto } from '../api/analyzePhoto';
import type { CameraAction } from '../state/cameraState';

export function useAnalysis(
  photo: CapturedPhoto | undefined,
  run: number,
  dispatch: Dispatch<CameraAction>,
  online = true,
): void {
  const ai = useAiClient();
  useEffect(() => {
    if (!photo || !online) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    analyzePhoto(ai, photo, signal, (item) => dispatch({ type: 'identified', run, itemName: item.itemName })).then(
      (result) => {
        // A transition: should the results panel's chunk still be loading, React keeps the
        // analyzing panel (and its Cancel) on screen until it is there, instead of a fallback.
        if (!signal.aborted) startTransition(() => dispatch({ type: 'analysis-succeeded', run, result }));
      },
      (error: unknown) => {
        // Offline now: the offline event re-runs this effect, which then waits for the connection.
        if (signal.aborted || !navigator.onLine) return;
        console.warn('Analysis failed', error);
        dispatch({ type: 'analysis-failed', run, message: messageOf(error, 'Failed to analyze image') });
      },
    );
    return () => controller.abort();
  }, [ai, photo, run, dispatch, online]);
}
