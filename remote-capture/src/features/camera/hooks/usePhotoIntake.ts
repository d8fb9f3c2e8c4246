/**
 * Turns a chosen file into a CapturedPhoto through the image pipeline, with the analysis copy
 * sized to what the gateway's model reads (asked of the gateway when the screen opens, so it is
 * known before a photo is chosen). A newer file, Take Another Photo or leaving the page abandons
 * the one being prepared (and frees what it made).
 *
 * A photo shared into the app (addSharedFile) is prepared the same way but arrives as
 * 'shared-photo-added' and gets no analysis head start: it waits for the seller's tap.
 *
 * Watch Demo's photo (addDemoFile) is prepared for the screen like any other, but is analysed as
 * it is bundled: a small JPEG of our own (no EXIF), the same bytes in every browser, so the demo's
 * stand-in answer describes the photo the demo shows (shared/src/testing/demoAiSamples.mjs, DEMO_PHOTO).
 */
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { useAiClient, type AiClient, type AnalysisImageSettings } from '@snap/shared';
import {
  PIPELINE_MESSAGES,
  createPhotoIdClock,
  toCapturedPhoto,
  useCompressForAnalysis,
  type ProductCodeScans,
} from '../../image-pipeline';
import { messageOf } from '@snap/shared/errors';
import { markCapture } from '../api/captureMarks';
import type { CameraAction } from '../state/cameraState';

/** The analysis copy's size, or undefined (send the photo itself) when the gateway cannot say. */
async function analysisMaxDimension(ai: AiClient, signal: AbortSignal): Promise<number | undefined> {
  if (!ai.imageSettings) return undefined;
  try {
    return (await ai.imageSettings(signal)).analysisImageMaxDimension;
  } catch (error) {
    if (!signal.aborted) console.warn('Could not read the gateway image settings; sending the full photo', error);
    return undefined;
  }
}

/**
 * Told of a photo's analysis image as soon as it exists (the analysis copy, while the photo itself
 * is still being encoded; else the photo, once prepared), and of a photo that then never reaches
 * the screen: the analysis's head start (useAnalysisHeadStart).
 */
export interface AnalysisImageListener {
  ready(photoId: string, image: Blob): void;
  abandoned(photoId: string): void;
}

/**
 * `codeScans`: every photo the seller adds is also read for product codes, from the full file,
 * beside its preparation (image-pipeline/barcode).
 */
export function usePhotoIntake(
  dispatch: Dispatch<CameraAction>,
  analysisImage?: AnalysisImageListener,
  codeScans?: ProductCodeScans,
) {
  const compress = useCompressForAnalysis();
  const ai = useAiClient();
  const current = useRef<AbortController | null>(null);
  // The gateway's image settings, asked when the screen opens so they are in before a photo is chosen.
  const settings = useRef<AnalysisImageSettings | null>(null);
  const [nextId] = useState(() => createPhotoIdClock());

  const abandon = useCallback(() => {
    current.current?.abort();
    current.current = null;
  }, []);

  const intake = useCallback(
    async (file: File, kind: 'own' | 'shared' | 'requested' | 'demo') => {
      const shared = kind === 'shared';
      markCapture('file-chosen');
      abandon();
      // Spec §5: the chosen file must have an image type. (The pipeline also checks the bytes.)
      if (file.type && !file.type.startsWith('image/')) {
        dispatch({ type: 'processing-failed', message: PIPELINE_MESSAGES['not-an-image'] });
        return;
      }
      const controller = new AbortController();
      const { signal } = controller;
      current.current = controller;
      const id = nextId();
      let told = false;
      let added = false;
      // No head start for a shared photo (it is not to be analysed before the seller asks), nor for
      // one a result asked for (it is analysed with the result's photo, not alone).
      const demo = kind === 'demo';
      const listener = kind === 'own' || demo ? analysisImage : undefined;
      const imageReady = (image: Blob) => {
        if (told || signal.aborted) return;
        told = true;
        listener?.ready(id, image);
      };
      codeScans?.start(id, file);
      // The demo's analysis image is the bundled photo itself: no analysis copy is made.
      if (demo) imageReady(file);
      const prepare = (size: number | undefined) =>
        compress(file, { signal, analysisMaxDimension: size, onAnalysisCopy: imageReady });
      // With the gateway's settings known (asked when the screen opened), the pipeline has the file
      // before React renders the preparing state: the decode runs while it does.
      const known = settings.current;
      const prepared = demo ? prepare(undefined) : known ? prepare(known.analysisImageMaxDimension) : null;
      dispatch({ type: 'processing-started' });
      try {
        const compressed = await (prepared ?? prepare(await analysisMaxDimension(ai, signal)));
        if (signal.aborted) return;
        markCapture('photo-ready');
        const made = toCapturedPhoto(compressed, id);
        const photo = demo ? { ...made, analysisImage: file } : made;
        imageReady(photo.analysisImage);
        dispatch(
          shared
            ? { type: 'shared-photo-added', photo }
            : { type: 'photo-added', photo, reanalyse: kind === 'requested' },
        );
        added = true;
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('Preparing the photo failed', error);
        dispatch({ type: 'processing-failed', message: messageOf(error, 'Failed to process the image') });
      } finally {
        if (current.current === controller) current.current = null;
        if (told && !added) listener?.abandoned(id);
        if (!added) codeScans?.drop(id);
      }
    },
    [abandon, ai, analysisImage, codeScans, compress, dispatch, nextId],
  );
  /** A photo the seller took or picked: the first is analysed on arrival. */
  const addFile = useCallback((file: File) => intake(file, 'own'), [intake]);
  /** Watch Demo's bundled photo: analysed on arrival, as it is bundled. */
  const addDemoFile = useCallback((file: File) => intake(file, 'demo'), [intake]);
  /** A photo shared into the app from elsewhere: shown, and analysed only when the seller asks. */
  const addSharedFile = useCallback((file: File) => intake(file, 'shared'), [intake]);
  /** The photo a result asked for: added, and the result analysed again with it. */
  const addRequestedFile = useCallback((file: File) => intake(file, 'requested'), [intake]);

  useEffect(() => {
    let current = true;
    settings.current = null;
    ai.imageSettings?.().then(
      (answer) => {
        if (current) settings.current = answer;
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [ai]);
  useEffect(() => abandon, [abandon]);
  return { addFile, addDemoFile, addSharedFile, addRequestedFile, abandon };
}
