/**
 * An anonymous result survives sign-up: 'Sign Up Free' keeps it (result, edits, photos) and marks
 * it pending, bound to the visitor's anonymous uid; back on /camera (after sign-up, sign-in, Google
 * or an e-mail link, in this tab or another, a reload included) it is shown again, and saved once
 * the seller is signed in — but only to the account that made it. Sign-up keeps the visitor's uid
 * (linking); another account signing in on the same phone is someone else, and the kept result is
 * forgotten rather than shown to them, let alone saved to their account.
 */
import { useCallback, useEffect, type Dispatch } from 'react';
import {
  bindPendingResult,
  clearPendingResult,
  hasPendingResult,
  markPendingResult,
  pendingResultIsFor,
  uidOfIdToken,
  useAuth,
} from '@snap/shared';
import type { CameraAction, CameraState } from '../../camera/state/cameraState';
import { photoFromBlob } from '../../image-pipeline/capturedPhoto';
import { pendingResultStore } from '../api/pendingResultStore';

const clearStore = () =>
  pendingResultStore
    .clear()
    .catch((error: unknown) => console.warn('The result kept for sign-up could not be removed', error));

export function usePendingResult(state: CameraState, dispatch: Dispatch<CameraAction>) {
  const { user, loading, getIdToken } = useAuth();
  const uid = user?.uid;
  useEffect(() => {
    // Whose screen this is must be known first: shown to a visitor, then saved to whoever signs in.
    if (loading || !hasPendingResult(window.localStorage)) return undefined;
    if (!pendingResultIsFor(window.localStorage, uid)) {
      clearPendingResult(window.localStorage);
      void clearStore();
      return undefined;
    }
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
  }, [dispatch, loading, uid]);

  const { result, edits, pricing, photos } = state;
  /**
   * Called as the seller leaves for /auth: the marker at once (the auth screen reads it), the rest
   * later; the visitor's uid (their analysis already made their anonymous identity) binds it.
   */
  const keepForSignUp = useCallback(() => {
    if (!result || !edits) return;
    markPendingResult(window.localStorage);
    getIdToken()
      .then((token) => {
        const owner = uidOfIdToken(token);
        if (owner) bindPendingResult(window.localStorage, owner);
      })
      .catch((error: unknown) => console.warn('The result kept for sign-up could not be bound to its visitor', error));
    pendingResultStore
      .put({ result, edits, ...(pricing ? { pricing } : {}), photos: photos.map((photo) => photo.blob) })
      .catch((error: unknown) => {
        console.warn('The result could not be kept for sign-up', error);
        clearPendingResult(window.localStorage);
      });
  }, [result, edits, pricing, photos, getIdToken]);

  /** Saved, or given up (Take Another Photo): nothing is pending any more. */
  const forget = useCallback(() => {
    if (!hasPendingResult(window.localStorage)) return;
    clearPendingResult(window.localStorage);
    void clearStore();
  }, []);

  return { keepForSignUp, forget };
}
