/**
 * The marker of an anonymous result kept on the device, the result itself being in IndexedDB. Two
 * kinds: a result waiting for its seller to sign up (spec: 'Want to save this result?'), which
 * capture marks before going to /auth, and which the auth screen, seeing it, returns a newly
 * signed-in seller to /camera for instead of the dashboard, in whichever tab they sign in (an
 * e-mail link may open a new one), a reload included; and a visitor's result kept while it is on
 * screen, so that a reload or Back then Forward shows it again instead of an empty camera: that one
 * is shown only to the visitor on this device, never to an account, and sends no one to /camera.
 */

export const PENDING_RESULT_KEY = 'snap:pending-result';

/** A result left waiting longer than this is stale: the seller went elsewhere. */
export const PENDING_RESULT_TTL_MS = 24 * 60 * 60 * 1000;

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Why the result is kept: for sign-up, or only because a visitor has it on screen. */
type KeptFor = 'sign-up' | 'screen';

/**
 * The marker: when the result was kept, why, and, once known, whose it is (the visitor's anonymous
 * uid, which sign-up keeps by linking). Written as JSON; a marker of an older version is only a
 * time, or has no `kept` (both were for sign-up).
 */
interface Marker {
  since: number;
  owner?: string;
  kept?: KeptFor;
}

function readMarker(storage: KeyValue): Marker | undefined {
  const raw = storage.getItem(PENDING_RESULT_KEY);
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'number') return { since: value };
    if (value && typeof value === 'object') {
      const { since, owner, kept } = value as Record<string, unknown>;
      if (typeof since === 'number')
        return {
          since,
          ...(typeof owner === 'string' && owner ? { owner } : {}),
          ...(kept === 'screen' ? { kept } : {}),
        };
    }
  } catch {
    // Not ours: no marker.
  }
  return undefined;
}

const isFresh = (marker: Marker | undefined, now: number) =>
  marker !== undefined &&
  Number.isFinite(marker.since) &&
  marker.since > 0 &&
  now - marker.since < PENDING_RESULT_TTL_MS;

/** The result is kept for sign-up (Sign Up Free, Sign In): whose it is stays as it was known. */
export function markPendingResult(storage: KeyValue, now: number = Date.now()): void {
  const owner = readMarker(storage)?.owner;
  storage.setItem(PENDING_RESULT_KEY, JSON.stringify({ since: now, ...(owner ? { owner } : {}) } satisfies Marker));
}

/**
 * A visitor's result on screen is kept (reload, Back then Forward). A result already kept for
 * sign-up stays so (with its owner): the seller who came back from /auth has not given it up.
 */
export function markShownResult(storage: KeyValue, now: number = Date.now()): void {
  const marker = readMarker(storage);
  if (marker && marker.kept !== 'screen' && isFresh(marker, now)) return;
  storage.setItem(PENDING_RESULT_KEY, JSON.stringify({ since: now, kept: 'screen' } satisfies Marker));
}

/** Binds the kept result to the identity that made it, once its uid is known. */
export function bindPendingResult(storage: KeyValue, owner: string): void {
  const marker = readMarker(storage);
  if (marker) storage.setItem(PENDING_RESULT_KEY, JSON.stringify({ ...marker, owner } satisfies Marker));
}

/** A result is kept for sign-up (and not stale): the auth screen returns the seller to /camera. */
export function hasPendingResult(storage: KeyValue, now: number = Date.now()): boolean {
  const marker = readMarker(storage);
  return isFresh(marker, now) && marker?.kept !== 'screen';
}

/** A result is kept, for sign-up or because a visitor had it on screen (and it is not stale). */
export function hasKeptResult(storage: KeyValue, now: number = Date.now()): boolean {
  return isFresh(readMarker(storage), now);
}

/**
 * Whether the kept result may be shown to `uid` (the signed-in account, or undefined for a visitor
 * on this device): to a visitor, yes (it is this device's own visitor); to an account, only a
 * result kept for sign-up by that account's own visitor, whose uid sign-up keeps. One that is not
 * bound to anyone, or kept only for the screen, goes to no account.
 */
export function pendingResultIsFor(storage: KeyValue, uid: string | undefined): boolean {
  const marker = readMarker(storage);
  if (uid === undefined) return true;
  return marker?.kept !== 'screen' && marker?.owner !== undefined && marker.owner === uid;
}

/**
 * The journal of a visitor's result as it shows: its text (the result, the edits, the price) written
 * synchronously, before the screen paints it, and removed once the whole record (photos included)
 * is committed to IndexedDB, which happens after the paint and, on a slow phone, 100 ms or more
 * later. A page replaced in between (a reload the moment the price shows) would otherwise find the
 * marker and no result. The photos are still those kept as chosen (the camera's chosen-photos
 * store keeps them while this journal is there). Only ever the visitor's own, like the marker.
 */
export const SHOWN_RESULT_JOURNAL_KEY = 'snap:shown-result';

/** Notes the visitor's result on screen; false when the storage refuses it (full, or blocked). */
export function journalShownResult(storage: KeyValue, shown: object): boolean {
  try {
    storage.setItem(SHOWN_RESULT_JOURNAL_KEY, JSON.stringify(shown));
    return true;
  } catch {
    return false;
  }
}

/** The noted result, or undefined when there is none (or it is not JSON). */
export function readShownResultJournal<T extends object>(storage: KeyValue): T | undefined {
  const raw = storage.getItem(SHOWN_RESULT_JOURNAL_KEY);
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

export const hasShownResultJournal = (storage: KeyValue): boolean => storage.getItem(SHOWN_RESULT_JOURNAL_KEY) !== null;

export function clearShownResultJournal(storage: KeyValue): void {
  storage.removeItem(SHOWN_RESULT_JOURNAL_KEY);
}

export function clearPendingResult(storage: KeyValue): void {
  storage.removeItem(PENDING_RESULT_KEY);
  clearShownResultJournal(storage);
}

/**
 * Sign-out: the marker and the note of a shown result leave the device; the result's database goes
 * with every device database (DEVICE_DATABASES), and so do photos chosen and not analysed.
 */
export function forgetPendingResult(storage: KeyValue): void {
  clearPendingResult(storage);
}
