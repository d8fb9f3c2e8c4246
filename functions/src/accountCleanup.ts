/**
 * When an account is deleted, its request counters go with it: the window and day counts kept
 * under its uid, as a seller and, before they signed up, as a visitor (the same uid, upgraded in
 * place). Counts kept per IP address are nobody's account and expire by TTL like the rest.
 */
import type { Firestore } from 'firebase-admin/firestore';
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
