/**
 * A seller's usage counted on the Firestore emulator (FIRESTORE_EMULATOR_HOST, set by
 * test:emulators), as the triggers count each listing and photo write: the count stays true, the
 * listings ceiling sets and clears its mark, and a write past a ceiling is taken back.
 */
import { MAX_LISTINGS_PER_SELLER, MAX_PHOTO_BYTES_PER_SELLER } from '@snap/shared/contracts';
import { DELETED_ACCOUNTS_COLLECTION, forgetAccountData } from '../accountCleanup';
import { countUsage, listingChange, photoChange } from '../sellerUsage';
import { emulatorFirestore } from './support/emulatorFirestore';

const db = emulatorFirestore('demo-seller-usage-test');

const usageOf = async (uid: string) => (await db.doc(`sellerUsage/${uid}`).get()).data();
const marked = async (uid: string) => (await db.doc(`sellerUsage/${uid}/ceilings/listings`).get()).exists;
const made = { exists: true };
const none = { exists: false };

/** Writes a photo and returns the snapshots a trigger would get, before and after. */
async function writePhoto(path: string, bytes: number | null) {
  const ref = db.doc(path);
  const before = await ref.get();
  if (bytes === null) await ref.delete();
  else await ref.set({ type: 'image/jpeg', jpeg: Buffer.alloc(bytes, 0xff) });
  return { before, after: await ref.get() };
}

describe('countUsage', () => {
  it('counts listings made and deleted, and photo bytes added, replaced and removed', async () => {
    const listing = 'users/alice/listings/l1';
    expect(await countUsage(db, 'alice', listingChange(none, made), listing)).toBe('counted');
    expect(await countUsage(db, 'alice', listingChange(none, made), 'users/alice/listings/l2')).toBe('counted');
    expect(await countUsage(db, 'alice', listingChange(made, made), listing)).toBe('unchanged');
    const photo = `${listing}/photos/0`;
    const first = await writePhoto(photo, 3000);
    await countUsage(db, 'alice', photoChange(first.before, first.after), photo);
    expect(await usageOf('alice')).toEqual({ listings: 2, photoBytes: 3000 });
    const smaller = await writePhoto(photo, 1000);
    await countUsage(db, 'alice', photoChange(smaller.before, smaller.after), photo);
    expect(await usageOf('alice')).toEqual({ listings: 2, photoBytes: 1000 });
    const gone = await writePhoto(photo, null);
    await countUsage(db, 'alice', photoChange(gone.before, gone.after), photo);
    await countUsage(db, 'alice', listingChange(made, none), listing);
    expect(await usageOf('alice')).toEqual({ listings: 1, photoBytes: 0 });
    expect(await usageOf('bob')).toBeUndefined();
  });

  it('marks the listings ceiling when reached and clears the mark when a listing goes', async () => {
    await db.doc('sellerUsage/alice').set({ listings: MAX_LISTINGS_PER_SELLER - 1, photoBytes: 0 });
    await countUsage(db, 'alice', listingChange(none, made), 'users/alice/listings/last');
    expect(await marked('alice')).toBe(true);
    await countUsage(db, 'alice', listingChange(made, none), 'users/alice/listings/last');
    expect(await marked('alice')).toBe(false);
    expect(await usageOf('alice')).toEqual({ listings: MAX_LISTINGS_PER_SELLER - 1, photoBytes: 0 });
  });

  it('takes back a listing or photo that slipped past a ceiling (a burst ahead of the count)', async () => {
    await db
      .doc('sellerUsage/alice')
      .set({ listings: MAX_LISTINGS_PER_SELLER, photoBytes: MAX_PHOTO_BYTES_PER_SELLER - 10 });
    const listing = db.doc('users/alice/listings/one-too-many');
    await listing.set({ itemName: 'Burst' });
    expect(await countUsage(db, 'alice', listingChange(none, made), listing.path)).toBe('over-ceiling');
    expect((await listing.get()).exists).toBe(false);
    // Its deletion, counted as the trigger would: back at the ceiling, exactly.
    await countUsage(db, 'alice', listingChange(made, none), listing.path);
    expect(await usageOf('alice')).toMatchObject({ listings: MAX_LISTINGS_PER_SELLER });

    const photo = 'users/alice/listings/kept/photos/0';
    const written = await writePhoto(photo, 100);
    expect(await countUsage(db, 'alice', photoChange(written.before, written.after), photo)).toBe('over-ceiling');
    expect((await db.doc(photo).get()).exists).toBe(false);
  });

  it("counts nothing for a deleted account, and the account's deletion takes its usage", async () => {
    await db.doc('sellerUsage/alice').set({ listings: MAX_LISTINGS_PER_SELLER, photoBytes: 10 });
    await db.doc('sellerUsage/alice/ceilings/listings').set({ reached: true });
    await forgetAccountData(db, 'alice');
    expect(await usageOf('alice')).toBeUndefined();
    expect(await marked('alice')).toBe(false);
    expect((await db.doc(`${DELETED_ACCOUNTS_COLLECTION}/alice`).get()).exists).toBe(true);
    expect(await countUsage(db, 'alice', listingChange(made, none), 'users/alice/listings/l1')).toBe('account-deleted');
    expect(await usageOf('alice')).toBeUndefined();
  });
});
