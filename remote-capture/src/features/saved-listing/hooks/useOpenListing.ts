/**
 * /camera?listing=<id>: shows a saved listing's result view without calling the AI, with its
 * full-size photos: this device's, or the server's (kept on the device from then on). Those can
 * take a while on a phone's connection, so past PHOTOS_WAIT_MS the listing shows with its
 * thumbnail standing in, and the photos take its place when they arrive.
 */
import { useEffect, type Dispatch } from 'react';
import { useAppLocation, useListingsPort, type CapturedPhoto } from '@snap/shared';
import type { CameraAction } from '../../camera';
import { photoFromBlob } from '../../image-pipeline';
import { dataUrlToBlob, resultFromListing } from '../listingFromResult';

export const LISTING_NOT_FOUND = 'This listing could not be found. It may have been deleted.';
export const LISTING_OPEN_FAILED = 'Could not open this listing. Check your connection and try again.';

/** How long the listing waits for its photos before it shows with its thumbnail instead. */
export const PHOTOS_WAIT_MS = 300;

const toPhotos = (blobs: Blob[], id: string): CapturedPhoto[] =>
  blobs.map((blob, index) => photoFromBlob(blob, `${id}-${index}`));

export function useOpenListing(dispatch: Dispatch<CameraAction>): void {
  const port = useListingsPort();
  const id = new URLSearchParams(useAppLocation().search).get('listing');

  useEffect(() => {
    if (!port || !id) return undefined;
    let active = true;
    dispatch({ type: 'processing-started' });
    (async () => {
      const listing = await port.get(id);
      if (!listing) throw new Error(LISTING_NOT_FOUND);
      const photos = port.getPhotos(id).catch((error: unknown) => {
        console.warn('The listing’s photos could not be read; its thumbnail stands in', error);
        return [] as Blob[];
      });
      const soon = await Promise.race([photos, new Promise<null>((r) => setTimeout(() => r(null), PHOTOS_WAIT_MS))]);
      if (!active) return;
      const loaded = { ...resultFromListing(listing), listingId: id };
      if (soon && soon.length > 0) {
        dispatch({ type: 'result-loaded', photos: toPhotos(soon, id), ...loaded });
        return;
      }
      const standInId = `${id}-thumbnail`;
      const standIn = listing.thumbnail ? [photoFromBlob(dataUrlToBlob(listing.thumbnail), standInId)] : [];
      dispatch({ type: 'result-loaded', photos: standIn, ...loaded });
      if (soon) return;
      const later = await photos;
      if (active && later.length > 0)
        dispatch({ type: 'listing-photos-loaded', listingId: id, standInId, photos: toPhotos(later, id) });
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
