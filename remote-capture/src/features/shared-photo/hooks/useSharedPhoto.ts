/**
 * /camera?shared=1: a photo shared into the app from the phone's gallery (the Web Share Target)
 * is waiting in Cache Storage. It is prepared like a chosen file and then waits for the seller's
 * "Analyze this photo" (any site can send one; the camera screen shows the question).
 * /camera?shared=refused: the service worker refused what was shared, and the screen says why.
 * Either way the address loses its ?shared so a reload does not look for it again.
 */
import { useEffect, useRef } from 'react';
import { useAppLocation, useAppNavigate } from '@snap/shared';
import { SHARED_PHOTO_PARAM, SHARED_PHOTO_REFUSED, SHARED_PHOTO_REFUSED_VALUE } from '@snap/shared/pwa';
import { takeSharedPhoto } from '../api/sharedPhotoStore';

export const SHARED_PHOTO_MISSING = 'The shared photo could not be opened. Choose it again from your gallery.';

export function useSharedPhoto(
  addSharedFile: (file: File) => Promise<void>,
  onProblem: (message: string) => void,
  take = takeSharedPhoto,
): void {
  const location = useAppLocation();
  const navigate = useAppNavigate();
  const shared = new URLSearchParams(location.search).get(SHARED_PHOTO_PARAM);
  // Once per page: the photo is taken out of the store, and a second run would find nothing.
  const started = useRef(false);

  useEffect(() => {
    if (shared === null || started.current) return;
    started.current = true;
    navigate(location.pathname, { replace: true });
    if (shared === SHARED_PHOTO_REFUSED_VALUE) {
      onProblem(SHARED_PHOTO_REFUSED);
      return;
    }
    take().then(
      (photo) => {
        if (photo === 'refused') onProblem(SHARED_PHOTO_REFUSED);
        else if (photo) void addSharedFile(photo);
        else onProblem(SHARED_PHOTO_MISSING);
      },
      (error: unknown) => {
        console.warn('Reading the shared photo failed', error);
        onProblem(SHARED_PHOTO_MISSING);
      },
    );
  }, [shared, navigate, location.pathname, take, addSharedFile, onProblem]);
}
