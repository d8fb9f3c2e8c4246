/**
 * The photo sent for analysis is what the model reads. At the gateway's default
 * `detail: low` the model sees 512 px, so the browser sends a 512 px JPEG as raw bytes (≤ 60 KB),
 * having asked the gateway's /config, while the photo kept for display stays 1280 px.
 */
import { test, expect } from '../support/fixtures';
import { choosePhoto, fixturePath, holdIdentify, inspectImage, jpegSize, sentImage } from '../support/capture';
import { gatewayUrl } from '../support/stack';

const IDENTIFY_REQUEST_MAX_BYTES = 60 * 1024;

test.describe('analysis request size', () => {
  test('a 12 MP photo is identified from a 512 px JPEG sent as bytes, at most 60 KB', async ({ page, consoleLog }) => {
    const config = page.waitForResponse((response) => response.url() === gatewayUrl('/config'));
    const held = await holdIdentify(page);
    // The photo goes in POST /analyze (identify and estimate in one round trip).
    const identify = page.waitForRequest(
      (request) => request.url() === gatewayUrl('/analyze') && request.method() === 'POST',
    );
    await page.goto('/camera');
    expect(await (await config).json()).toEqual({ imageDetail: 'low', analysisImageMaxDimension: 512 });
    await choosePhoto(page, await fixturePath('photo12mp'));

    const request = await identify;
    expect(request.headers()['content-type']).toBe('image/jpeg');
    const body = request.postDataBuffer() ?? Buffer.alloc(0);
    expect(body.length).toBeLessThanOrEqual(IDENTIFY_REQUEST_MAX_BYTES);
    const jpeg = sentImage(body);
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const size = await jpegSize(page, jpeg);
    expect(Math.max(size.width, size.height)).toBe(512);
    expect(size.width / size.height).toBeCloseTo(4 / 3, 1);
    held.release();

    await expect(page.getByText('Estimated Price')).toBeVisible();
    // The photo kept for display and sharing is still the 1280 px one (spec §5).
    const preview = await inspectImage(page, page.getByRole('button', { name: 'Select photo 1' }).locator('img'));
    expect(Math.max(preview.width, preview.height)).toBe(1280);
    expect(consoleLog.errors).toEqual([]);
  });
});
