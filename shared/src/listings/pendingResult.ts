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

export function markPendingResult(storage: KeyValue, now: number = Date.now()): void {
  storage.setItem(PENDING_RESULT_KEY, String(now));
}

export function hasPendingResult(storage: KeyValue, now: number = Date.now()): boolean {
  const since = Number(storage.getItem(PENDING_RESULT_KEY));
  return Number.isFinite(since) && since > 0 && now - since < PENDING_RESULT_TTL_MS;
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
