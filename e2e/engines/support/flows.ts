/**
 * The user journeys as steps any cross-engine test can chain: analyse a photo, sign up, sign in.
 * Later flows (copying from the share modal, a saved listing on the dashboard) start from these:
 * e.g. signInWithPassword, then analysePhoto, then act on the results.
 */
import { fixturePath, type FixtureName } from '../../support/capture';
import type { EnginePage } from './enginePage';
import { expectPath, expectRole, expectText } from './fixtures';

export const PASSWORD = 'secret-123';

/** On /camera, picks `fixture` as the camera button's picker would, and waits for the Demo AI results. */
export async function analysePhoto(app: EnginePage, fixture: FixtureName): Promise<void> {
  await app.goto('/camera');
  await expectRole(app, { role: 'button', name: 'Take Photo' });
  await app.chooseFile('input[type="file"]', await fixturePath(fixture));
  await expectText(app, 'Estimated Price');
  await expectText(app, 'Price Range');
  await expectText(app, 'Demo AI');
}

export interface NewSeller {
  displayName: string;
  email: string;
}

/** Signs up through the auth screen from the landing page's Sign In link; lands on the dashboard. */
export async function signUp(app: EnginePage, seller: NewSeller): Promise<void> {
  await app.goto('/');
  await app.click({ role: 'link', name: 'Sign In' });
  await app.click({ role: 'button', name: 'Sign Up' });
  await app.fill({ role: 'textbox', name: 'Display name (optional)' }, seller.displayName);
  await app.fill({ role: 'textbox', name: 'Email', exact: false }, seller.email);
  await app.fill({ role: 'textbox', name: 'Password', exact: false }, PASSWORD);
  await app.click({ role: 'button', name: 'Create Account' });
  await expectPath(app, '/dashboard');
}

/** Signs in with e-mail and password on /auth; lands on the dashboard. */
export async function signInWithPassword(app: EnginePage, email: string): Promise<void> {
  await app.goto('/auth');
  await app.fill({ role: 'textbox', name: 'Email', exact: false }, email);
  await app.fill({ role: 'textbox', name: 'Password', exact: false }, PASSWORD);
  await app.click({ role: 'button', name: 'Sign In' });
  await expectPath(app, '/dashboard');
}

/** An address no other test, engine or run uses (the emulator is shared, never reset). */
export const freshEmail = (app: EnginePage, label: string) =>
  `${label}-${app.engine}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
