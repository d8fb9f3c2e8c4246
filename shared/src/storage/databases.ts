/**
 * Every IndexedDB database the app keeps on a device, in one list: its name, its one object store
 * and what it holds, as sign-out's warning names it. A database is opened only through
 * `openDeviceDatabase` (deviceDatabase.ts), which takes one of these, and sign-out deletes every
 * database listed here (`forgetDeviceDatabases`): declaring a store is declaring its sign-out step,
 * so a new one cannot be forgotten on a shared phone. The names are what devices already hold:
 * renaming one leaves the old database behind.
 *
 * Not here: Firestore's own cache, which its SDK opens and names (listings/forgetListings.ts in
 * the host deletes it).
 */
import { CHOSEN_PHOTOS_DATABASE, PENDING_RESULT_DATABASE } from '../constants';
import { deleteDatabase } from './deleteDatabase';

export interface DeviceDatabaseSpec {
  /** The database's name in IndexedDB. */
  readonly name: string;
  /** Its one object store. */
  readonly store: string;
  /** What it holds, as "Could not remove … from this device" names it. */
  readonly what: string;
}

/** The listings' waiting writes, one record per listing (the host's listings/outbox.ts). */
export const OUTBOX_DB: DeviceDatabaseSpec = {
  name: 'snap-listings-outbox',
  store: 'writes',
  what: 'the listing writes waiting to sync',
};

/** Full-size photos of saved listings, one record per listing (the host's listings/photoStore.ts). */
export const LISTING_PHOTOS_DB: DeviceDatabaseSpec = {
  name: 'snap-listing-photos',
  store: 'photos',
  what: "the saved listings' photos",
};

/** A visitor's result waiting for sign-up, with its photos (the capture remote). */
export const PENDING_RESULT_DB: DeviceDatabaseSpec = {
  name: PENDING_RESULT_DATABASE,
  store: 'pending',
  what: 'the result waiting for sign-up',
};

/** Photos chosen on /camera and not analysed yet (the capture remote). */
export const CHOSEN_PHOTOS_DB: DeviceDatabaseSpec = {
  name: CHOSEN_PHOTOS_DATABASE,
  store: 'records',
  what: 'the photos chosen and not analysed',
};

export const DEVICE_DATABASES: readonly DeviceDatabaseSpec[] = [
  OUTBOX_DB,
  LISTING_PHOTOS_DB,
  PENDING_RESULT_DB,
  CHOSEN_PHOTOS_DB,
];

/** Sign-out's step for each database: it leaves the device (each one's wait is the caller's). */
export const forgetDeviceDatabases = (
  factory: IDBFactory | undefined = globalThis.indexedDB,
  databases: readonly DeviceDatabaseSpec[] = DEVICE_DATABASES,
): { what: string; run: () => Promise<void> }[] =>
  databases.map((spec) => ({ what: spec.what, run: () => deleteDatabase(spec.name, factory) }));
