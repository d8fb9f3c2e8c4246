/**
 * Scan barcode: the camera's stream read live for a code, for sellers who want the code first.
 * Chromium's fake camera plays a video of the camera's label (e2e/.fixtures/barcode-scan.y4m,
 * UPC-A 012345678905) through the real getUserMedia; the frame the code is read in becomes the
 * photo, and the market is searched by its code (the eBay stand-in's catalogue).
 */
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectResults } from '../support/capture';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { FIXTURE_DIR, FIXTURES } from '../fixtures/make-fixtures.mjs';

/** The browser with a camera whose picture is the fixture video (global setup draws it). */
const withFakeCamera = {
  executablePath: CHROMIUM_PATH,
  args: [
    ...CHROMIUM_ARGS,
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${join(FIXTURE_DIR, FIXTURES.barcodeScanVideo)}`,
  ],
};

function analyses(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/analyze')) sent.push(request);
  });
  return sent;
}

test.use({ launchOptions: withFakeCamera });

test.describe('with the camera allowed', () => {
  test.use({ permissions: ['camera'] });

  test('a barcode held to the camera is read, and the item priced by it', async ({ page }) => {
    const sent = analyses(page);
    await page.goto('/camera');
    await page.getByRole('button', { name: 'Scan barcode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan barcode' });
    await expect(dialog).toBeVisible();
    await expectResults(page);
    await expect(dialog).toBeHidden();
    expect(sent).toHaveLength(1);
    expect(await sent[0].headerValue('x-product-codes')).toBe('012345678905');
    await expect(page.getByText('Barcode in your photo: UPC-A 012345678905')).toBeVisible();
    await expect(page.getByRole('region', { name: 'eBay listings' })).toContainText(
      /Barcode 012345678905 — matched \d+ eBay listings of this exact product\./,
    );
    // The one photo is the camera's frame, whole: 16:9, as the camera gave it.
    const photos = page.getByRole('list', { name: 'Your photos' }).locator('img');
    await expect(photos).toHaveCount(1);
    const [width, height] = await photos.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(width / height).toBeCloseTo(16 / 9, 2);
  });

  test('closing the scan turns the camera off and leaves the photo path as it was', async ({ page }) => {
    // The streams the page opens, to see that closing stops them (the camera's light goes off).
    await page.addInitScript(() => {
      const media = navigator.mediaDevices;
      const open = media.getUserMedia.bind(media);
      const streams: MediaStream[] = [];
      Object.assign(window, { openedStreams: streams });
      media.getUserMedia = async (constraints) => {
        const stream = await open(constraints);
        streams.push(stream);
        return stream;
      };
    });
    // The reader held back (a slow connection): the camera runs, and no frame is read yet.
    await page.route('**/*.wasm', () => undefined);
    await page.goto('/camera');
    await page.getByRole('button', { name: 'Scan barcode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan barcode' });
    await expect(dialog.getByRole('status')).toHaveText(
      'Hold the barcode inside the frame. It is read as soon as it is sharp.',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Take Photo' })).toBeEnabled();
    const tracks = await page.evaluate(() =>
      (window as unknown as { openedStreams: MediaStream[] }).openedStreams.flatMap((stream) =>
        stream.getTracks().map((track) => track.readyState),
      ),
    );
    expect(tracks).toEqual(['ended']);
    await expect(page.getByRole('list', { name: 'Your photos' })).toHaveCount(0);
  });
});

test.describe('with the camera blocked', () => {
  test.use({ permissions: [] });

  test('says why and offers a photo instead', async ({ page }) => {
    const sent = analyses(page);
    await page.goto('/camera');
    await page.getByRole('button', { name: 'Scan barcode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan barcode' });
    await expect(dialog.getByRole('alert')).toHaveText(/Camera access is blocked for this site/);
    // The photo path is one tap away: the dialog goes, the camera's picker opens.
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Take Photo Instead' }).click();
    await chooser;
    await expect(dialog).toBeHidden();
    expect(sent).toHaveLength(0);
  });
});
