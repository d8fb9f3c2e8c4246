/**
 * Runs the analysis while the screen is analyzing. Leaving that phase (results, cancel, Take
 * Another Photo) or leaving the page aborts the request in flight through its AbortSignal.
 *
 * Offline (the PWA: README, "Install it; offline") it waits instead: nothing is sent, the screen
 * says it needs a connection, and the analysis starts by itself when the browser is back online.
 * A request that fails because the connection just went is not an error either: the offline
 * state takes over.
 */
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { useAiClient, type CapturedPhoto, type ItemIdentification } from '@snap/shared';
import { messageOf } from '@snap/shared/errors';
import type { ProductCode } from '@snap/shared/market';
import type { ProductCodeScans } from '../../image-pipeline';
import { createAnalysisHeadStart, type AnalysisHeadStart } from '../api/analysisHeadStart';
import { analysesOnArrival } from '../state/cameraReducer';
import type { CameraAction, CameraState } from '../state/cameraState';
import type { AnalysisImageListener } from './usePhotoIntake';

/**
 * The head start (api/analysisHeadStart.ts). `analysisImage` goes to the intake: a photo the screen
 * will analyse on arrival (online) has its analysis started as soon as its analysis image exists,
 * before the photo is even ready; useAnalysis claims it in the commit that shows the photo. One
 * whose photo never arrives, or arrives and is not analysed, is aborted; so is any left when the
 * screen goes.
 */
export function useAnalysisHeadStart(state: CameraState, online: boolean, codeScans: ProductCodeScans) {
  const ai = useAiClient();
  const [headStart] = useState(createAnalysisHeadStart);
  const committed = useRef({ state, online });
  useLayoutEffect(() => {
    committed.current = { state, online };
    headStart.dropIfAmong(state.photos, state.phase === 'analyzing' && online ? state.analyzedId : null);
  });
  useEffect(() => () => headStart.drop(), [headStart]);
  const analysisImage = useMemo<AnalysisImageListener>(
    () => ({
      ready(photoId, image) {
        if (!committed.current.online || !analysesOnArrival(committed.current.state)) return;
        headStart.start(photoId, async (signal, onIdentified) => {
          const sentCodes = gtinsOf(await codeScans.codesFor([photoId], signal));
          const result = await ai.analyze(image, { signal, onIdentified, productCodes: sentCodes });
          return { ...result, sentCodes };
        });
      },
      abandoned: (photoId) => headStart.drop(photoId),
    }),
    [ai, codeScans, headStart],
  );
  return { headStart, analysisImage };
}

export interface AnalysisOptions {
  online?: boolean;
  /** Whether the results part can show without waiting for its chunk (useLazyParts). */
  resultsReady?: RefObject<boolean>;
  /** An analysis already started for the photo (useAnalysisHeadStart), claimed instead of a new one. */
  headStart?: AnalysisHeadStart;
  /** The product codes read from the photos, sent with them. */
  codeScans?: ProductCodeScans;
  /** The code the seller said names the item (CameraState.confirmedCode), sent as confirmed. */
  confirmedCode?: string | null;
}

const gtinsOf = (codes: readonly ProductCode[]) => codes.map((code) => code.gtin);

/** `photos`: what the analysis sends, the analysed photo first; none while nothing is analysed. */
export function useAnalysis(
  photos: readonly CapturedPhoto[],
  run: number,
  dispatch: Dispatch<CameraAction>,
  { online = true, resultsReady, headStart, codeScans, confirmedCode }: AnalysisOptions = {},
): void {
  const ai = useAiClient();
  useLayoutEffect(() => {
    const [photo, ...others] = photos;
    if (!photo || !online) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    // The identified name is committed at once: the price can follow right behind it (both
    // lines of the stream in one read) and is shown without a transition, in one render that
    // would otherwise take both updates together and never show the name.
    const identified = (itemName: string) => flushSync(() => dispatch({ type: 'identified', run, itemName }));
    const onIdentified = (item: ItemIdentification) => identified(item.itemName);
    const morePhotos = others.map((other) => other.analysisImage);
    // The head start sent the first photo alone: it stands for an analysis of that photo only.
    const early = others.length === 0 ? headStart?.claim(photo.id, signal, onIdentified) : null;
    const photoIds = photos.map(({ id }) => id);
    const analysis =
      early ??
      Promise.resolve(codeScans?.codesFor(photoIds, signal)).then(async (codes = []) => {
        const sentCodes = gtinsOf(codes);
        const result = await ai.analyze(photo.analysisImage, {
          signal,
          onIdentified,
          morePhotos,
          productCodes: sentCodes,
          ...(confirmedCode ? { confirmedCode } : {}),
        });
        return { ...result, sentCodes };
      });
    analysis.then(
      (result) => {
        if (signal.aborted) return;
        // What the photos' barcodes say, shown with the result: a code read after the analysis
        // went is among them, not among the codes sent (useLateProductCodes for one read later still).
        const productCodes = codeScans?.foundIn(photoIds) ?? [];
        const shown = productCodes.length > 0 ? { ...result, productCodes } : result;
        const show = () => dispatch({ type: 'analysis-succeeded', run, result: shown });
        // The results part is loaded (preloaded, and built hidden meanwhile by CameraScreen):
        // show the panel at once, in one go. A transition would slice that render into 5 ms
        // pieces between the analyzing panel's animation frames, several times slower at 4x CPU.
        // Should the part still be loading, a transition keeps the analyzing panel (and its
        // Cancel) on screen until it is there, instead of a fallback.
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
  }, [ai, photos, run, dispatch, online, resultsReady, headStart, codeScans, confirmedCode]);
}

/**
 * A code read from the analysed photos after their analysis went (the reader was still loading on
 * a slow phone's first photo): once the scans end, the result shows it, with "Price by barcode".
 */
export function useLateProductCodes(state: CameraState, dispatch: Dispatch<CameraAction>, codeScans: ProductCodeScans) {
  const { phase, run, result, analysisPhotos } = state;
  const fresh = phase === 'results' && result?.sentCodes ? result : null;
  useEffect(() => {
    if (!fresh) return undefined;
    const controller = new AbortController();
    const shown = fresh.productCodes ?? [];
    // A code sent with the analysis is never late: one the seller took off the result stays off.
    const known = new Set([...shown.map(({ gtin }) => gtin), ...(fresh.sentCodes ?? [])]);
    void codeScans
      .settled(
        analysisPhotos.map(({ id }) => id),
        controller.signal,
      )
      .then((found) => {
        const late = found.filter(({ gtin }) => !known.has(gtin));
        if (controller.signal.aborted || late.length === 0) return;
        dispatch({ type: 'codes-found', run, productCodes: [...shown, ...late] });
      });
    return () => controller.abort();
  }, [fresh, run, analysisPhotos, codeScans, dispatch]);
}
