/**
 * Sign-out's part for the listings: the Firestore cache (the seller's listings, unsent writes
 * included) leaves the device; the full-size photos go with every device database
 * (forgetDevice.ts). Outside the "listings-sdk" chunk, so signing out never downloads the Firestore
 * SDK: a page that has not loaded it deletes the cache a previous page left by its name.
 */
import { deleteDatabase } from '@snap/shared';
import type * as ListingsSdk from './firestoreListingsPort';
import { forgetPhotos } from './photoStore';

let loadedSdk: typeof ListingsSdk | undefined;

/** The "listings-sdk" chunk; once it is here, sign-out stops and clears the page's Firestore through it. */
export const loadListingsSdk = (): Promise<typeof ListingsSdk> =>
  import(/* webpackChunkName: "listings-sdk" */ './firestoreListingsPort').then((sdk) => (loadedSdk = sdk));

/**
 * Once the seller this page served has gone (signed out here or in another tab, or replaced): stops
 * the page's Firestore, so the next seller gets a new one, and clears its cache; then deletes the
 * photo store. Another tab's sign-out deletes both, which stops this tab's Firestore and closes its
 * photo store, but not before this tab may have opened them again (the SDK reopens a closed
 * database; a late photo read or write makes the photo store anew): this tab deletes what it made.
 */
export const forgetPageStoresAfterSeller = (
  storage: Storage | undefined = globalThis.localStorage,
  indexedDB: IDBFactory | undefined = globalThis.indexedDB,
): Promise<void> =>
  Promise.all([
    loadedSdk
      ? loadedSdk.forgetPageFirestore().then(() => forgetWriteKeys(storage))
      : Promise.resolve(forgetWriteKeys(storage)),
    forgetPhotos(indexedDB),
  ]).then(() => undefined);

/**
 * Firestore's multi-tab state keeps one localStorage key per write a tab made while it waits for
 * the server, `firestore_mutations_<app>_<batch>_<uid>`, and removes it when the server answers. A
 * write still waiting when a tab's Firestore stops (sign-out, here or in another tab) leaves its
 * key naming the seller for good; its write was in the cache sign-out deletes. Once nobody is
 * signed in, every such key is a leftover. Removed after the cache is gone, by each tab, so one
 * written by another tab just before it stopped goes too.
 */
export function forgetWriteKeys(storage: Storage | undefined): void {
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith('firestore_mutations_')) storage.removeItem(key);
}

/**
 * The IndexedDB database of Firestore's persistent cache for the default app: the SDK's own name,
 * "firestore/" + the app's name ([DEFAULT]) + "/" + the project id + "/main".
 */
export const firestoreCacheDatabase = (projectId: string): string => `firestore/[DEFAULT]/${projectId}/main`;

export interface ForgetListingsOptions {
  projectId: string;
  /** Stops and clears the page's Firestore; false when there is none. Default: the loaded chunk's. */
  forgetPageFirestore?: () => Promise<boolean>;
  indexedDB?: IDBFactory;
  /** Where Firestore's multi-tab keys are (forgetWriteKeys). */
  storage?: Storage;
  warn?: (message: string, error?: unknown) => void;
}

/** Deletes the Firestore cache, then its write keys. Never rejects: a cache that would not go is deleted by name. */
export async function forgetListings({
  projectId,
  forgetPageFirestore = () => loadedSdk?.forgetPageFirestore() ?? Promise.resolve(false),
  indexedDB = globalThis.indexedDB,
  storage = globalThis.localStorage,
  warn = console.warn,
}: ForgetListingsOptions): Promise<void> {
  const cache = firestoreCacheDatabase(projectId);
  const firestoreGone = forgetPageFirestore().then(
    (cleared) => {
      // No Firestore in this page: the cache an earlier page left, by name.
      if (!cleared) return deleteDatabase(cache, indexedDB);
    },
    (error: unknown) => {
      warn('Could not clear the listings cache; deleting it by name', error);
      return deleteDatabase(cache, indexedDB);
    },
  );
  await firestoreGone.then(() => forgetWriteKeys(storage));
}
