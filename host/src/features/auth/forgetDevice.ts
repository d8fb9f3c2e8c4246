/**
 * Sign-out forgets the seller on this device first (a shared or borrowed phone: the next person
 * must find nothing of theirs), then signs out. Each store's owner knows how to empty its store;
 * this module only lists them and runs them, so that a failing or stuck one never keeps the seller
 * signed in: another tab holding a database open makes its deletion wait, and after
 * FORGET_WAIT_MS sign-out goes on anyway, with a warning. A deletion still waiting then stays
 * queued in the browser, which completes it once that tab lets go (Firestore and the photo store
 * close their connection when a deletion asks; so does Firestore in another tab, which then stops).
 *
 * Listing writes still waiting to sync (the outbox, listings/outbox.ts) are the seller's work, not
 * yet on the server: sign-out first gives them up to FORGET_WAIT_MS to get there when online (the
 * step marked `first`), and only then deletes the stores, Firestore's included, which would stop
 * them. Before any of this the seller was asked (useUnsyncedSignOutCheck.tsx): work that would be
 * lost is only lost because they chose to sign out anyway; keeping it would leave it on the device
 * for the next person.
 *
 * What is forgotten: the waiting listing writes, the Firestore cache of the seller's listings, the
 * full-size photos, an anonymous result waiting for sign-up, photos chosen on /camera and not
 * analysed yet, a shared photo waiting for /camera, the dashboard's row count (its key names the
 * uid) and the e-mail addresses kept for link sign-in (removed by the auth service itself).
 * Firebase Auth's persisted user goes with signOut.
 * What is kept: nothing in storage is a preference today. Left alone because they hold nothing of
 * the seller: service worker caches (the app's own files), Firebase's `firebase-heartbeat-database`
 * (dates the SDK was used, per app) and Firestore's multi-tab keys in localStorage
 * (`firestore_sequence_number_…`, `firestore_targets_…`, `firestore_zombie_…`,
 * `firestore_online_state_…`: counters, client ids and "current"), which a live Firestore in
 * another tab still needs. Its write keys (`firestore_mutations_…`, which name the seller) go with
 * the cache (forgetListings.ts).
 */
import { forgetPendingResult, forgetRecentRows } from '@snap/shared';
import { forgetSharedPhoto } from '@snap/shared/pwa';
import { forgetDeviceDatabases } from '@snap/shared/storage';
import { forgetListings, forgetWaitingWrites } from '../listings';

/** How long sign-out waits for one store to be forgotten. */
export const FORGET_WAIT_MS = 3000;

export interface ForgetStep {
  /** What the warning names when this step fails or takes too long. */
  what: string;
  run(): Promise<void> | void;
  /** Runs, and is waited for, before the other steps start. */
  first?: boolean;
}

type Warn = (message: string, error?: unknown) => void;

function withinWait(step: ForgetStep, waitMs: number, warn: Warn): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      warn(`Signing out before ${step.what} left this device (another tab may hold it open)`);
      resolve();
    }, waitMs);
  });
  const ran = Promise.resolve()
    .then(() => step.run())
    .catch((error: unknown) => warn(`Could not remove ${step.what} from this device`, error));
  return Promise.race([ran, late]).finally(() => clearTimeout(timer));
}

/**
 * Runs the steps marked `first` at once, then every other at once; resolves when each has finished,
 * failed or waited `waitMs`. Never rejects.
 */
export async function forgetDevice(
  steps: readonly ForgetStep[],
  { waitMs = FORGET_WAIT_MS, warn = console.warn }: { waitMs?: number; warn?: Warn } = {},
): Promise<void> {
  const first = steps.filter((step) => step.first);
  await Promise.all(first.map((step) => withinWait(step, waitMs, warn)));
  await Promise.all(steps.filter((step) => !step.first).map((step) => withinWait(step, waitMs, warn)));
}

/**
 * This browser's stores of the seller's data, for the app's project: every IndexedDB database the
 * app declares (DEVICE_DATABASES, @snap/shared/storage), each deleted once the outbox has had its
 * chance to reach the server, and what lives elsewhere.
 */
export function deviceStores(projectId: string, storage: Storage = window.localStorage): ForgetStep[] {
  return [
    {
      what: 'the listing writes waiting to sync',
      // Given the whole wait to reach the server; deleting the outbox itself follows.
      run: () => forgetWaitingWrites({ waitMs: FORGET_WAIT_MS - 250 }),
      first: true,
    },
    ...forgetDeviceDatabases(),
    { what: 'the saved listings', run: () => forgetListings({ projectId }) },
    { what: 'the result waiting for sign-up', run: () => forgetPendingResult(storage) },
    { what: 'the shared photo', run: () => forgetSharedPhoto() },
    { what: 'the dashboard row count', run: () => forgetRecentRows(storage) },
  ];
}
