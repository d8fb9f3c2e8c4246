/**
 * Where Firestore keeps its local cache of the seller's listings (spec §9: 40 MB).
 *
 * In IndexedDB, shared by every tab, so the dashboard opens offline with the last data — except in
 * WebKit (Safari, and every browser on iOS), whose back/forward cache keeps the previous page
 * suspended with its IndexedDB transactions still open: after a page load that follows a page
 * using Firestore (a reload of /dashboard, a typed URL), the new page's Firestore waits on those
 * transactions for ever — the save never settles and the dashboard stays loading. The cross-engine
 * suite reproduces it in WebKitGTK (README, the cross-engine project); Safari users report the
 * same (firebase-js-sdk#7940, #8081), and the SDK's own workaround covers only Safari 14–16. There
 * the cache lives in memory, bounded the same, and a page works offline only with what it loaded.
 */
import {
  memoryLocalCache,
  memoryLruGarbageCollector,
  persistentLocalCache,
  persistentMultipleTabManager,
  type FirestoreLocalCache,
} from 'firebase/firestore';
import { isWebKitEngine } from './webkitEngine';

/** Spec §9: the database client's local cache is 40 MB. */
export const LISTINGS_CACHE_BYTES = 40 * 1024 * 1024;

export type ListingsCacheKind = 'indexeddb' | 'memory';

export const listingsCacheKind = (userAgent: string): ListingsCacheKind =>
  isWebKitEngine(userAgent) ? 'memory' : 'indexeddb';

export function listingsCache(userAgent: string): FirestoreLocalCache {
  return listingsCacheKind(userAgent) === 'memory'
    ? memoryLocalCache({ garbageCollector: memoryLruGarbageCollector({ cacheSizeBytes: LISTINGS_CACHE_BYTES }) })
    : persistentLocalCache({ cacheSizeBytes: LISTINGS_CACHE_BYTES, tabManager: persistentMultipleTabManager() });
}

/**
 * With the cache in memory, an empty answer from it before the server's first (a fresh page
 * offline) says nothing about the seller's listings: it is not passed on, so the dashboard keeps
 * loading instead of saying "No items scanned yet". In IndexedDB an empty cache is the truth.
 */
export function answersTooEarly(
  kind: ListingsCacheKind,
  snapshot: { fromCache: boolean; empty: boolean },
  serverAnswered: boolean,
): boolean {
  return kind === 'memory' && snapshot.fromCache && snapshot.empty && !serverAnswered;
}
