/**
 * Chosen photos survive a reload until they are analysed or removed: while the screen has photos
 * and no result, they are kept on the device (chosenPhotosStore); a result, Take Another Photo or
 * removing the last photo forgets them. Opening /camera with photos kept and nothing on screen
 * brings them back, selected and waiting for Analyze Item: nothing is analysed behind the seller's
 * back.
 */
import { useEffect, useRef, useState, type Dispatch } from 'react';
import type { CapturedPhoto } from '@snap/shared';
import { chosenPhotosStore } from '../api/chosenPhotosStore';
import type { CameraAction, CameraState } from '../state/cameraState';

const warn = (what: string) => (error: unknown) => console.warn(`Chosen photos could not be ${what}`, error);

export function useKeptPhotos({ phase, photos, result }: CameraState, dispatch: Dispatch<CameraAction>): void {
  // Nothing is written before what was kept has been read back (it would be overwritten); then
  // what the screen has by that time is written.
  const [restored, setRestored] = useState(false);
  // Whether the device may hold photos of this screen: nothing to forget otherwise (no write on
  // every visit to /camera).
  const stored = useRef(false);

  useEffect(() => {
    let active = true;
    chosenPhotosStore
      .get()
      .then((kept) => {
        if (!active || !kept?.length) return;
        stored.current = true;
        dispatch({ type: 'photos-restored', photos: kept });
      })
      .catch(warn('read back'))
      .finally(() => {
        if (active) setRestored(true);
      });
    return () => {
      active = false;
    };
  }, [dispatch]);

  const keep = phase !== 'results' && result === null && photos.length > 0;
  useEffect(() => {
    if (!restored) return;
    if (keep) {
      stored.current = true;
      chosenPhotosStore.put(photos.map(keptPhoto)).catch(warn('kept'));
    } else if (stored.current) {
      stored.current = false;
      chosenPhotosStore.clear().catch(warn('forgotten'));
    }
  }, [restored, keep, photos]);
}

const keptPhoto = ({ id, blob, analysisImage }: CapturedPhoto) => ({ id, blob, analysisImage });
