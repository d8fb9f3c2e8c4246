/**
 * The outbox against the Firestore emulator, through the real rules: a save whose page went before
 * the server acknowledged it (its Firestore stopped with the write unsent, as WebKit's in-memory
 * cache loses it) is sent by the next page's port, under the same id; a save that did arrive but
 * was not settled is sent again without making a second listing, the edit queued since included.
 * Refuses to run without an emulator (npm run test:emulators).
 */
import { disableNetwork, getDocs, collection, terminate } from 'firebase/firestore';
import type { ListingsSnapshot } from '@snap/shared';
import { MAX_LISTINGS_PER_SELLER, sellerLimitReached } from '@snap/shared/contracts';
import {
  closeSellers,
  emulatorHost,
  jpeg,
  LAMP,
  memoryPhotos,
  PROJECT,
  sellerPage,
} from '../../../testing/firestoreSellers';
import { deferredPort } from '../deferredPort';
import { createOutbox, memoryOutboxStore, type OutboxStore } from '../outbox';
import type { SendWrite } from '../outboxSync';
import type { PhotoStore } from '../photoStore';
import { queuedPort, type SendingListingsPort } from '../queuedPort';

const uid = () => `u${Math.random().toString(36).slice(2, 10)}`;
const noPhotos = { put: async () => undefined } as unknown as PhotoStore;

/** A page's queued port over its own Firestore, with the device's outbox `store`. */
function page(
  seller: string,
  store: OutboxStore,
  send?: (port: SendingListingsPort) => SendWrite,
  // The device's photos: the queued port keeps them, the chunk's port sends them.
  photos?: PhotoStore,
) {
  const { db, store: port } = sellerPage(seller, photos);
  const queued = queuedPort(
    deferredPort(() => Promise.resolve(port)),
    createOutbox(seller, store),
    send ? send(port) : port.send,
    photos ?? noPhotos,
    { events: undefined, warn: () => undefined },
  );
  return { db, port, queued };
}

async function serverListings(seller: string) {
  const { db } = sellerPage(seller);
  const docs = await getDocs(collection(db, 'users', seller, 'listings'));
  return docs.docs.map((d) => ({ id: d.id, ...d.data() }));
}

afterAll(closeSellers);

describe('outbox (emulator, real rules)', () => {
  it('sends a save the page left unacknowledged from the next page, under the same id', async () => {
    const seller = uid();
    const store = memoryOutboxStore();
    const first = page(seller, store);
    await disableNetwork(first.db);
    const id = await first.queued.save(LAMP, []);
    // The page goes before the server has it: its Firestore stops with the write unsent.
    first.queued.stop();
    await terminate(first.db);
    expect(await serverListings(seller)).toEqual([]);
    expect(store.records.size).toBe(1);

    const next = page(seller, store);
    expect(await next.queued.drain(20_000)).toBe(true);
    const listings = await serverListings(seller);
    expect(listings).toEqual([expect.objectContaining({ id, itemName: LAMP.itemName, sharedTo: [] })]);
    expect(store.records.size).toBe(0);
    next.queued.stop();
  });

  it('a save that arrived but was not settled is sent again as the same listing, with the edit since', async () => {
    const seller = uid();
    const store = memoryOutboxStore();
    // Sends, then the page goes before the outbox hears the answer.
    const first = page(seller, store, (port) => (write) => port.send(write).then(() => new Promise(() => undefined)));
    const id = await first.queued.save(LAMP, []);
    for (let tries = 0; (await serverListings(seller)).length === 0 && tries < 100; tries += 1)
      await new Promise((r) => setTimeout(r, 100));
    // An edit kept just as the page goes, never sent from it.
    first.queued.stop();
    await first.queued.update(id, { itemName: 'Brass lamp' });
    await terminate(first.db);

    const next = page(seller, store);
    expect(await next.queued.drain(20_000)).toBe(true);
    const listings = await serverListings(seller);
    expect(listings).toHaveLength(1);
    expect(listings[0]).toMatchObject({ id, itemName: 'Brass lamp' });
    expect(store.records.size).toBe(0);
    next.queued.stop();
  });

  it('a save the page left unsent goes from the next page with its photos, kept on the device meanwhile', async () => {
    const seller = uid();
    const store = memoryOutboxStore();
    const device = memoryPhotos();
    const first = page(seller, store, undefined, device);
    await disableNetwork(first.db);
    const id = await first.queued.save(LAMP, [jpeg('front'), jpeg('label')]);
    first.queued.stop();
    await terminate(first.db);

    const next = page(seller, store, undefined, device);
    // Settled once the listing and its photos are on the server.
    expect(await next.queued.drain(20_000)).toBe(true);
    const photos = await sellerPage(seller).port.getPhotos(id);
    expect(await Promise.all(photos.map((p) => p.text()))).toEqual(
      await Promise.all([jpeg('front'), jpeg('label')].map((p) => p.text())),
    );
    next.queued.stop();
  });

  it('where it is listed and a sale the page left unanswered reach the server from the next page', async () => {
    const seller = uid();
    const store = memoryOutboxStore();
    const { port: saver } = sellerPage(seller);
    const id = await saver.save(LAMP, []);
    expect(await saver.drain(20_000)).toBe(true);
    const first = page(seller, store);
    await disableNetwork(first.db);
    // Sent, never answered: the page goes (WebKit's Firestore loses what it held).
    const unanswered = [
      first.queued.update(id, { sharedTo: ['vinted'], listedAt: { vinted: Date.now() }, status: 'listed' }),
      first.queued.update(id, { status: 'sold', sold: { price: 40, marketplace: 'vinted', date: '2026-11-26' } }),
    ];
    unanswered.forEach((write) => write.catch(() => undefined)); // they fail with the page's Firestore
    const kept = () => [...store.records.values()].some((r) => r.edit.status === 'sold' && r.edit.sharedTo);
    for (let tries = 0; !kept() && tries < 100; tries += 1) await new Promise((r) => setTimeout(r, 20));
    first.queued.stop();
    await terminate(first.db);
    expect((await serverListings(seller))[0]).not.toHaveProperty('status');

    const next = page(seller, store);
    expect(await next.queued.drain(20_000)).toBe(true);
    const [listing] = await serverListings(seller);
    expect(listing).toMatchObject({ id, status: 'sold', sharedTo: ['vinted'], sold: { price: 40 } });
    expect(listing).toHaveProperty('listedAt.vinted');
    next.queued.stop();
  });
});

