/**
 * Photos the seller chose and has not had analysed yet, kept on the device so that a reload (the
 * phone locked mid-batch, the tab discarded, a reload while offline) does not lose them: both JPEGs
 * of each, the photo and its analysis copy, bound to whoever chose them and for a day at most:
 * another person signing in on the same phone does not get them. Sign-out deletes the database
 * (@snap/shared forgetChosenPhotos).
 */
import { CHOSEN_PHOTOS_DB } from '@snap/shared/storage';
import { singleRecordStore } from '../../device-storage';

export interface KeptPhoto {
  id: string;
  blob: Blob;
  analysisImage: Blob;
}

/**
 * What is kept: the photos, whose they are (the signed-in account's uid, or VISITOR for whoever is
 * not signed in on this device) and when they were kept, and, when the seller asked for an
 * analysis that was waiting for a connection, which photo it was for: the screen promised it
 * "will be analyzed as soon as you are back online", a reload in between included. A record of
 * the version before is the photos alone.
 */
export interface KeptPhotos {
  owner: string;
  keptAt: number;
  photos: KeptPhoto[];
  waitingForConnection?: string;
}

/** The owner of photos chosen by someone not signed in. */
export const VISITOR = 'visitor';
/** Photos kept longer than this are stale: the seller went elsewhere (as a result kept for sign-up). */
export const KEPT_PHOTOS_TTL_MS = 24 * 60 * 60 * 1000;

export const chosenPhotosStore = singleRecordStore<KeptPhotos | KeptPhoto[]>(CHOSEN_PHOTOS_DB);

/** A kept record as this version reads it (one of the version before: a visitor's, kept now). */
export function keptRecord(kept: KeptPhotos | KeptPhoto[], now: number): KeptPhotos {
  return Array.isArray(kept) ? { owner: VISITOR, keptAt: now, photos: kept } : kept;
}

/** Whether a kept record is stale at `now` (then it is forgotten, whoever's it is). */
export const isStale = (record: KeptPhotos, now: number) => !(now - record.keptAt < KEPT_PHOTOS_TTL_MS);

/** The visitor's kept record, if its photos are exactly `ids`; else none. */
async function visitorRecordWithIds(ids: readonly string[], now: number): Promise<KeptPhotos | undefined> {
  const kept = await chosenPhotosStore.get();
  if (!kept) return undefined;
  const record = keptRecord(kept, now);
  const same = record.photos.length === ids.length && record.photos.every((photo, index) => photo.id === ids[index]);
  return record.owner === VISITOR && same ? record : undefined;
}

/**
 * The visitor's kept photos, if they are exactly the photos `ids` (those of a result noted as it
 * showed, before its own record with its photos was committed: usePendingResult); else none.
 */
export async function visitorPhotosWithIds(ids: readonly string[], now = Date.now()): Promise<KeptPhoto[]> {
  const record = await visitorRecordWithIds(ids, now);
  return record && !isStale(record, now) ? record.photos : [];
}

/** Forgets the visitor's kept photos if they are exactly `ids`: their result now keeps them itself. */
export async function forgetVisitorPhotosWithIds(ids: readonly string[]): Promise<void> {
  if (await visitorRecordWithIds(ids, Date.now())) await chosenPhotosStore.clear();
}
