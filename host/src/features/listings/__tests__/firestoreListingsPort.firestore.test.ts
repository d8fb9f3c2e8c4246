/**
 * The listings repository against the Firestore emulator, through the real security rules, as the
 * app composes it (changes through an outbox, in memory here, to the store): what is saved reads
 * back the same once sent, edits and where it is listed land, delete and undo, the live list, and
 * one seller never sees another's. Refuses to run without an emulator (npm run test:emulators).
 */
import type { ListingsPort, ListingsSnapshot } from '@snap/shared';
import { collection, getDocs, type Firestore } from 'firebase/firestore';
import { listedOnEdit } from '@snap/shared/contracts';
import {
  closeSellers,
  jpeg,
  LAMP,
  memoryPhotos,
  sellerPage,
  sellerPort,
  synced,
} from '../../../testing/firestoreSellers';
import type { QueuedListingsPort } from '../queuedPort';

/** A save, sent: its id once the server has it (and its photos). */
async function savedOnServer(port: QueuedListingsPort, ...args: Parameters<QueuedListingsPort['save']>) {
  const id = await port.save(...args);
  await synced(port);
  return id;
}

/** The seller's word that the item is listed on `on` too, as History's Manage and Smart Share write it. */
async function listOn(port: QueuedListingsPort, id: string, ...on: ('ebay' | 'mercari' | 'vinted')[]) {
  const listing = (await port.get(id))!;
  await port.update(id, listedOnEdit(listing, [...listing.sharedTo, ...on], Date.now()));
}

const uid = () => `u${Math.random().toString(36).slice(2, 10)}`;

/** The next snapshot from the server matching `check`. */
function nextSnapshot(port: ListingsPort, check: (s: ListingsSnapshot) => boolean): Promise<ListingsSnapshot> {
  return new Promise((resolve) => {
    const stop = port.subscribe((snapshot) => {
      if (!snapshot.loading && !snapshot.fromCache && check(snapshot)) {
        stop();
        resolve(snapshot);
      }
    });
  });
}

afterAll(closeSellers);

