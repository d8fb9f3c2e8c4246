/**
 * The signed-in route shell (/dashboard): the build draws the seller's screen (routeShell.tsx) for a
 * stand-in user, and a small script in the page fits the picture to the visitor before the first
 * paint, from the session the auth SDK persisted (persistedSession.ts):
 *   - no persisted session: the picture goes (the app then sends the visitor home);
 *   - the address has a query (?view=history) or history state (a notice handed over by another
 *     screen): the picture is not of that screen, so it goes;
 *   - otherwise the name slots take the seller's name, as the screen itself words it: the header
 *     shows the display name or the e-mail, the greeting the first word of the display name or
 *     'Seller' (spec §2; remote-account's greeting.ts);
 *   - Recent Activity, still loading, keeps the room of the rows the seller saw last time
 *     (`data-recent-rows`, remembered per seller under RECENT_ROWS_KEY_PREFIX by remote-account's
 *     recentRows.ts), so nothing moves when the listings arrive.
 * The script is inline (a file would be a request before the first paint), so the host's CSP names
 * its hash (firebase.json; a unit test keeps the two in step). Plain TypeScript: the build's Node
 * side and the service worker import this module too.
 */
import { RECENT_COUNT, RECENT_ROWS_KEY_PREFIX } from '@snap/shared/contracts';
import { SESSION_KEY_PREFIX } from '../auth/persistedSession';

/** The stand-in user's display name: its first word is the greeting's name, the whole the header's. */
const FIRST = 'ROUTESHELLFIRSTNAME';
const REST = 'ROUTESHELLLASTNAME';
export const SHELL_DISPLAY_NAME = `${FIRST} ${REST}`;

/** The seller the build draws /dashboard for. */
export const SHELL_USER = {
  uid: 'route-shell',
  displayName: SHELL_DISPLAY_NAME,
  email: null,
  emailVerified: true,
} as const;

const NAME_SLOT = 'data-shell-slot';

/**
 * The build's markup with the stand-in's name made into slots the script fills: the full name
 * (empty until filled) and the first name ('Seller' until filled). Throws if any of the stand-in's
 * name would be left in the page.
 */
export function markNameSlots(markup: string): string {
  const marked = markup
    .split(SHELL_DISPLAY_NAME)
    .join(`<span ${NAME_SLOT}="name"></span>`)
    .split(FIRST)
    .join(`<span ${NAME_SLOT}="first-name">Seller</span>`);
  if (marked.includes(FIRST) || marked.includes(REST))
    throw new Error('markNameSlots: the stand-in name is shown in a form the shell cannot fill');
  return marked;
}

/**
 * The inline script for the shell whose id is `shellId` (ES5: it runs before anything else, in every
 * browser that opens the page).
 */
export const signedInShellScript = (shellId: string): string => `(function () {
  var shell = document.getElementById('${shellId}');
  if (!shell) return;
  var user = null;
  try {
    var state = window.history.state;
    if (!window.location.search && !(state && state.usr)) {
      for (var i = 0; i < window.localStorage.length; i += 1) {
        var key = window.localStorage.key(i);
        if (key && key.indexOf(${JSON.stringify(SESSION_KEY_PREFIX)}) === 0) {
          user = JSON.parse(window.localStorage.getItem(key));
          break;
        }
      }
    }
  } catch (unreadable) {
    user = null;
  }
  if (!user || typeof user !== 'object') {
    shell.parentNode.removeChild(shell);
    return;
  }
  var name = typeof user.displayName === 'string' ? user.displayName : '';
  var email = typeof user.email === 'string' ? user.email : '';
  var slots = shell.querySelectorAll('[${NAME_SLOT}]');
  for (var j = 0; j < slots.length; j += 1) {
    var full = slots[j].getAttribute('${NAME_SLOT}') === 'name';
    slots[j].textContent = full ? name || email : name.trim().split(/\\s+/)[0] || 'Seller';
  }
  var rows = 0;
  try {
    rows = Number(window.localStorage.getItem(${JSON.stringify(RECENT_ROWS_KEY_PREFIX)} + user.uid));
  } catch (unreadable) {
    rows = 0;
  }
  if (!(rows >= 0 && rows <= ${RECENT_COUNT} && rows % 1 === 0)) rows = 0;
  var rooms = shell.querySelectorAll('[data-recent-rows]');
  for (var k = 0; k < rooms.length; k += 1) rooms[k].setAttribute('data-recent-rows', String(rows));
})();`;
