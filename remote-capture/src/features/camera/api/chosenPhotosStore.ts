/**
 * Photos the seller chose and has not had analysed yet, kept on the device so that a reload (the
 * phone locked mid-batch, the tab discarded) does not lose them: both JPEGs of each, the photo and
 * its analysis copy, bound to whoever chose them and for a day at most: another person signing in on
 * the same phone does not get them. Sign-out deletes the database (@snap/shared forgetChosenPhotos).
 */
import { CHOSEN_PHOTOS_DATABASE } from '@snap/shared/contracts';
import { singleRecordStore } from '../../device-storage/singleRecordStore';

export interface KeptPhoto {
  id: string;
  blob: Blob;
  analysisImage: Blob;
}

/**
 * What is kept: the photos, whose they are (the signed-in account's uid, or VISITOR for whoever is
 * not signed in on this device) and when they were kept. A record of the version before is the
 * photos alone.
 */
export interface KeptPhotos {
  owner: string;
  keptAt: number;
  photos: KeptPhoto[];
}

/** The owner of photos chosen by someone not signed in. */
export const VISITOR = 'visitor';
/** Photos kept longer than this are stale: the seller went elsewhere (as a result kept for sign-up). */
export const KEPT_PHOTOS_TTL_MS = 24 * 60 * 60 * 1000;

export const chosenPhotosStore = singleRecordStore<KeptPhotos | KeptPhoto[]>(CHOSEN_PHOTOS_DATABASE);

/** The kept photos if they are `owner`'s and fresh at `now`; undefined otherwise (they are then forgotten). */
export function keptPhotosFor(
  kept: KeptPhotos | KeptPhoto[] | undefined | null,
  owner: string,
  now: number,
): KeptPhoto[] | undefined {
  if (!kept) return undefined;
  // The version before bound them to no one: a visitor's, never an account's.
  const record = Array.isArray(kept) ? { owner: VISITOR, keptAt: now, photos: kept } : kept;
  return record.owner === owner && now - record.keptAt < KEPT_PHOTOS_TTL_MS ? record.photos : undefined;
}
