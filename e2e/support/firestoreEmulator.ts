/** Reading what the Firestore emulator holds for a seller, bypassing the rules (e2e checks only). */
import type { Page } from '@playwright/test';
import { PROJECT_ID, stackPorts } from './stack';

/** The signed-in user's uid, from the session Firebase persisted. */
export const signedInUid = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((k) => k.startsWith('firebase:authUser:'));
    return key ? ((JSON.parse(window.localStorage.getItem(key) ?? '{}') as { uid?: string }).uid ?? '') : '';
  });

export interface StoredListing {
  fields: { itemName?: { stringValue: string }; sharedTo?: { arrayValue: { values?: { stringValue: string }[] } } };
}

/** The seller's listing documents as the Firestore emulator holds them. */
export async function storedListings(uid: string): Promise<StoredListing[]> {
  const database = `http://127.0.0.1:${stackPorts().firestore}/v1/projects/${PROJECT_ID}/databases/(default)`;
  const url = `${database}/documents/users/${uid}/listings`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  const body = (await response.json()) as { documents?: StoredListing[] };
  return body.documents ?? [];
}
