/**
 * When an account is deleted, everything of it on the server goes:
 * - its data: users/{uid} and everything under it (listings, their photos), deleted here on the
 *   server, whatever the app managed to delete itself (a failed photo delete, more listings than a
 *   page reads, a device that was offline);
 * - and for good: the account is marked deleted first (deletedAccounts/{uid}), and firestore.rules
 *   refuse every write under users/{uid} once it is, so another device's outbox, still holding a
 *   token of the account for up to an hour, cannot bring a listing back after this;
 * - its usage counts (sellerUsage/{uid});
 * - its request counters: the window and day counts kept under its uid, as a seller and, before
 *   they signed up, as a visitor (the same uid, upgraded in place). Counts kept per IP address are
 *   nobody's account and expire by TTL like the rest.
 * A uid is never given to another account, so the mark stays.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { SELLER_USAGE_COLLECTION } from '@snap/shared/contracts';
import { RATE_LIMIT_COLLECTION } from './http/firestoreRateLimiter';
import { accountKeys } from './http/quota';

/** Deletes every counter of the account; resolves with how many there were. */
export async function forgetAccountCounts(db: Firestore, uid: string): Promise<number> {
  const snapshot = await db.collection(RATE_LIMIT_COLLECTION).where('key', 'in', accountKeys(uid)).get();
  if (snapshot.empty) return 0;
  const batch = db.batch();
  snapshot.docs.forEach((doc) => batch.delete(doc.ref));
  await batch.commit();
  return snapshot.size;
}

/** Where a deleted account is marked; firestore.rules read it (keep the two names the same). */
export const DELETED_ACCOUNTS_COLLECTION = 'deletedAccounts';

/**
 * Marks the account deleted (its writes are refused from then on), then deletes users/{uid} and
 * everything under it. Resolves with how many documents of theirs there were.
 */
export async function forgetAccountData(db: Firestore, uid: string): Promise<number> {
  await db.collection(DELETED_ACCOUNTS_COLLECTION).doc(uid).set({ deletedAt: FieldValue.serverTimestamp() });
  const user = db.collection('users').doc(uid);
  let deleted = 0;
  const writer = db.bulkWriter();
  // users/{uid} itself holds nothing (its listings are under it): its own deletion is not counted.
  writer.onWriteResult((ref) => void (ref.path !== user.path && (deleted += 1)));
  await db.recursiveDelete(user, writer);
  // Their usage counts (sellerUsage.ts), which no longer count anything once the account is marked.
  await db.recursiveDelete(db.collection(SELLER_USAGE_COLLECTION).doc(uid));
  return deleted;
}
