/** Reading what the Firestore emulator holds for a seller, bypassing the rules (e2e checks only). */
import type { Page } from '@playwright/test';
import { PROJECT_ID, stackPorts } from './stack';

/** Run in the page: the signed-in user's uid, from the session Firebase persisted ('' when none). */
export function sessionUid(): string {
  const key = Object.keys(window.localStorage).find((k) => k.startsWith('firebase:authUser:'));
  return key ? ((JSON.parse(window.localStorage.getItem(key) ?? '{}') as { uid?: string }).uid ?? '') : '';
}

/** The signed-in user's uid, from the session Firebase persisted. */
export const signedInUid = (page: Page) => page.evaluate(sessionUid);

export interface StoredListing {
  /** projects/…/documents/users/{uid}/listings/{id} */
  name: string;
  fields: { itemName?: { stringValue: string }; sharedTo?: { arrayValue: { values?: { stringValue: string }[] } } };
}

const listingsUrl = (uid: string) =>
  `http://127.0.0.1:${stackPorts().firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${uid}/listings`;

/** The seller's listing documents as the Firestore emulator holds them. */
export async function storedListings(uid: string): Promise<StoredListing[]> {
  const response = await fetch(listingsUrl(uid), { headers: { Authorization: 'Bearer owner' } });
  const body = (await response.json()) as { documents?: StoredListing[] };
  return body.documents ?? [];
}

/** The photo documents the emulator holds for one listing: their ids, and their JPEG bytes. */
export async function storedPhotos(uid: string, listingId: string): Promise<{ id: string; bytes: number }[]> {
  const response = await fetch(`${listingsUrl(uid)}/${listingId}/photos`, {
    headers: { Authorization: 'Bearer owner' },
  });
  const body = (await response.json()) as { documents?: { name: string; fields: { jpeg: { bytesValue: string } } }[] };
  return (body.documents ?? []).map((d) => ({
    id: d.name.split('/').pop() ?? '',
    bytes: Buffer.from(d.fields.jpeg.bytesValue, 'base64').length,
  }));
}

/**
 * How many listing writes wait in the page's outbox (host/src/features/listings/outbox.ts) to be
 * sent: none once the server has acknowledged them, photos included. Never creates the database.
 */
export const waitingWrites = (page: Page) => page.evaluate(countWaitingWrites);

/** In the page (sent as source: it closes over nothing): the outbox's records, 0 when it has none. */
export async function countWaitingWrites(): Promise<number> {
  const name = 'snap-listings-outbox';
  if (!(await indexedDB.databases()).some((db) => db.name === name)) return 0;
  return new Promise<number>((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const count = db.transaction('writes').objectStore('writes').count();
      count.onsuccess = () => {
        db.close();
        resolve(count.result);
      };
      count.onerror = () => reject(count.error);
    };
  });
}

/** Writes listings for the seller straight into the emulator (their name and price; the rest the app defaults). */
export async function seedListings(uid: string, items: { itemName: string; price: number }[]): Promise<void> {
  for (const [index, { itemName, price }] of items.entries()) {
    const createdAt = new Date(Date.UTC(2026, 10, 1 + index)).toISOString();
    const response = await fetch(listingsUrl(uid), {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fields: {
          itemName: { stringValue: itemName },
          title: { stringValue: itemName },
          price: { doubleValue: price },
          createdAt: { timestampValue: createdAt },
          updatedAt: { timestampValue: createdAt },
        },
      }),
    });
    if (!response.ok) throw new Error(`seedListings: ${response.status} ${await response.text()}`);
  }
}

/** The keys of the gateway's request counters (rateLimits/*) that hold this uid. */
export async function storedCounterKeys(uid: string): Promise<string[]> {
  const keys = ['user', 'visitor'].flatMap((kind) => [`${kind}:${uid}`, `day:${kind}:${uid}`]);
  const response = await fetch(
    `http://127.0.0.1:${stackPorts().firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'rateLimits' }],
          where: {
            fieldFilter: {
              field: { fieldPath: 'key' },
              op: 'IN',
              value: { arrayValue: { values: keys.map((stringValue) => ({ stringValue })) } },
            },
          },
        },
      }),
    },
  );
  const rows = (await response.json()) as { document?: { fields: { key: { stringValue: string } } } }[];
  return rows.flatMap((row) => (row.document ? [row.document.fields.key.stringValue] : []));
}

/**
 * Puts the seller at the server's listings ceiling, as the server's count would
 * (functions/src/sellerUsage.ts: sellerUsage/{uid} and its mark), bypassing the rules.
 */
export async function atListingsCeiling(uid: string, listings: number): Promise<void> {
  const base = `http://127.0.0.1:${stackPorts().firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const writes: [string, Record<string, unknown>][] = [
    [`sellerUsage/${uid}`, { listings: { integerValue: String(listings) }, photoBytes: { integerValue: '0' } }],
    [`sellerUsage/${uid}/ceilings/listings`, { reached: { booleanValue: true } }],
  ];
  for (const [path, fields] of writes) {
    const response = await fetch(`${base}/${path}`, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields }),
    });
    if (!response.ok) throw new Error(`atListingsCeiling: ${response.status} ${await response.text()}`);
  }
}