/** Writes a document as the server does (the rules bypassed), through the emulator's REST API. */
async function serverWrites(path: string, fields: Record<string, unknown>): Promise<void> {
  const { host, port } = emulatorHost();
  const written = await fetch(`http://${host}:${port}/v1/projects/${PROJECT}/databases/(default)/documents/${path}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  expect(written.ok).toBe(true);
}

/**
 * A save on a device of `seller` that the rules refuse: nothing more can send it, so the wait ends
 * as soon as the refusal is known, not at the timeout. The outbox, the id, and what the list last
 * said was not saved.
 */
async function refusedSave(seller: string) {
  const store = memoryOutboxStore();
  const device = page(seller, store);
  const seen: ListingsSnapshot[] = [];
  const stop = device.queued.subscribe((snapshot) => seen.push(snapshot));
  const id = await device.queued.save(LAMP, []);
  expect(await device.queued.drain(20_000)).toBe(false);
  stop();
  device.queued.stop();
  return { store, id, notSaved: seen[seen.length - 1].notSaved };
}

describe('a save the rules refuse (emulator, real rules)', () => {
  it('is kept on the device, marked refused, never dropped after the screen said "Saved"', async () => {
    const seller = uid();
    // The account was deleted on another device: the rules refuse its tokens' writes from then on.
    await serverWrites(`deletedAccounts/${seller}`, { deletedAt: { timestampValue: new Date().toISOString() } });
    const { store, id, notSaved } = await refusedSave(seller);
    expect([...store.records.values()]).toEqual([
      expect.objectContaining({ id, create: true, refused: 'the server refused it' }),
    ]);
    expect(notSaved).toEqual([{ id, itemName: LAMP.itemName, reason: 'the server refused it' }]);
    expect(await serverListings(seller)).toEqual([]);
  });

  it('names the ceiling when the seller keeps as many listings as they may', async () => {
    const seller = uid();
    // The server's count of this seller (functions/src/sellerUsage.ts): at the listings ceiling.
    await serverWrites(`sellerUsage/${seller}`, {
      listings: { integerValue: String(MAX_LISTINGS_PER_SELLER) },
      photoBytes: { integerValue: '0' },
    });
    await serverWrites(`sellerUsage/${seller}/ceilings/listings`, { reached: { booleanValue: true } });
    const { id, notSaved } = await refusedSave(seller);
    const reason = sellerLimitReached({ listings: MAX_LISTINGS_PER_SELLER });
    expect(reason).toContain('limit of 1,000 saved listings');
    expect(notSaved).toEqual([{ id, itemName: LAMP.itemName, reason }]);
    expect(await serverListings(seller)).toEqual([]);
  });
});
