/**
 * Chosen photos survive a reload until they are analysed or removed: while the screen has photos
 * and no result, they are kept on the device (chosenPhotosStore); a result, Take Another Photo or
 * removing the last photo forgets them. Opening /camera with photos kept and nothing on screen
 * brings them back, selected and waiting for Analyze Item: nothing is analysed behind the seller's
 * back, except the analysis the seller asked for while offline, which the screen promised to run
 * once back online: it waits for the connection again, and runs when it returns.
 *
 * They are whoever chose them: the signed-in account, or the visitor on this device. Kept photos
 * of someone else are not shown (they stay until the one on screen chooses photos of their own, or
 * sign-out deletes them: a screen that could not tell who is signed in never deletes the seller's
 * photos); photos older than a day are forgotten.
 *
 * A visitor's result noted as it showed (hasShownResultJournal, usePendingResult) takes its photos
 * from here until its own record holds them: meanwhile they are neither forgotten nor shown as
 * chosen photos waiting for Analyze Item; the result brings them back.
 */
import { useEffect, useRef, useState, type Dispatch } from 'react';
import { hasShownResultJournal, useAuth, type CapturedPhoto } from '@snap/shared';
import { VISITOR, chosenPhotosStore, isStale, keptRecord } from '../api/chosenPhotosStore';
import type { CameraAction, CameraState } from '../state/cameraState';

/** A visitor's result noted as it showed holds their photos until its own record does. */
const heldByShownResult = (owner: string) => owner === VISITOR && hasShownResultJournal(window.localStorage);

const warn = (what: string) => (error: unknown) => console.warn(`Chosen photos could not be ${what}`, error);

export function useKeptPhotos(
  { phase, photos, result, analyzedId }: CameraState,
  dispatch: Dispatch<CameraAction>,
  waitingForConnection = false,
): void {
  // Nothing is written before what was kept has been read back (it would be overwritten); then
  // what the screen has by that time is written.
  const [restored, setRestored] = useState(false);
  // Whether the device may hold photos of this screen: nothing to forget otherwise (no write on
  // every visit to /camera).
  const stored = useRef(false);

  const { user, loading } = useAuth();
  const owner = user?.uid ?? VISITOR;
  useEffect(() => {
    // Whose screen this is must be known before anything kept is shown on it. (A visitor known to
    // be signed out is not loading: AuthProvider.tsx.)
    if (loading) return undefined;
    let active = true;
    chosenPhotosStore
      .get()
      .then((kept) => {
        if (!active || !kept) return;
        const record = keptRecord(kept, Date.now());
        if (isStale(record, Date.now())) {
          void chosenPhotosStore.clear().catch(warn('forgotten'));
          return;
        }
        if (record.owner !== owner || record.photos.length === 0) return;
        stored.current = true;
        if (heldByShownResult(owner)) return;
        const { waitingForConnection: analyze } = record;
        dispatch({ type: 'photos-restored', photos: record.photos, ...(analyze ? { analyze } : {}) });
      })
      .catch(warn('read back'))
      .finally(() => {
        if (active) setRestored(true);
      });
    return () => {
      active = false;
    };
  }, [dispatch, loading, owner]);

  const keep = phase !== 'results' && result === null && photos.length > 0;
  const waiting = waitingForConnection && analyzedId !== null ? analyzedId : undefined;
  useEffect(() => {
    if (!restored) return;
    if (keep) {
      stored.current = true;
      chosenPhotosStore
        .put({
          owner,
          keptAt: Date.now(),
          photos: photos.map(keptPhoto),
          ...(waiting ? { waitingForConnection: waiting } : {}),
        })
        .catch(warn('kept'));
    } else if (stored.current) {
      stored.current = false;
      if (heldByShownResult(owner)) return;
      chosenPhotosStore.clear().catch(warn('forgotten'));
    }
  }, [restored, keep, photos, owner, waiting]);
}

const keptPhoto = ({ id, blob, analysisImage }: CapturedPhoto) => ({ id, blob, analysisImage });
