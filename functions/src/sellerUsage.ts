/**
 * A seller's usage on the server: how many listings they keep and how many bytes of full-size
 * photos, in sellerUsage/{uid}, which firestore.rules read to refuse a listing or photo past the
 * ceilings (@snap/shared/contracts, sellerLimits.ts). Kept here, by triggers on every listing and
 * photo write, because the rules cannot count a collection and a client must not keep its own
 * count.
 *
 * The rules' check reads a count that trails the writes by a trigger's delay, so a burst of writes
 * can pass it together (a new listing, for want of expressions, checks only a mark set here while
 * the seller is at the listings ceiling: sellerUsage/{uid}/ceilings/listings). Each write is
 * therefore counted here in a transaction, and one that takes the count past a ceiling is deleted
 * again (its deletion is counted too, so the count stays true): the ceiling holds however fast a
 * client writes. A deleted account's writes (its data being deleted on the server) are not
 * counted; its usage document goes with it.
 */
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  MAX_LISTINGS_PER_SELLER,
  MAX_PHOTO_BYTES_PER_SELLER,
  SELLER_CEILINGS_COLLECTION,
  SELLER_USAGE_COLLECTION,
  type SellerUsage,
} from '@snap/shared/contracts';
import { DELETED_ACCOUNTS_COLLECTION } from './accountCleanup';

/** What one write changed: a listing made or deleted (±1), photo bytes added or removed. */
export interface UsageChange {
  listings: number;
  photoBytes: number;
}

/** The change a listing write makes: created +1, deleted −1, updated 0. */
export function listingChange(before: { exists: boolean }, after: { exists: boolean }): UsageChange {
  return { listings: Number(after.exists) - Number(before.exists), photoBytes: 0 };
}

const photoSize = (photo: DocumentSnapshot | undefined): number => {
  const jpeg: unknown = photo?.exists ? photo.get('jpeg') : undefined;
  return jpeg instanceof Uint8Array ? jpeg.byteLength : 0;
};

/** The change a photo write makes: its bytes after less its bytes before. */
export function photoChange(before: DocumentSnapshot | undefined, after: DocumentSnapshot | undefined): UsageChange {
  return { listings: 0, photoBytes: photoSize(after) - photoSize(before) };
}

export type UsageOutcome = 'counted' | 'over-ceiling' | 'account-deleted' | 'unchanged';

/**
 * Adds a write's change to the seller's usage. A growth that takes a count past its ceiling is
 * counted and the written document (`written`) deleted; resolves with what happened.
 */
export async function countUsage(
  db: Firestore,
  uid: string,
  change: UsageChange,
  written: string,
): Promise<UsageOutcome> {
  if (change.listings === 0 && change.photoBytes === 0) return 'unchanged';
  const usageRef = db.collection(SELLER_USAGE_COLLECTION).doc(uid);
  const deletedRef = db.collection(DELETED_ACCOUNTS_COLLECTION).doc(uid);
  const outcome = await db.runTransaction(async (transaction) => {
    const [usageDoc, deleted] = await transaction.getAll(usageRef, deletedRef);
    if (deleted.exists) return 'account-deleted' as const;
    const usage: SellerUsage = {
      listings: Number(usageDoc.get('listings')) || 0,
      photoBytes: Number(usageDoc.get('photoBytes')) || 0,
    };
    const next: SellerUsage = {
      listings: Math.max(0, usage.listings + change.listings),
      photoBytes: Math.max(0, usage.photoBytes + change.photoBytes),
    };
    transaction.set(usageRef, next);
    const mark = usageRef.collection(SELLER_CEILINGS_COLLECTION).doc('listings');
    if (next.listings >= MAX_LISTINGS_PER_SELLER) transaction.set(mark, { reached: true });
    else if (usage.listings >= MAX_LISTINGS_PER_SELLER) transaction.delete(mark);
    const over =
      (change.listings > 0 && next.listings > MAX_LISTINGS_PER_SELLER) ||
      (change.photoBytes > 0 && next.photoBytes > MAX_PHOTO_BYTES_PER_SELLER);
    return over ? ('over-ceiling' as const) : ('counted' as const);
  });
  // Past a ceiling (a burst the rules' check had not caught up with): taken back. Its deletion
  // fires this again and is counted down.
  if (outcome === 'over-ceiling') await db.doc(written).delete();
  return outcome;
}
