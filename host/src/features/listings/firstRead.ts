/**
 * The seller's listings read once over Firestore's REST API (runQuery), with the ID token the auth
 * SDK already holds: one request, and none of the Firestore SDK (~150 KB gzip of script, then its
 * channel's handshakes) between a returning seller and their dashboard. The SDK follows for the
 * live list and for writes (deferredPort.ts).
 */
import type { AppConfig, SavedListing } from '@snap/shared';
import { listingFromDocument, type TimestampLike } from './listingDocument';

const PRODUCTION_ORIGIN = 'https://firestore.googleapis.com';

/** A REST `Value` (https://firebase.google.com/docs/firestore/reference/rest/v1/Value) as the SDK would hand it back. */
export function restValue(value: Record<string, unknown>): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('integerValue' in value) return Number(value.integerValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) {
    const millis = Date.parse(String(value.timestampValue));
    return { toMillis: () => millis } satisfies TimestampLike;
  }
  if ('arrayValue' in value) {
    const { values = [] } = value.arrayValue as { values?: Record<string, unknown>[] };
    return values.map(restValue);
  }
  if ('mapValue' in value)
    return restFields((value.mapValue as { fields?: Record<string, Record<string, unknown>> }).fields);
  return null;
}

export function restFields(fields: Record<string, Record<string, unknown>> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, restValue(value)]));
}

interface RunQueryRow {
  document?: { name: string; fields?: Record<string, Record<string, unknown>> };
}

/** users/{uid}/listings, newest first, as the live list orders them (firestoreListingsPort.ts). */
export async function readListingsOnce(
  config: Pick<AppConfig, 'firebase' | 'emulators'>,
  uid: string,
  idToken: string,
  signal?: AbortSignal,
): Promise<SavedListing[]> {
  const origin = config.emulators?.firestore
    ? `http://${config.emulators.firestore.replace(/^https?:\/\//, '')}`
    : PRODUCTION_ORIGIN;
  const parent = `projects/${config.firebase.projectId}/databases/(default)/documents/users/${encodeURIComponent(uid)}`;
  const response = await fetch(`${origin}/v1/${parent}:runQuery`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'listings' }],
        orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
      },
    }),
    signal,
  });
  if (!response.ok) throw new Error(`Reading the listings answered HTTP ${response.status}`);
  const rows = (await response.json()) as RunQueryRow[];
  return rows.flatMap(({ document }) =>
    document ? [listingFromDocument(document.name.split('/').pop()!, restFields(document.fields))] : [],
  );
}
