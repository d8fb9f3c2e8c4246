/**
 * A camera photo to results in Firefox and WebKit: a JPEG stored sideways with EXIF orientation 6,
 * through the real image pipeline, the gateway on the Functions emulator and its Demo AI upstream.
 */
import { expect, expectNoErrors, test } from '../support/fixtures';
import { analysePhoto } from '../support/flows';

/** Size and top/bottom pixel colours of the analysed photo's preview, as this engine decoded it. */
function inspectPreview() {
  const image = document.querySelector<HTMLImageElement>('[aria-label="Select photo 1"] img');
  if (!image) return null;
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(image, 0, 0);
  const x = Math.floor(image.naturalWidth / 2);
  return {
    width: image.naturalWidth,
    height: image.naturalHeight,
    top: Array.from(context.getImageData(x, 4, 1, 1).data.slice(0, 3)),
    bottom: Array.from(context.getImageData(x, image.naturalHeight - 4, 1, 1).data.slice(0, 3)),
  };
}

test('a portrait photo stored sideways (EXIF orientation 6) goes to Demo AI results, upright and resized', async ({
  app,
}, testInfo) => {
  // Straight to /camera: a visit to / first was left while its start-up chunks were loading, and
  // Firefox reports such a load, cut off by the navigation, as the page's ChunkLoadError (CI, once).
  await analysePhoto(app, 'portraitExif6');
  // Not a skip: where WebCodecs' ImageDecoder is missing (WebKit), the same flow checks the
  // createImageBitmap fallback the pipeline takes there.
  if (!(await app.evaluate(() => typeof (globalThis as { ImageDecoder?: unknown }).ImageDecoder === 'function'))) {
    testInfo.annotations.push({
      type: 'fallback',
      description: `${app.engine} has no ImageDecoder: the photo is decoded with createImageBitmap`,
    });
  }
  await expect.poll(() => app.evaluate(inspectPreview).then((preview) => (preview?.width ?? 0) > 0)).toBe(true);
  const preview = await app.evaluate(inspectPreview);
  expect(preview && Math.max(preview.width, preview.height)).toBe(1280);
  expect(preview && preview.width < preview.height).toBe(true); // upright: portrait, not the stored landscape
  const [r, g, b] = preview?.top ?? [0, 0, 0];
  expect(r).toBeGreaterThan(200); // the red band is at the top…
  expect(g + b).toBeLessThan(80);
  const [br, bg] = preview?.bottom ?? [0, 0, 0];
  expect(br - bg).toBeLessThan(100); // …not at the bottom
  expectNoErrors(app);
});
