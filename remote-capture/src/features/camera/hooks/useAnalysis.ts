/**
 * Runs the analysis while the screen is analyzing. Leaving that phase (results, cancel, Take
 * Another Photo) or leaving the page aborts the request in flight through its AbortSignal.
 *
 * Offline (the PWA: README, "Install it; offline") it waits instead: nothing is sent, the screen
 * says it needs a connection, and the analysis starts by itself when the browser is back online.
 * A request that fails because the connection just went is not an error either: the offline
 * state takes over.
 */
import { startTransition, useLayoutEffect, type Dispatch, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useAiClient, type CapturedPhoto } from '@snap/shared';
import { messageOf } from '@snap/shared/errors';
import { analyzePhoto } from '../api/analyzePhoto';
import type { CameraAction } from '../state/cameraState';

export function useAnalysis(
  photo: CapturedPhoto | undefined,
  run: number,
  dispatch: Dispatch<CameraAction>,
  online = true,
  resultsReady?: RefObject<boolean>,
): void {
  const ai = useAiClient();
  useLayoutEffect(() => {
    if (!photo || !online) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    // The identified name is committed at once: the price can follow right behind it (both
    // lines of the stream in one read) and is shown without a transition, in one render that
    // would otherwise take both updates together and never show the name.
    const identified = (itemName: string) => flushSync(() => dispatch({ type: 'identified', run, itemName }));
    analyzePhoto(ai, photo, signal, (item) => identified(item.itemName)).then(
      (result) => {
        if (signal.aborted) return;
        const show = () => dispatch({ type: 'analysis-succeeded', run, result });
        // The results part is loaded (preloaded, and built hidden meanwhile by CameraScreen):
        // show the panel at once, in one go. A transition would slice that render into 5 ms
        // pieces between the analyzing panel's animation frames, several times slower at 4x CPU
        // (issue 17). Should the part still be loading, a transition keeps the analyzing panel
        // (and its Cancel) on screen until it is there, instead of a fallback.
        if (resultsReady?.current) show();
        else startTransition(show);
      },
      (error: unknown) => {
        // Offline now: the offline event re-runs this effect, which then waits for the connection.
        if (signal.aborted || !navigator.onLine) return;
        console.warn('Analysis failed', error);
        dispatch({ type: 'analysis-failed', run, message: messageOf(error, 'Failed to analyze image') });
      },
    );
    return () => controller.abort();
  }, [ai, photo, run, dispatch, online, resultsReady]);
}
