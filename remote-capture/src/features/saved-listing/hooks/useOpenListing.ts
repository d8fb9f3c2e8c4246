/**
 * /camera?listing=<id>: shows a saved listing's result view without calling the AI. Its photos
 * come from this device when it was saved here, else its thumbnail stands in.
 */
import { useEffect, type Dispatch } from 'react';
import { useAppLocation, useListingsPort, type CapturedPhoto } from '@snap/shared';
import type { CameraAction } from '../../camera/state/cameraState';
import { photoFromBlob } from '../../image-pipeline/capturedPhoto';
import { dataUrlToBlob, resultFromListing } from '../listingFromResult';

export const LISTING_NOT_FOUND = 'This listing could not be found. It may have been deleted.';
export const LISTING_OPEN_FAILED = 'Could not open this listing. Check your connection and try again.';

export function useOpenListing(dispatch: Dispatch<CameraAction>): void {
  const port = useListingsPort();
  const id = new URLSearchParams(useAppLocation().search).get('listing');

  useEffect(() => {
    if (!port || !id) return undefined;
    let active = true;
    let photos: CapturedPhoto[] = [];
    dispatch({ type: 'processing-started' });
    (async () => {
      const listing = await port.get(id);
      if (!listing) throw new Error(LISTING_NOT_FOUND);
      let blobs = await port.getPhotos(id).catch(() => [] as Blob[]);
      if (blobs.length === 0 && listing.thumbnail) blobs = [dataUrlToBlob(listing.thumbnail)];
      photos = blobs.map((blob, index) => photoFromBlob(blob, `${id}-${index}`));
      if (active) dispatch({ type: 'result-loaded', photos, ...resultFromListing(listing), listingId: id });
    })().catch((error: unknown) => {
      if (!active) return;
      console.warn('Opening the listing failed', error);
      dispatch({
        type: 'processing-failed',
        message:
          error instanceof Error && error.message === LISTING_NOT_FOUND ? LISTING_NOT_FOUND : LISTING_OPEN_FAILED,
      });
    });
    return () => {
      active = false;
    };
  }, [port, id, dispatch]);
}
