/**
 * The dashboard (remote-account) remembers how many Recent Activity rows a seller had under
 * RECENT_ROWS_KEY_PREFIX + their uid. Here, not in the remote, so the host's sign-out can remove
 * every seller's key without knowing the dashboard.
 */
import { RECENT_ROWS_KEY_PREFIX } from '../constants';

type Keys = Pick<Storage, 'length' | 'key' | 'removeItem'>;

/** Sign-out: no seller's key (their uid is in it) stays on the device. */
export function forgetRecentRows(storage: Keys): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(RECENT_ROWS_KEY_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}
