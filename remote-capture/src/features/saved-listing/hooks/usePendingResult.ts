/**
 * An anonymous result survives sign-up: 'Sign Up Free' keeps it (result, edits, photos) and marks
 * it pending; back on /camera (after sign-up, sign-in, Google or an e-mail link, in this tab or
 * another, a reload included) it is shown again, and saved once the seller is signed in.
 */
import { useCallback, useEffect, type Dispatch } from 'react';
import { clearPendingResult, hasPendingResult, markPendingResult } from '@snap/shared';
import type { CameraAction, CameraState } from '../../camera/state/cameraState';
import { photoFromBlob } from '../../image-pipeline/capturedPhoto';
import { pendingResultStore } from '../api/pendingResultStore';

export function usePendingResult(state: CameraState, dispatch: Dispatch<CameraAction>) {
  useEffect(() => {
    if (!hasPendingResult(window.localStorage)) return undefined;
    let active = true;
    (async () => {
      const pending = await pendingResultStore.get();
      if (!pending || !active) return;
      const photos = pending.photos.map((blob, index) => photoFromBlob(blob, `pending-${index}`));
      if (active)
        dispatch({
          type: 'result-loaded',
          photos,
          result: pending.result,
          edits: pending.edits,
          ...(pending.pricing ? { pricing: pending.pricing } : {}),
          listingId: null,
        });
    })().catch((error: unknown) => console.warn('The result kept for sign-up could not be read back', error));
    return () => {
      active = false;
    };
  }, [dispatch]);

  const { result, edits, pricing, photos } = state;
  /** Called as the seller leaves for /auth: the marker at once (the auth screen reads it), the rest later. */
  const keepForSignUp = useCallback(() => {
    if (!result || !edits) return;
    markPendingResult(window.localStorage);
    pendingResultStore
      .put({ result, edits, ...(pricing ? { pricing } : {}), photos: photos.map((photo) => photo.blob) })
      .catch((error: unknown) => {
        console.warn('The result could not be kept for sign-up', error);
        clearPendingResult(window.localStorage);
      });
  }, [result, edits, pricing, photos]);

  /** Saved, or given up (Take Another Photo): nothing is pending any more. */
  const forget = useCallback(() => {
    if (!hasPendingResult(window.localStorage)) return;
    clearPendingResult(window.localStorage);
    pendingResultStore
      .clear()
      .catch((error: unknown) => console.warn('The result kept for sign-up could not be removed', error));
  }, []);

  return { keepForSignUp, forget };
}
