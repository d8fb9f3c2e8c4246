/**
 * Turns a chosen file into a CapturedPhoto through the image pipeline, with the analysis copy
 * sized to what the gateway's model reads (asked of the gateway when the screen opens, so it is
 * known before a photo is chosen). A newer file, Take Another Photo or leaving the page abandons
 * the one being prepared (and frees what it made).
 */
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { useAiClient, type AiClient } from '@snap/shared';
import { useCompressForAnalysis } from '../../image-pipeline/ImagePipelineContext';
import { createPhotoIdClock, toCapturedPhoto } from '../../image-pipeline/capturedPhoto';
import { PIPELINE_MESSAGES } from '../../image-pipeline/core/pipelineErrors';
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

export function usePhotoIntake(dispatch: Dispatch<CameraAction>) {
  const compress = useCompressForAnalysis();
  const ai = useAiClient();
  const current = useRef<AbortController | null>(null);
  const [nextId] = useState(() => createPhotoIdClock());

  const abandon = useCallback(() => {
    current.current?.abort();
    current.current = null;
  }, []);

  const addFile = useCallback(
    async (file: File) => {
      markCapture('file-chosen');
      abandon();
      // Spec §5: the chosen file must have an image type. (The pipeline also checks the bytes.)
      if (file.type && !file.type.startsWith('image/')) {
        dispatch({ type: 'processing-failed', message: PIPELINE_MESSAGES['not-an-image'] });
        return;
      }
      const controller = new AbortController();
      current.current = controller;
      dispatch({ type: 'processing-started' });
      try {
        const { signal } = controller;
        const compressed = await compress(file, {
          signal,
          analysisMaxDimension: await analysisMaxDimension(ai, signal),
        });
        if (signal.aborted) return;
        markCapture('photo-ready');
        dispatch({ type: 'photo-added', photo: toCapturedPhoto(compressed, nextId()) });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('Preparing the photo failed', error);
        dispatch({ type: 'processing-failed', message: messageOf(error, 'Failed to process the image') });
      } finally {
        if (current.current === controller) current.current = null;
      }
    },
    [abandon, ai, compress, dispatch, nextId],
  );

  // Ask now, so the answer is in before a photo is chosen (the client remembers it).
  useEffect(() => {
    ai.imageSettings?.().catch(() => undefined);
  }, [ai]);
  useEffect(() => abandon, [abandon]);
  return { addFile, abandon };
}
