/**
 * Turns a chosen file into a CapturedPhoto through the image pipeline. A newer file, Take Another
 * Photo or leaving the page abandons the one being prepared (and frees what it made).
 */
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { useCompressForAnalysis } from '../../image-pipeline/ImagePipelineContext';
import { createPhotoIdClock, toCapturedPhoto } from '../../image-pipeline/capturedPhoto';
import { PIPELINE_MESSAGES } from '../../image-pipeline/core/pipelineErrors';
import { messageOf } from '../api/analyzePhoto';
import type { CameraAction } from '../state/cameraState';

export function usePhotoIntake(dispatch: Dispatch<CameraAction>) {
  const compress = useCompressForAnalysis();
  const current = useRef<AbortController | null>(null);
  const [nextId] = useState(() => createPhotoIdClock());

  const abandon = useCallback(() => {
    current.current?.abort();
    current.current = null;
  }, []);

  const addFile = useCallback(
    async (file: File) => {
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
        const { blob } = await compress(file, { signal: controller.signal });
        const photo = await toCapturedPhoto(blob, nextId());
        if (controller.signal.aborted) URL.revokeObjectURL(photo.url);
        else dispatch({ type: 'photo-added', photo });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('Preparing the photo failed', error);
        dispatch({ type: 'processing-failed', message: messageOf(error, 'Failed to process the image') });
      } finally {
        if (current.current === controller) current.current = null;
      }
    },
    [abandon, compress, dispatch, nextId],
  );

  useEffect(() => abandon, [abandon]);
  return { addFile, abandon };
}
