/**
 * Sellers on the Firestore emulator for the repository tests (*.firestore.test.ts): each with its own
 * Firebase app, signed in through the emulator's mock token, so the real security rules apply.
 * Refuses to run without an emulator (npm run test:emulators).
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore, terminate, type Firestore } from 'firebase/firestore';
import type { NewListing } from '@snap/shared';
import { deferredPort } from '../features/listings/deferredPort';
import { createFirestoreListingsPort } from '../features/listings/firestoreListingsPort';
import { createOutbox, memoryOutboxStore, type Outbox } from '../features/listings/outbox';
import type { PhotoStore } from '../features/listings/photoStore';
import { queuedPort, type QueuedListingsPort, type SendingListingsPort } from '../features/listings/queuedPort';

const PROJECT_ID = 'demo-snap-price-sell';

export function emulatorHost(): { host: string; port: number } {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  if (!value)
    throw new Error(
      'These tests need the Firestore emulator and FIRESTORE_EMULATOR_HOST is not set. ' +
        'Run them with `npm run test:emulators`.',
    );
  const [host, port] = value.split(':');
  return { host, port: Number(port) };
}

/** A device's photo store in memory. */
export function memoryPhotos(): PhotoStore {
  const kept = new Map<string, Blob[]>();
  return {
    put: async (id, photos) => void kept.set(id, photos),
    get: async (id) => kept.get(id) ?? [],
    remove: async (id) => void kept.delete(id),
    removeAll: async () => kept.clear(),
  };
}

const opened: { app: FirebaseApp; db: Firestore; stop?: () => void }[] = [];

export interface SellerPage {
  db: Firestore;
  /** The port as the app composes it: changes through an outbox (in memory here) to the store. */
  port: QueuedListingsPort;
  /** The Firestore store underneath, which reads and sends. */
  store: SendingListingsPort;
  outbox: Outbox;
  photos: PhotoStore;
}

/**
 * A page of a seller signed in as `uid` (the emulator's mock token): its own app, Firestore and
 * port; with its own device's photo store (a new one: another device).
 */
export function sellerPage(uid: string, photos: PhotoStore = memoryPhotos()): SellerPage {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `seller-${uid}-${opened.length}`);
  const db = initializeFirestore(app, {});
  const emulator = emulatorHost();
  connectFirestoreEmulator(db, emulator.host, emulator.port, { mockUserToken: { sub: uid } });
  opened.push({ app, db });
  const store = createFirestoreListingsPort(db, uid, photos);
  const outbox = createOutbox(uid, memoryOutboxStore());
  const port = queuedPort(
    deferredPort(() => Promise.resolve(store)),
    outbox,
    store.send,
    photos,
    {
      page: false,
      warn: () => undefined,
    },
  );
  opened[opened.length - 1].stop = () => port.stop();
  return { db, photos, store, outbox, port };
}

/** Resolves once everything the port holds for the server has reached it (the outbox is empty). */
export async function synced(port: QueuedListingsPort, timeoutMs = 15_000): Promise<void> {
  if (!(await port.drain(timeoutMs))) throw new Error(`Changes still waiting after ${timeoutMs} ms`);
}

/** A seller signed in as `uid`, with their own app and port. */
export const sellerPort = (uid: string): QueuedListingsPort => sellerPage(uid).port;

export const LAMP: NewListing = {
  itemName: 'Desk lamp',
  title: 'Anglepoise Desk lamp - $45',
  description: 'A brass desk lamp in working order.',
  brandName: 'Anglepoise',
  category: 'Home & Garden',
  condition: 'good',
  keywords: ['lamp', 'brass'],
  price: 45,
  estimatedPrice: 50,
  shipping: 8.5,
  priceRange: { min: 30, max: 60 },
  confidence: 80,
  comparableItems: [
    { title: 'Brass lamp', price: 40, platform: 'eBay', condition: 'used', url: 'https://www.ebay.com/itm/1234' },
  ],
  evidence: {
    source: 'ebay',
    kind: 'asking',
    count: 8,
    median: 45,
    low: 38,
    high: 55,
    fetchedAt: '2026-11-26T10:00:00.000Z',
    demo: false,
  },
  thumbnail: 'data:image/jpeg;base64,/9j/4AAQ',
};

/** A small JPEG-typed photo whose bytes say which one it is (the rules see only type and size). */
export const jpeg = (label: string, bytes = 0): Blob =>
  new Blob([new Uint8Array([0xff, 0xd8, 0xff]), label, new Uint8Array(bytes)], { type: 'image/jpeg' });

export const PROJECT = PROJECT_ID;

export async function closeSellers(): Promise<void> {
  for (const { app, db, stop } of opened.splice(0)) {
    stop?.();
    await terminate(db);
    // An app a test has already deleted (a page that went) is gone.
    await deleteApp(app).catch(() => undefined);
  }
}
