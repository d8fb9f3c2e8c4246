/** The landing page on a phone in Firefox and WebKit: the spec's content, a layout that fits, the way to the camera. */
import { expect, expectNoErrors, expectPath, expectRole, expectText, test } from '../support/fixtures';
import { version } from '../../../package.json';
import { PRIVACY_TRUST_POINT } from '../../../shared/src/privacy/privacyStatement';

test('the landing page shows the spec content on a phone and its call to action opens the camera', async ({ app }) => {
  await app.goto('/');
  await expectRole(app, { role: 'heading', name: 'Snap. Price. Sell.' });
  await expectText(app, 'AI-Powered Instant Pricing');
  for (const point of ['No signup required', PRIVACY_TRUST_POINT, 'Instant results']) {
    await expectRole(app, { role: 'listitem', name: point, exact: false });
  }
  for (const step of ['Snap a Photo', 'Get Instant Pricing', 'List & Sell']) {
    await expectRole(app, { role: 'heading', name: step, exact: false });
  }
  await expectRole(app, { role: 'link', name: 'Watch Demo' });
  await expectRole(app, { role: 'link', name: 'Sign In' });
  await expectText(app, `v${version}`);
  // Nothing wider than the phone: no sideways scrolling.
  expect(await app.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expectNoErrors(app);

  await app.click({ role: 'link', name: 'Try It Now - Free!' });
  await expectPath(app, '/camera');
  await expectText(app, 'Position item in frame');
  await expectRole(app, { role: 'button', name: 'Take Photo' });
  expectNoErrors(app);
});
