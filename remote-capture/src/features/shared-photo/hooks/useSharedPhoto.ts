/**
 * /camera?shared=1: a photo shared into the app from the phone's gallery (the Web Share Target)
 * is waiting in Cache Storage. It goes in like a chosen file, so it is prepared and analysed the
 * same way; the address loses its ?shared so a reload does not look for it again.
 */
import { useEffect, useRef } from 'react';
import { useAppLocation, useAppNavigate } from '@snap/shared';
import { SHARED_PHOTO_PARAM } from '@snap/shared/pwa';
import { takeSharedPhoto } from '../api/sharedPhotoStore';

export const SHARED_PHOTO_MISSING = 'The shared photo could not be opened. Choose it again from your gallery.';

export function useSharedPhoto(
  addFile: (file: File) => Promise<void>,
  onMissing: (message: string) => void,
  take = takeSharedPhoto,
): void {
  const location = useAppLocation();
  const navigate = useAppNavigate();
  const shared = new URLSearchParams(location.search).has(SHARED_PHOTO_PARAM);
  // Once per page: the photo is taken out of the store, and a second run would find nothing.
  const started = useRef(false);

  useEffect(() => {
    if (!shared || started.current) return;
    started.current = true;
    navigate(location.pathname, { replace: true });
    take().then(
      (file) => (file ? addFile(file) : onMissing(SHARED_PHOTO_MISSING)),
      (error: unknown) => {
        console.warn('Reading the shared photo failed', error);
        onMissing(SHARED_PHOTO_MISSING);
      },
    );
  }, [shared, navigate, location.pathname, take, addFile, onMissing]);
}
