/** Sign-up and sign-in through the real auth screen on the Auth emulator, in Firefox and WebKit. */
import { createAccount, readOobCodes, waitForAuthEmulator } from '../../support/authEmulator';
import { expect, expectNoErrors, expectPath, expectRole, expectText, test } from '../support/fixtures';
import { freshEmail, PASSWORD, signInWithPassword, signUp } from '../support/flows';

test.beforeAll(waitForAuthEmulator);

test('sign up with a display name: greeted by first name, verification e-mail sent, kept across a reload', async ({
  app,
}) => {
  const email = freshEmail(app, 'signup');
  await signUp(app, { displayName: 'Alice Smith', email });
  await expectRole(app, { role: 'heading', name: 'Welcome back, Alice!' });
  await expectText(app, 'Account created! Please check your email to verify your account.');
  expect((await readOobCodes(email)).map((code) => code.requestType)).toEqual(['VERIFY_EMAIL']);

  // The session lives in this engine's storage (IndexedDB): a reload keeps the seller signed in.
  await app.goto('/dashboard');
  await expectRole(app, { role: 'heading', name: 'Welcome back, Alice!' });
  await expectRole(app, { role: 'banner', name: 'Alice Smith', exact: false });
  expectNoErrors(app);
});

test('sign in with a password, then sign out from the header', async ({ app }) => {
  const email = freshEmail(app, 'signin');
  await createAccount({ email, password: PASSWORD, displayName: 'Bob Stone' });
  await signInWithPassword(app, email);
  await expectRole(app, { role: 'heading', name: 'Welcome back, Bob!' });

  await app.click({ role: 'button', name: 'Sign Out' });
  await expectPath(app, '/');
  await expectRole(app, { role: 'link', name: 'Sign In' });
  expectNoErrors(app);
});