describe('Firestore listings repository (emulator, real rules)', () => {
  it('saves a listing that reads back the same, with server times and no marketplaces yet', async () => {
    const port = sellerPort(uid());
    const before = Date.now();
    const id = await savedOnServer(port, LAMP, [jpeg('jpeg')]);
    const saved = await port.get(id);
    expect(saved).toMatchObject({ ...LAMP, id, sharedTo: [] });
    expect(saved!.createdAt).toBeGreaterThan(before - 60_000);
    expect(saved!.updatedAt).toBe(saved!.createdAt);
    expect(await port.getPhotos(id)).toHaveLength(1);
  });

  it('writes edits and where it is listed (each marketplace once, with the time it was listed there)', async () => {
    const port = sellerPort(uid());
    const id = await savedOnServer(port, LAMP, []);
    const before = Date.now() - 60_000;
    await port.update(id, { itemName: 'Brass lamp', title: 'Anglepoise Brass lamp - $45' });
    await listOn(port, id, 'ebay');
    const first = (await port.get(id))!.listedAt!.ebay!;
    await listOn(port, id, 'mercari');
    await synced(port);
    const shared = await port.get(id);
    expect(shared).toMatchObject({
      itemName: 'Brass lamp',
      title: 'Anglepoise Brass lamp - $45',
      sharedTo: ['ebay', 'mercari'],
      status: 'listed',
    });
    expect(first).toBeGreaterThan(before);
    expect(shared!.listedAt!.ebay).toBe(first);
    expect(shared!.listedAt!.mercari).toBeGreaterThanOrEqual(first);
  });

  it('creates a listing marked listed, then sold, before its save was sent: one change, with its status', async () => {
    const seller = uid();
    const port = sellerPort(seller);
    const id = await port.save(LAMP, [jpeg('front')]);
    const sold = { price: 40, marketplace: 'ebay', date: '2026-11-26' } as const;
    // The save has not gone yet: the status joins it, and the screen is answered once it is there.
    await Promise.all([listOn(port, id, 'ebay'), port.update(id, { itemName: 'Brass lamp' })]);
    await port.update(id, { status: 'sold', sold });
    await synced(port);
    // As another device reads it from the server.
    const laptop = sellerPage(seller).port;
    expect(await laptop.get(id)).toMatchObject({ itemName: 'Brass lamp', status: 'sold', sold, sharedTo: ['ebay'] });
    expect(await laptop.getPhotos(id)).toHaveLength(1);
  });

  it('keeps the times of where it is listed by hand, and a marketplace taken off loses its time', async () => {
    const port = sellerPort(uid());
    const id = await savedOnServer(port, LAMP, []);
    const NOV_26 = Date.UTC(2026, 10, 26, 10);
    await port.update(id, { sharedTo: ['ebay', 'depop'], listedAt: { ebay: NOV_26, depop: NOV_26 }, status: 'listed' });
    await port.update(id, { sharedTo: ['depop'], listedAt: { depop: NOV_26 } });
    expect(await port.get(id)).toMatchObject({ sharedTo: ['depop'], listedAt: { depop: NOV_26 } });
  });

  it('follows an item from draft to listed (shares, a marketplace and its link by hand) to sold, then archived', async () => {
    const port = sellerPort(uid());
    const id = await savedOnServer(port, LAMP, []);
    expect(await port.get(id)).not.toHaveProperty('status');
    await listOn(port, id, 'ebay');
    expect(await port.get(id)).toMatchObject({ status: 'listed', sharedTo: ['ebay'] });
    const link = 'https://sfbay.craigslist.org/sfc/for/d/lamp/1.html';
    await port.update(id, { sharedTo: ['ebay', 'craigslist'], links: { craigslist: link } });
    const sold = { price: 40, marketplace: 'ebay', date: '2026-11-26' } as const;
    await port.update(id, { status: 'sold', sold });
    await port.update(id, { delistedFrom: ['craigslist'] });
    expect(await port.get(id)).toMatchObject({
      status: 'sold',
      sharedTo: ['ebay', 'craigslist'],
      links: { craigslist: link },
      sold,
      delistedFrom: ['craigslist'],
    });
    // Listed somewhere more after the sale: it stays sold.
    await listOn(port, id, 'mercari');
    expect(await port.get(id)).toMatchObject({ status: 'sold', sharedTo: ['ebay', 'craigslist', 'mercari'] });
    // Not sold after all: back to listed, the sale taken off.
    await port.update(id, { status: 'listed', sold: null });
    const unsold = await port.get(id);
    expect(unsold).toMatchObject({ status: 'listed' });
    expect(unsold).not.toHaveProperty('sold');
    await port.update(id, { status: 'archived' });
    expect(await port.get(id)).toMatchObject({ status: 'archived' });
  });

  it('puts a deleted sold listing back with its sale, links, ticks and times (undo)', async () => {
    const port = sellerPort(uid());
    const id = await savedOnServer(port, LAMP, []);
    await listOn(port, id, 'ebay', 'mercari');
    await port.update(id, {
      status: 'sold',
      sold: { price: 40, marketplace: 'ebay', date: '2026-11-26' },
      links: { ebay: 'https://www.ebay.com/itm/1' },
      delistedFrom: ['mercari'],
    });
    const sold = await port.get(id);
    await port.remove(id);
    await port.restore(sold!);
    expect(await port.get(id)).toMatchObject({
      status: 'sold',
      sharedTo: ['ebay', 'mercari'],
      sold: { price: 40, marketplace: 'ebay', date: '2026-11-26' },
      links: { ebay: 'https://www.ebay.com/itm/1' },
      delistedFrom: ['mercari'],
      listedAt: sold!.listedAt,
    });
    expect(Object.keys(sold!.listedAt!)).toEqual(expect.arrayContaining(['ebay', 'mercari']));
  });

  it('refuses to take a sold item back to a draft', async () => {
    const port = sellerPort(uid());
    const id = await savedOnServer(port, LAMP, []);
    await port.update(id, { status: 'sold', sold: { price: 10, marketplace: 'elsewhere', date: '2026-11-26' } });
    await expect(port.update(id, { status: 'draft', sold: null })).rejects.toThrow();
  });

  it('puts a new analysis in a listing’s place: where it was shared and when it was made stay', async () => {
    const port = sellerPort(uid());
    const id = await savedOnServer(port, LAMP, [jpeg('front')]);
    await listOn(port, id, 'ebay');
    const before = await port.get(id);
    const { brandName: _brand, ...noBrand } = LAMP;
    await port.replace(id, { ...noBrand, itemName: 'Brass desk lamp, 1970s', estimatedPrice: 65, price: 65 }, [
      jpeg('front'),
      jpeg('maker mark'),
    ]);
    await synced(port);
    const after = await port.get(id);
    expect(after).toMatchObject({ itemName: 'Brass desk lamp, 1970s', estimatedPrice: 65, sharedTo: ['ebay'] });
    // A field the new analysis lacks is gone, not left over from the old one.
    expect(after).not.toHaveProperty('brandName');
    expect(after!.createdAt).toBe(before!.createdAt);
    expect(await port.getPhotos(id)).toHaveLength(2);
  });

  it('writes the price the seller chose and the shipping, keeping the estimate', async () => {
    const port = sellerPort(uid());
    const id = await savedOnServer(port, LAMP, []);
    await port.update(id, { price: 39, shipping: 0, title: 'Anglepoise Desk lamp - $39' });
    await synced(port);
    expect(await port.get(id)).toMatchObject({
      price: 39,
      shipping: 0,
      estimatedPrice: 50,
      title: 'Anglepoise Desk lamp - $39',
    });
  });

  it('a listing saved without an estimate or a shipping reads back without them, and takes a shipping later', async () => {
    const port = sellerPort(uid());
    const id = await savedOnServer(port, { ...LAMP, estimatedPrice: undefined, shipping: undefined }, []);
    const saved = await port.get(id);
    expect(saved).not.toHaveProperty('estimatedPrice');
    expect(saved).not.toHaveProperty('shipping');
    await port.update(id, { shipping: 12 });
    await synced(port);
    expect((await port.get(id))!.shipping).toBe(12);
  });

  it('saves an AI reply past the rules’ limits by cutting it', async () => {
    const port = sellerPort(uid());
    const long = {
      ...LAMP,
      itemName: 'x'.repeat(300),
      comparableItems: Array.from({ length: 20 }, () => LAMP.comparableItems[0]),
    };
    const id = await savedOnServer(port, long, []);
    const saved = await port.get(id);
    expect(saved!.itemName).toHaveLength(200);
    expect(saved!.comparableItems).toHaveLength(10);
  });

  it('lists newest first, live; delete and undo', async () => {
    const port = sellerPort(uid());
    const first = await savedOnServer(port, { ...LAMP, itemName: 'First' }, []);
    const second = await savedOnServer(port, { ...LAMP, itemName: 'Second' }, [jpeg('p')]);
    const listed = await nextSnapshot(port, (s) => s.listings.length === 2);
    expect(listed.listings.map((l) => l.id)).toEqual([second, first]);
    const removed = (await port.get(second))!;
    await port.remove(second);
    expect(await port.get(second)).toBeNull();
    await synced(port);
    expect(await port.getPhotos(second)).toEqual([]);
    await port.restore(removed);
    expect(await port.get(second)).toMatchObject({ itemName: 'Second' });
    expect(await port.getPhotos(second)).toHaveLength(1);
  });

  it('a second seller sees none of the first seller’s listings', async () => {
    const alice = sellerPort(uid());
    const bob = sellerPort(uid());
    await savedOnServer(alice, LAMP, []);
    const bobs = await nextSnapshot(bob, () => true);
    expect(bobs.listings).toEqual([]);
  });

  it('removeAll deletes every listing of the seller, and their photos', async () => {
    const seller = uid();
    const { port, db } = sellerPage(seller);
    const withPhotos = await savedOnServer(port, LAMP, [jpeg('front'), jpeg('back')]);
    await savedOnServer(port, LAMP, []);
    await port.removeAll();
    expect((await nextSnapshot(port, () => true)).listings).toEqual([]);
    expect(await photoIds(db, seller, withPhotos)).toEqual([]);
  });
});

