/**
 * Photos chosen on /camera and not analysed yet survive a page load in Firefox and WebKit (a seller
 * photographing a batch, the phone locks, the tab reloads). Without racing the AI: the first photo
 * is shared into the installed app from the phone's gallery (the Web Share Target, which never
 * analyses on arrival), the second added with Add Another Photo next to it.
 */
import { fixturePath } from '../../support/capture';
import type { EnginePage } from '../support/enginePage';
import { expect, expectNoErrors, expectPath, expectRole, test } from '../support/fixtures';

/**
 * Which of the strip's photos are on screen, the selected one starred: "Select photo 1*", … Only
 * those drawn: the results panel, built hidden from the picker's opening, has a strip of its own.
 */
const strip = (app: EnginePage) =>
  app.evaluate(() =>
    Array.from(document.querySelectorAll('[aria-label^="Select photo"]'))
      .filter((photo) => photo.getClientRects().length > 0)
      .map((photo) =>
        photo.getAttribute('aria-pressed') === 'true'
          ? `${photo.getAttribute('aria-label')}*`
          : photo.getAttribute('aria-label'),
      ),
  );

test('photos chosen and not analysed are still there after page loads, waiting for Analyze Item', async ({ app }) => {
  // Installed: the service worker that answers the share target is active.
  await app.goto('/camera');
  await expectRole(app, { role: 'button', name: 'Take Photo' });
  await expect
    .poll(() => app.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state ?? '')), {
      message: `${app.engine}: the service worker active`,
    })
    .toBe('activated');

  // Shared from the gallery: a multipart POST to the share target, as the phone's share sheet sends.
  await app.evaluate(() => {
    const form = document.createElement('form');
    Object.assign(form, { method: 'post', enctype: 'multipart/form-data', action: '/share-target' });
    form.append(Object.assign(document.createElement('input'), { type: 'file', name: 'photos', id: 'share-input' }));
    document.body.append(form);
  });
  await app.chooseFile('#share-input', await fixturePath('photo12mp'));
  await app.evaluate(() => document.querySelector<HTMLFormElement>('form:has(#share-input)')?.submit());
  await expectRole(app, { role: 'button', name: 'Analyze this photo' });

  // The tab reloads: the photo is there, waiting; another one goes next to it.
  await app.goto('/camera');
  await expectRole(app, { role: 'button', name: 'Analyze Item' });
  expect(await strip(app)).toEqual(['Select photo 1*']);
  await app.click({ role: 'button', name: 'Add Another Photo' });
  await app.chooseFile('#root input[type="file"]', await fixturePath('portraitExif6'));
  await expect.poll(() => strip(app), { message: `${app.engine}: the photos chosen` }).toHaveLength(2);

  await app.goto('/camera');
  await expectPath(app, '/camera');
  await expect
    .poll(() => strip(app), { message: `${app.engine}: the photos after the page load` })
    .toEqual(['Select photo 1*', 'Select photo 2']);
  await expectRole(app, { role: 'button', name: 'Analyze Item' });
  expect(await app.hasText('Estimated Price')).toBe(false);
  expectNoErrors(app);
});
