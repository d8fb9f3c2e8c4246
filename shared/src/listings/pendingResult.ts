/**
 * The marker of an anonymous result waiting for its seller to sign up (spec: 'Want to save this
 * result?'). Capture sets it before going to /auth and keeps the result itself in IndexedDB; the
 * auth screen, seeing it, returns a newly signed-in seller to /camera instead of the dashboard,
 * in whichever tab they sign in (an e-mail link may open a new one), a reload included.
 */
import { CHOSEN_PHOTOS_DATABASE, PENDING_RESULT_DATABASE } from '../constants';
import { deleteDatabase } from '../storage/deleteDatabase';

export const PENDING_RESULT_KEY = 'snap:pending-result';

/** A result left waiting longer than this is stale: the seller went elsewhere. */
export const PENDING_RESULT_TTL_MS = 24 * 60 * 60 * 1000;

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The marker: when the result was kept and, once known, whose it is (the visitor's anonymous uid,
 * which sign-up keeps by linking). Written as JSON; a marker of an older version is only a time.
 */
interface Marker {
  since: number;
  owner?: string;
}

function readMarker(storage: KeyValue): Marker | undefined {
  const raw = storage.getItem(PENDING_RESULT_KEY);
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'number') return { since: value };
    if (value && typeof value === 'object') {
      const { since, owner } = value as Record<string, unknown>;
      if (typeof since === 'number') return { since, ...(typeof owner === 'string' && owner ? { owner } : {}) };
    }
  } catch {
    // Not ours: no marker.
  }
  return undefined;
}

export function markPendingResult(storage: KeyValue, now: number = Date.now()): void {
  storage.setItem(PENDING_RESULT_KEY, JSON.stringify({ since: now } satisfies Marker));
}

/** Binds the kept result to the identity that made it, once its uid is known. */
export function bindPendingResult(storage: KeyValue, owner: string): void {
  const marker = readMarker(storage);
  if (marker) storage.setItem(PENDING_RESULT_KEY, JSON.stringify({ ...marker, owner } satisfies Marker));
}

export function hasPendingResult(storage: KeyValue, now: number = Date.now()): boolean {
  const since = readMarker(storage)?.since ?? NaN;
  return Number.isFinite(since) && since > 0 && now - since < PENDING_RESULT_TTL_MS;
}

/**
 * Whether the kept result may be shown to `uid` (the signed-in account, or undefined for a visitor
 * on this device): to a visitor, yes (it is this device's own visitor); to an account, only the one
 * that made it, which sign-up keeps. One that is not bound to anyone goes to no account.
 */
export function pendingResultIsFor(storage: KeyValue, uid: string | undefined): boolean {
  const marker = readMarker(storage);
  return uid === undefined || (marker?.owner !== undefined && marker.owner === uid);
}

export function clearPendingResult(storage: KeyValue): void {
  storage.removeItem(PENDING_RESULT_KEY);
}

/** Sign-out: neither the marker nor the result (its photos too) stays on the device. */
export async function forgetPendingResult(storage: KeyValue, factory?: IDBFactory): Promise<void> {
  clearPendingResult(storage);
  await deleteDatabase(PENDING_RESULT_DATABASE, factory);
}

/** Sign-out: photos chosen on /camera and not analysed yet do not stay on the device either. */
export function forgetChosenPhotos(factory?: IDBFactory): Promise<void> {
  return deleteDatabase(CHOSEN_PHOTOS_DATABASE, factory);
}
