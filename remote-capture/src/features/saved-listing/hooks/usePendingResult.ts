/**
 * A visitor's result survives a reload and Back then Forward: while it is on screen it is kept on
 * the device (the same store and marker as for sign-up, marked as kept for the screen), and
 * opening /camera with nothing else to show brings it back, without analysing again. It is shown
 * only to the visitor on this device: an account never gets it (nor saves it), whoever signs in.
 * Take Another Photo, saving it to the account, and sign-out forget it; so does a day passing.
 *
 * An anonymous result survives sign-up: 'Sign Up Free' keeps it (result, edits, photos) and marks
 * it pending, bound to the visitor's anonymous uid; back on /camera (after sign-up, sign-in, Google
 * or an e-mail link, in this tab or another, a reload included) it is shown again, and saved once
 * the seller is signed in — but only to the account that made it. Sign-up keeps the visitor's uid
 * (linking); another account signing in on the same phone is someone else, and the kept result is
 * forgotten rather than shown to them, let alone saved to their account.
 */
import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import {
  bindPendingResult,
  clearPendingResult,
  hasKeptResult,
  markPendingResult,
  markShownResult,
  pendingResultIsFor,
  uidOfIdToken,
  useAppLocation,
  useAuth,
} from '@snap/shared';
import type { CameraAction, CameraState } from '../../camera';
import { isDemoAddress } from '../../demo-tour';
import { photoFromBlob } from '../../image-pipeline';
import { pendingResultStore, type PendingResult } from '../api/pendingResultStore';

/** A visitor's later changes to the result on screen (a slider moves through many) are kept once they rest. */
export const SHOWN_RESULT_WRITE_DELAY_MS = 400;

const clearStore = () =>
  pendingResultStore
    .clear()
    .catch((error: unknown) => console.warn('The result kept for sign-up could not be removed', error));

export function usePendingResult(state: CameraState, dispatch: Dispatch<CameraAction>) {
  const { user, loading, getIdToken } = useAuth();
  const uid = user?.uid;
  // A saved listing (?listing=) or the demo (?demo=1) is what this screen shows: nothing kept is.
  const search = useAppLocation().search;
  const ownScreen = !isDemoAddress(search) && !new URLSearchParams(search).has('listing');
  useEffect(() => {
    // Whose screen this is must be known first: shown to a visitor, then saved to whoever signs in.
    if (loading || !ownScreen || !hasKeptResult(window.localStorage)) return undefined;
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
  }, [dispatch, loading, uid, ownScreen]);

  const { result, edits, pricing, photos, phase, listingId } = state;

  // The visitor's result on screen, kept: a new result at once (a reload may follow), later
  // changes once they rest, and whatever is waiting when the screen goes (Back).
  const shown = useRef<PendingResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const writeShown = useCallback(() => {
    timer.current = undefined;
    const record = shown.current;
    if (!record) return;
    markShownResult(window.localStorage);
    pendingResultStore
      .put(record)
      .catch((error: unknown) => console.warn('The result on screen could not be kept on this device', error));
  }, []);
  const stopKeeping = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    shown.current = null;
  }, []);
  const keepShown = !loading && !user && ownScreen && phase === 'results' && listingId === null;
  useEffect(() => {
    if (!keepShown || !result || !edits) {
      stopKeeping();
      return;
    }
    const isNew = shown.current?.result !== result;
    shown.current = { result, edits, ...(pricing ? { pricing } : {}), photos: photos.map((photo) => photo.blob) };
    clearTimeout(timer.current);
    if (isNew) writeShown();
    else timer.current = setTimeout(writeShown, SHOWN_RESULT_WRITE_DELAY_MS);
  }, [keepShown, result, edits, pricing, photos, writeShown, stopKeeping]);
  useEffect(
    () => () => {
      if (timer.current !== undefined) {
        clearTimeout(timer.current);
        writeShown();
      }
    },
    [writeShown],
  );

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
    stopKeeping();
    if (!hasKeptResult(window.localStorage)) return;
    clearPendingResult(window.localStorage);
    void clearStore();
  }, [stopKeeping]);

  return { keepForSignUp, forget };
}
