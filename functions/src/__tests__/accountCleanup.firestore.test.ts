/**
 * An account's deletion on the Firestore emulator (FIRESTORE_EMULATOR_HOST, set by
 * test:emulators): everything under users/{uid} goes, however many listings and photos, and the
 * account is marked deleted first (the rules then refuse its writes: firestore/__tests__).
 */
import { DELETED_ACCOUNTS_COLLECTION, forgetAccountData } from '../accountCleanup';
import { emulatorFirestore } from './support/emulatorFirestore';

const db = emulatorFirestore('demo-account-cleanup-test');

async function seedSeller(uid: string, listings: number, photosEach: number): Promise<void> {
  const writer = db.bulkWriter();
  for (let i = 0; i < listings; i += 1) {
    const listing = db.doc(`users/${uid}/listings/l${i}`);
    void writer.set(listing, { itemName: `Item ${i}` });
    for (let n = 0; n < photosEach; n += 1)
      void writer.set(listing.collection('photos').doc(String(n)), { type: 'image/jpeg', jpeg: Buffer.alloc(100) });
  }
  await writer.close();
}

describe('forgetAccountData', () => {
  it("deletes every listing and photo of the account, more than a page's worth, and marks it deleted; another seller's stay", async () => {
    await seedSeller('alice', 620, 1);
    await seedSeller('bob', 2, 2);
    // A photo left behind without its listing (a delete that failed half-way) is found too.
    await db.doc('users/alice/listings/gone/photos/0').set({ type: 'image/jpeg', jpeg: Buffer.alloc(100) });

    expect(await forgetAccountData(db, 'alice')).toBe(620 * 2 + 1);

    expect((await db.collection('users/alice/listings').get()).size).toBe(0);
    expect((await db.collectionGroup('photos').get()).docs.map((d) => d.ref.path).sort()).toEqual([
      'users/bob/listings/l0/photos/0',
      'users/bob/listings/l0/photos/1',
      'users/bob/listings/l1/photos/0',
      'users/bob/listings/l1/photos/1',
    ]);
    expect((await db.collection('users/bob/listings').get()).size).toBe(2);
    const mark = await db.collection(DELETED_ACCOUNTS_COLLECTION).doc('alice').get();
    expect(mark.exists).toBe(true);
    expect((await db.collection(DELETED_ACCOUNTS_COLLECTION).doc('bob').get()).exists).toBe(false);
  }, 120_000);

  it('an account that saved nothing is still marked deleted', async () => {
    expect(await forgetAccountData(db, 'carol')).toBe(0);
    expect((await db.collection(DELETED_ACCOUNTS_COLLECTION).doc('carol').get()).exists).toBe(true);
  });
});