const text = (blobs: Blob[]) => Promise.all(blobs.map((blob) => blob.text()));
/** The photo documents the server holds for a listing. */
const photoIds = async (db: Firestore, seller: string, id: string) =>
  (await getDocs(collection(db, 'users', seller, 'listings', id, 'photos'))).docs.map((d) => d.id);

describe('photos travel with the listing (emulator, real rules)', () => {
  it('a listing saved on one device opens with its full-size photos, in order, on another, which keeps them', async () => {
    const seller = uid();
    const phone = sellerPage(seller);
    const id = await savedOnServer(phone.port, LAMP, [jpeg('front'), jpeg('maker mark')]);

    const laptopPhotos = memoryPhotos();
    const laptop = sellerPage(seller, laptopPhotos);
    expect(await laptopPhotos.get(id)).toEqual([]);
    const photos = await laptop.port.getPhotos(id);
    expect(photos.map((photo) => photo.type)).toEqual(['image/jpeg', 'image/jpeg']);
    expect(await text(photos)).toEqual(await text([jpeg('front'), jpeg('maker mark')]));
    // Kept on the laptop: the next opening does not ask the server.
    expect(await text(await laptopPhotos.get(id))).toEqual(await text(photos));
  });

  it('a new analysis puts its photos in place on the server: one fewer leaves none behind', async () => {
    const seller = uid();
    const { port, db } = sellerPage(seller);
    const id = await savedOnServer(port, LAMP, [jpeg('front'), jpeg('back'), jpeg('label')]);
    await port.replace(id, LAMP, [jpeg('close-up'), jpeg('front')]);
    await synced(port);
    expect(await photoIds(db, seller, id)).toEqual(['0', '1']);
    expect(await text(await sellerPage(seller).port.getPhotos(id))).toEqual(
      await text([jpeg('close-up'), jpeg('front')]),
    );
  });

  it('a deleted listing takes its photos with it; undo brings both back', async () => {
    const seller = uid();
    const { port, db } = sellerPage(seller);
    const id = await savedOnServer(port, LAMP, [jpeg('front')]);
    const listing = (await port.get(id))!;
    await port.remove(id);
    await synced(port);
    expect(await photoIds(db, seller, id)).toEqual([]);
    await port.restore(listing);
    expect(await text(await sellerPage(seller).port.getPhotos(id))).toEqual(await text([jpeg('front')]));
  });

  it('undo on a device that only read the photos from the server brings them back too', async () => {
    const seller = uid();
    const id = await savedOnServer(sellerPort(seller), LAMP, [jpeg('front')]);
    const laptop = sellerPage(seller, memoryPhotos());
    await laptop.port.getPhotos(id);
    // Its own store lost them (cleared by the browser): Firestore's cache still has them.
    await laptop.photos.remove(id);
    const listing = (await laptop.port.get(id))!;
    await laptop.port.remove(id);
    await laptop.port.restore(listing);
    expect(await text(await sellerPage(seller).port.getPhotos(id))).toEqual(await text([jpeg('front')]));
  });

  it('a photo that is not a JPEG or is over 500 KB stays on the device; the others travel', async () => {
    const seller = uid();
    const warnings: unknown[] = [];
    const warn = jest.spyOn(console, 'warn').mockImplementation((message) => void warnings.push(message));
    const { port, db } = sellerPage(seller);
    const tooBig = jpeg('huge', 512_001);
    const png = new Blob(['png'], { type: 'image/png' });
    const id = await savedOnServer(port, LAMP, [tooBig, jpeg('front'), png]);
    warn.mockRestore();
    expect(await photoIds(db, seller, id)).toEqual(['0']);
    expect(await port.getPhotos(id)).toHaveLength(3);
    expect(warnings).toEqual([expect.stringContaining('2 photo(s) not JPEG or over 512000 bytes')]);
  });

  it('more than 10 photos: the first 10 travel', async () => {
    const seller = uid();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { port, db } = sellerPage(seller);
    const id = await savedOnServer(
      port,
      LAMP,
      Array.from({ length: 12 }, (_, n) => jpeg(`photo ${n}`)),
    );
    warn.mockRestore();
    expect(await photoIds(db, seller, id)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('a listing saved without photos opens on another device with none (its thumbnail stands in)', async () => {
    const seller = uid();
    const id = await savedOnServer(sellerPort(seller), LAMP, []);
    expect(await sellerPage(seller).port.getPhotos(id)).toEqual([]);
  });
});
