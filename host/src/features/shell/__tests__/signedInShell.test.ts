import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { clearPage, loadRouteShellPage, routeShellOnPage, runPageScripts } from '../../../testing/routeShellPage';
import { ROUTE_SHELL_ID } from '../routeShellMarkup';
import { RECENT_ROWS_KEY_PREFIX } from '@snap/shared/contracts';
import { markNameSlots, SHELL_DISPLAY_NAME, signedInShellScript } from '../signedInShell';

const SIGNED_IN_SHELL_SCRIPT = signedInShellScript(ROUTE_SHELL_ID);

// What the build draws for the stand-in seller (host/prerender/render.tsx), as React writes it.
const DRAWN = `<header><p>${SHELL_DISPLAY_NAME}</p><button>Sign Out</button></header><main><h1>Welcome back, <!-- -->${SHELL_DISPLAY_NAME.split(' ')[0]}<!-- -->!</h1><section aria-label="Recent Activity"><div data-testid="recent-activity-room" data-recent-rows="0"></div></section></main>`;
const SESSION_KEY = 'firebase:authUser:api-key:[DEFAULT]';

function openDashboard(session: unknown, address = '/dashboard') {
  window.history.replaceState(null, '', address);
  if (session !== undefined)
    localStorage.setItem(SESSION_KEY, typeof session === 'string' ? session : JSON.stringify(session));
  loadRouteShellPage('/dashboard', markNameSlots(DRAWN));
  runPageScripts();
}

/** The rows Recent Activity's loading state keeps room for in the shell (remote-account's RecentActivity). */
const recentActivityRoom = () =>
  within(screen.getByRole('region', { name: 'Recent Activity' }))
    .getByTestId('recent-activity-room')
    .getAttribute('data-recent-rows');

afterEach(() => {
  clearPage();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the signed-in route shell (/dashboard)', () => {
  it("is drawn with slots where the stand-in's name was: the full name empty, the greeting 'Seller'", () => {
    expect(markNameSlots(DRAWN)).toBe(
      '<header><p><span data-shell-slot="name"></span></p><button>Sign Out</button></header>' +
        '<main><h1>Welcome back, <!-- --><span data-shell-slot="first-name">Seller</span><!-- -->!</h1>' +
        '<section aria-label="Recent Activity"><div data-testid="recent-activity-room" data-recent-rows="0"></div></section></main>',
    );
    // A screen that shows the name some other way would leave the stand-in's in the page.
    expect(() => markNameSlots('<p>ROUTESHELLLASTNAME, ROUTESHELLFIRSTNAME</p>')).toThrow(/stand-in name/);
  });

  it("takes the seller's name from the persisted session before the first paint, worded as the screen words it", () => {
    openDashboard({ uid: 'u1', displayName: '  Ada   Lovelace ', email: 'ada@example.com' });
    expect(routeShellOnPage()).toBe(true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Ada!');
    expect(screen.getByRole('banner')).toHaveTextContent(/^Ada Lovelace\s*Sign Out$/);
  });

  it("with no display name: the header shows the e-mail, the greeting 'Seller' (spec §2)", () => {
    openDashboard({ uid: 'u1', email: 'ada@example.com' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Seller!');
    expect(screen.getByRole('banner')).toHaveTextContent(/^ada@example\.com\s*Sign Out$/);
  });

  it.each([
    ['3', '3'],
    ['5', '5'],
    [null, '0'],
    ['9', '0'],
    ['1.5', '0'],
    ['rows', '0'],
  ])('keeps the room of the rows the seller saw last time: stored %p, %s rows', (stored, rows) => {
    if (stored !== null) localStorage.setItem(`${RECENT_ROWS_KEY_PREFIX}u1`, stored);
    localStorage.setItem(`${RECENT_ROWS_KEY_PREFIX}someone-else`, '4');
    openDashboard({ uid: 'u1', email: 'ada@example.com' });
    expect(recentActivityRoom()).toBe(rows);
  });

  it.each([
    ['no persisted session', undefined, '/dashboard'],
    ['an unreadable session', '{not json', '/dashboard'],
    ['a session that is not a user', 'null', '/dashboard'],
    ['the history view (a query)', { uid: 'u1' }, '/dashboard?view=history'],
  ])('goes before the first paint with %s', (_what, session, address) => {
    openDashboard(session, address);
    expect(routeShellOnPage()).toBe(false);
  });

  it('goes when the history entry carries state (a notice another screen handed over)', () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ uid: 'u1' }));
    window.history.replaceState({ usr: { notice: 'Account created!' }, key: 'k', idx: 0 }, '', '/dashboard');
    loadRouteShellPage('/dashboard', markNameSlots(DRAWN));
    runPageScripts();
    expect(routeShellOnPage()).toBe(false);
  });

  it('is the one inline script of the page, and the CSP in firebase.json allows exactly it by its hash', () => {
    loadRouteShellPage('/dashboard', markNameSlots(DRAWN));
    expect(runPageScripts()).toEqual([SIGNED_IN_SHELL_SCRIPT]);
    const hash = createHash('sha256').update(SIGNED_IN_SHELL_SCRIPT).digest('base64');
    const firebase = readFileSync(join(__dirname, '../../../../../firebase.json'), 'utf8');
    const scriptSrc = /script-src ([^;]*)/.exec(firebase)?.[1] ?? '';
    expect(scriptSrc.match(/'sha256-[^']+'/g)).toEqual([`'sha256-${hash}'`]);
  });

  it('pages drawn for a signed-out visitor carry no script', () => {
    loadRouteShellPage('/camera');
    expect(runPageScripts()).toEqual([]);
    expect(routeShellOnPage()).toBe(true);
  });
});
