/**
 * The user journeys as steps any cross-engine test can chain: analyse a photo, sign up, sign in,
 * a signed-in seller's saved analysis, the share modal. The flows are built from them: e.g.
 * signInNewSeller, then analyseAndSave, then open the share modal or the dashboard. The app
 * opening offline (tests/offline.spec.ts) is a first visit, the servers stopped, then goto again.
 */
import { createAccount } from '../../support/authEmulator';
import { fixturePath, type FixtureName } from '../../support/capture';
import type { EnginePage } from './enginePage';
import { expect, expectPath, expectRole, expectText } from './fixtures';

export const PASSWORD = 'secret-123';

/**
 * Opens /camera (a page load), picks `fixture` as the camera button's picker would, and waits for
 * the Demo AI results.
 */
export async function analysePhoto(app: EnginePage, fixture: FixtureName): Promise<void> {
  await app.goto('/camera');
  await analyseHere(app, fixture);
}

/** The same on the /camera already shown (reached inside the app, e.g. the dashboard's Scan New Item). */
export async function analyseHere(app: EnginePage, fixture: FixtureName): Promise<void> {
  await expectRole(app, { role: 'button', name: 'Take Photo' });
  // The camera screen's own input (the early screen's, first in the page, is hidden once it is there).
  await app.chooseFile('#root input[type="file"]', await fixturePath(fixture));
  // Two real AI calls through the gateway on the Functions emulator: tens of seconds on a busy 2-core runner.
  await expect
    .poll(() => app.hasText('Estimated Price'), { message: `${app.engine}: the results`, timeout: 60_000 })
    .toBe(true);
  await expectText(app, 'Price Range');
  await expectText(app, 'Demo AI');
}

export interface NewSeller {
  displayName: string;
  email: string;
}

/**
 * Signs up through the auth screen from the landing page's Sign In link; lands on the dashboard,
 * its listings answered.
 */
export async function signUp(app: EnginePage, seller: NewSeller): Promise<void> {
  await app.goto('/');
  await app.click({ role: 'link', name: 'Sign In' });
  await app.click({ role: 'button', name: 'Sign Up' });
  await app.fill({ role: 'textbox', name: 'Display name (optional)' }, seller.displayName);
  await app.fill({ role: 'textbox', name: 'Email', exact: false }, seller.email);
  await app.fill({ role: 'textbox', name: 'Password', exact: false }, PASSWORD);
  await app.click({ role: 'button', name: 'Create Account' });
  await expectPath(app, '/dashboard');
  await expectListingsAnswered(app);
}

/**
 * Signs in with e-mail and password on /auth (of the stack's host, or of `origin`); lands on the
 * dashboard, its listings answered.
 */
export async function signInWithPassword(app: EnginePage, email: string, origin = ''): Promise<void> {
  await app.goto(`${origin}/auth`);
  await app.fill({ role: 'textbox', name: 'Email', exact: false }, email);
  await app.fill({ role: 'textbox', name: 'Password', exact: false }, PASSWORD);
  await app.click({ role: 'button', name: 'Sign In' });
  await expectPath(app, '/dashboard');
  await expectListingsAnswered(app);
}

/** An address no other test, engine or run uses (the emulator is shared, never reset). */
export const freshEmail = (app: EnginePage, label: string) =>
  `${label}-${app.engine}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A seller made on the Auth emulator, then signed in on /auth. */
export async function signInNewSeller(app: EnginePage, label: string, displayName = 'Cara Diaz'): Promise<string> {
  const email = freshEmail(app, label);
  await createAccount({ email, password: PASSWORD, displayName });
  await signInWithPassword(app, email);
  return email;
}

/**
 * The dashboard's listings have answered (Firestore's first snapshot for a new seller comes from
 * the server): leaving before that aborts the listen request mid-flight, which Firestore logs as
 * a console error in Firefox, and a click on the header can meet a re-render.
 */
export async function expectListingsAnswered(app: EnginePage): Promise<void> {
  await expectRole(app, { role: 'region', name: 'Recent Activity' });
  await expect
    .poll(
      () =>
        app.evaluate(() =>
          document.querySelector('section[aria-labelledby="recent-activity"]')?.getAttribute('aria-busy'),
        ),
      { message: `${app.engine}: Recent Activity loaded` },
    )
    .toBe('false');
}

/** A dashboard figure as its card reads, label and value: "Items Scanned1"; undefined while there is none. */
export const statText = (app: EnginePage, label: string) =>
  app.evaluate(
    (name) =>
      Array.from(document.querySelectorAll('[role="group"]'), (group) => group.textContent).find((text) =>
        text?.startsWith(name),
      ),
    label,
  );

/**
 * Signed in: analyses `fixture` on /camera, opened by a page load ('page-load') or already shown
 * ('here'), and waits until the result is saved; returns the item's name (the results heading).
 */
export async function analyseAndSave(
  app: EnginePage,
  fixture: FixtureName,
  camera: 'page-load' | 'here',
): Promise<string> {
  await (camera === 'page-load' ? analysePhoto(app, fixture) : analyseHere(app, fixture));
  // The save waits for Firestore's answer: the emulator's first write compiles the rules (seconds on a busy machine).
  await expect
    .poll(() => app.hasText('Saved to your listings'), { message: `${app.engine}: saved`, timeout: 30_000 })
    .toBe(true);
  const name = await app.evaluate(() => document.getElementById('result-heading')?.textContent?.trim() ?? '');
  expect(name).not.toBe('');
  return name;
}

/** From the results, opens Smart Share; the modal is up. */
export async function openShareModal(app: EnginePage): Promise<void> {
  await app.click({ role: 'button', name: 'Smart Share', exact: false });
  await expectRole(app, { role: 'dialog', name: 'Share to Marketplaces' });
}
