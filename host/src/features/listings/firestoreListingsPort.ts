/**
 * The ListingsPort over the Firestore modular SDK, for one signed-in seller. Loaded lazily (the
 * "listings-sdk" chunk) by ListingsPortProvider, so a signed-out visitor never downloads it.
 * Documents live at users/{uid}/listings/{id}; their full-size photos next to them
 * (listingPhotos.ts), and on each device that saved or opened the listing (photoStore.ts).
 */
import { getApps, initializeApp } from 'firebase/app';
import {
  clearIndexedDbPersistence,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocFromCache,
  getDocFromServer,
  getDocs,
  initializeFirestore,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  terminate,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { LISTING_PHOTO_MAX_BYTES, type AppConfig, type SavedListing } from '@snap/shared';
import { SELLER_USAGE_COLLECTION, changedListing, sellerLimitReached, type SellerUsage } from '@snap/shared/contracts';
import type { QueuedChange } from './outbox';
import {
  listingEditDocument,
  listingFromDocument,
  replacedListingDocument,
  restoredListingDocument,
  restoredTrackingDocument,
} from './listingDocument';
import { answersTooEarly, listingsCache, listingsCacheKind, type ListingsCacheKind } from './listingsCache';
import type { SendingListingsPort } from './queuedPort';
import { createFirestorePhotoStore, type RemotePhotoStore } from './listingPhotos';
import { createPhotoStore, keepPhotosOnDevice, type PhotoStore } from './photoStore';
import { errorCode, isFinalError, withRetry } from './retryPolicy';
import { subscribeWithRetry } from './subscribeWithRetry';

let firestore: Firestore | undefined;

/** "127.0.0.1:8080" or "http://127.0.0.1:8080" → host and port. */
export function emulatorAddress(value: string): { host: string; port: number } {
  const { hostname, port } = new URL(value.includes('://') ? value : `http://${value}`);
  return { host: hostname, port: Number(port) };
}

/** One Firestore per page: initializeFirestore may run only once per app. */
export function firestoreFor(config: AppConfig): Firestore {
  if (firestore) return firestore;
  const app = getApps()[0] ?? initializeApp(config.firebase);
  // IndexedDB shared by every tab, or memory where WebKit's back/forward cache would hang it.
  firestore = initializeFirestore(app, { localCache: listingsCache(navigator.userAgent) });
  if (config.emulators?.firestore) {
    const { host, port } = emulatorAddress(config.emulators.firestore);
    connectFirestoreEmulator(firestore, host, port);
  }
  return firestore;
}

/**
 * Stops the page's Firestore, if it made one: a terminated Firestore cannot be used again, so the
 * next firestoreFor makes a new one (for the next seller, or after another tab deleted the cache,
 * which stops this one too). Returns the stopped one.
 */
export async function releasePageFirestore(): Promise<Firestore | undefined> {
  const db = firestore;
  if (!db) return undefined;
  firestore = undefined;
  await terminate(db);
  return db;
}

/**
 * Sign-out: stops the page's Firestore and deletes its cache, the seller's listings and unsent
 * writes. False when this page never made one: nothing here holds the cache open. Rejects when the
 * cache could not be deleted; the caller deletes it by name, best effort.
 */
export async function forgetPageFirestore(): Promise<boolean> {
  const db = await releasePageFirestore();
  if (!db) return false;
  await clearIndexedDbPersistence(db);
  return true;
}

/** The port over a given Firestore (the page's, or an emulator's in the repository tests). */
export function createFirestoreListingsPort(
  db: Firestore,
  uid: string,
  photos: PhotoStore = createPhotoStore(uid),
  // No navigator in the repository tests (Node): the IndexedDB rules, which pass every answer on.
  cacheKind: ListingsCacheKind = listingsCacheKind(globalThis.navigator?.userAgent ?? ''),
  remotePhotos: RemotePhotoStore = createFirestorePhotoStore(db, uid),
): SendingListingsPort {
  const listings = collection(db, 'users', uid, 'listings');
  const ref = (id: string) => doc(listings, id);
  // Photos of a listing removed in this session, so undo can put them back.
  const removedPhotos = new Map<string, Blob[]>();
  const keepOnDevice = (id: string, blobs: Blob[]) => keepPhotosOnDevice(photos, id, blobs);
  // The photos the device kept for a listing on the server go up next to it. None kept (the
  // device could not keep them): nothing goes up, and the listing shows its thumbnail.
  const sendPhotos = async (id: string) => {
    const kept = await photos.get(id).catch(() => [] as Blob[]);
    if (kept.length > 0) await withRetry(() => remotePhotos.put(id, kept));
  };
  /** This device's photos of the listing, else the server's (then kept here too). */
  async function getPhotos(id: string): Promise<Blob[]> {
    const kept = await photos.get(id).catch(() => [] as Blob[]);
    if (kept.length > 0) return kept;
    const fetched = await withRetry(() => remotePhotos.get(id));
    if (fetched.length > 0) await keepOnDevice(id, fetched);
    return fetched;
  }

  async function get(id: string): Promise<SavedListing | null> {
    // The device's copy first (kept current by the live list, with the seller's own unsent
    // edits): a listing opens at once, offline too, and after a reload that left a write
    // queued. Only a listing this device has never seen waits for the server.
    const cached = await getDocFromCache(ref(id)).catch(() => null);
    const snapshot = cached?.exists() ? cached : await withRetry(() => getDoc(ref(id)));
    const data = snapshot.data({ serverTimestamps: 'estimate' });
    return data ? listingFromDocument(snapshot.id, data) : null;
  }

  async function remove(id: string): Promise<void> {
    // Kept for undo: this device's photos, or those Firestore's cache holds (no download for it).
    const kept = await photos.get(id).catch(() => [] as Blob[]);
    const cached = kept.length > 0 ? kept : await remotePhotos.getCached(id).catch(() => [] as Blob[]);
    // Both at once, in this order in the SDK's queue: the listing, then its photos.
    await Promise.all([withRetry(() => deleteDoc(ref(id))), withRetry(() => remotePhotos.remove(id))]);
    if (cached.length > 0) removedPhotos.set(id, cached);
    await photos.remove(id);
  }

  /**
   * Sends one listing's waiting change (outboxSync.ts). A new listing is created as the change
   * leaves it (changedListing, as the screen shows it); its status, sale, links and ticks follow in
   * a second write, which the rules take by update only (as undo's). A change of a listing the
   * server has is one update: the new analysis, then the seller's edits over it.
   */
  async function sendWrite({ id, ...change }: QueuedChange): Promise<void> {
    if (change.removed) return remove(id);
    const updated = (fields: Record<string, unknown>) =>
      updateDoc(ref(id), { ...fields, updatedAt: serverTimestamp() });
    const edits = listingEditDocument(change.edit, deleteField());
    if (change.create) {
      const listing = changedListing(null, change, id, Date.now());
      if (!listing) return;
      try {
        await setDoc(ref(id), restoredListingDocument(listing, serverTimestamp()));
      } catch (error) {
        // The rules fix createdAt once made: a new listing sent again after the server had it (the
        // page went before the answer, or the SDK's own queue sent it first) is refused as a create.
        // The listing is there: it is brought up to the change, where it was listed kept.
        if (!isFinalError(error)) throw error;
        // Not there after all: the create itself was refused, and that is the answer to give.
        await updated({ ...replacedListingDocument(listing, serverTimestamp(), deleteField()), ...edits }).catch(
          (updateError: unknown) => {
            throw errorCode(updateError) === 'not-found' ? error : updateError;
          },
        );
      }
      const tracking = restoredTrackingDocument(listing);
      if (tracking) await updated(tracking);
    } else if (change.listing || Object.keys(edits).length > 0) {
      const content = change.listing && replacedListingDocument(change.listing, serverTimestamp(), deleteField());
      await updated({ ...content, ...edits });
    }
    // The change stays waiting until its photos are up too (the rules want the listing first).
    if (change.listing) await sendPhotos(id);
  }

  /**
   * A new listing or a new analysis the rules refused: when the seller is at a ceiling of what they
   * may keep (sellerLimits.ts), the refusal says so, with the reason the seller reads; otherwise,
   * or when the count cannot be read, the refusal as it came. Less room than the largest photo the
   * rules take is a full photo storage.
   */
  async function explained(error: unknown): Promise<unknown> {
    const usage = await getDocFromServer(doc(db, SELLER_USAGE_COLLECTION, uid)).then(
      (snapshot) => snapshot.data() as Partial<SellerUsage> | undefined,
      () => undefined,
    );
    const reason = sellerLimitReached(usage, LISTING_PHOTO_MAX_BYTES);
    return reason ? Object.assign(new Error(reason), { code: errorCode(error), reason }) : error;
  }

  return {
    async send(write) {
      try {
        await sendWrite(write);
      } catch (error) {
        throw write.listing && isFinalError(error) ? await explained(error) : error;
      }
    },
    get,
    getPhotos,
    async restore(listing) {
      // The rules accept only server times, so a restored listing is stamped anew.
      await withRetry(() => setDoc(ref(listing.id), restoredListingDocument(listing, serverTimestamp())));
      const tracking = restoredTrackingDocument(listing);
      if (tracking) await withRetry(() => updateDoc(ref(listing.id), { ...tracking, updatedAt: serverTimestamp() }));
      const kept = removedPhotos.get(listing.id);
      removedPhotos.delete(listing.id);
      if (kept) {
        await keepOnDevice(listing.id, kept);
        await withRetry(() => remotePhotos.put(listing.id, kept));
      }
    },
    subscribe: (onChange) =>
      subscribeWithRetry((next, fail) => {
        let serverAnswered = false;
        return onSnapshot(
          query(listings, orderBy('createdAt', 'desc')),
          { includeMetadataChanges: true },
          (snapshot) => {
            const { fromCache } = snapshot.metadata;
            if (answersTooEarly(cacheKind, { fromCache, empty: snapshot.empty }, serverAnswered)) return;
            serverAnswered ||= !fromCache;
            next({
              listings: snapshot.docs.map((d) => listingFromDocument(d.id, d.data({ serverTimestamps: 'estimate' }))),
              fromCache,
            });
          },
          fail,
        );
      }, onChange),
    async removeAll() {
      const all = await withRetry(() => getDocs(listings));
      await withRetry(() => remotePhotos.removeAll(all.docs.map((d) => d.id)));
      const batch = writeBatch(db);
      all.docs.forEach((d) => batch.delete(d.ref));
      await withRetry(() => batch.commit());
      await photos.removeAll();
    },
  };
}
