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
 *
 * A new result is noted synchronously as it shows (the journal of @snap/shared pendingResult, its
 * photos being those still kept as chosen): its own record, photos and all, is committed after the
 * paint, and a reload the moment the price shows (measured: within ~150 ms at 4× CPU) found the
 * marker, no result and no photos. The journal goes once the record is committed.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, type Dispatch } from 'react';
import {
  bindPendingResult,
  clearPendingResult,
  clearShownResultJournal,
  journalShownResult,
  readShownResultJournal,
  hasKeptResult,
  markPendingResult,
  markShownResult,
  pendingResultIsFor,
  uidOfIdToken,
  useAppLocation,
  useAuth,
} from '@snap/shared';
import { forgetVisitorPhotosWithIds, visitorPhotosWithIds, type CameraAction, type CameraState } from '../../camera';
import { isDemoAddress } from '../../demo-tour';
import { photoFromBlob } from '../../image-pipeline';
import { pendingResultStore, type PendingResult } from '../api/pendingResultStore';

/** The journal's note: the result on screen without its photos, which are named by their ids. */
type ShownNote = Omit<PendingResult, 'photos'> & { photoIds: string[] };

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
    if (loading || !ownScreen) return undefined;
    if (!hasKeptResult(window.localStorage)) {
      // A note outliving its marker (a day old) is stale too.
      clearShownResultJournal(window.localStorage);
      return undefined;
    }
    if (!pendingResultIsFor(window.localStorage, uid)) {
      clearPendingResult(window.localStorage);
      void clearStore();
      return undefined;
    }
    let active = true;
    (async () => {
      // A result noted as it showed, whose record never got committed: its photos are the chosen ones.
      const noted = uid === undefined ? readShownResultJournal<ShownNote>(window.localStorage) : undefined;
      if (noted) {
        const kept = await visitorPhotosWithIds(noted.photoIds ?? []).catch(() => []);
        if (!active) return;
        if (kept.length > 0 && noted.result && noted.edits) {
          dispatch({
            type: 'result-loaded',
            photos: kept.map(({ id, blob }) => photoFromBlob(blob, id)),
            result: noted.result,
            edits: noted.edits,
            ...(noted.pricing ? { pricing: noted.pricing } : {}),
            listingId: null,
          });
          return;
        }
        clearShownResultJournal(window.localStorage);
      }
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
  // The result the journal holds, until its record is committed.
  const noted = useRef<{ result: unknown; photoIds: string[] } | null>(null);
  const writeShown = useCallback(() => {
    timer.current = undefined;
    const record = shown.current;
    if (!record) return;
    // The page's storage, taken now: the commit may come after the screen (even the page) has gone.
    const storage = window.localStorage;
    markShownResult(storage);
    pendingResultStore
      .put(record)
      .then(() => {
        const note = noted.current;
        if (!note || note.result !== record.result) return;
        noted.current = null;
        // In this order: a page replaced in between finds the note without its photos, and reads
        // the committed record instead; the other way round, it would find chosen photos left over.
        return forgetVisitorPhotosWithIds(note.photoIds).then(() => clearShownResultJournal(storage));
      })
      .catch((error: unknown) => console.warn('The result on screen could not be kept on this device', error));
  }, []);
  const stopKeeping = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    shown.current = null;
  }, []);
  const keepShown = !loading && !user && ownScreen && phase === 'results' && listingId === null;
  // Before the paint: a new result is noted at once.
  useLayoutEffect(() => {
    if (!keepShown || !result || !edits || noted.current?.result === result || shown.current?.result === result) return;
    const photoIds = photos.map((photo) => photo.id);
    const note: ShownNote = { result, edits, ...(pricing ? { pricing } : {}), photoIds };
    markShownResult(window.localStorage);
    if (journalShownResult(window.localStorage, note)) noted.current = { result, photoIds };
  }, [keepShown, result, edits, pricing, photos]);
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
