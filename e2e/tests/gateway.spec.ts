import type { APIResponse, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { deleteAccountOf, newAccountToken, uniqueEmail, waitForAuthEmulator } from '../support/authEmulator';
import { gatewayUrl } from '../support/stack';

/** The AI gateway running in the Functions emulator of the local stack, with the demo upstream. */
test.describe('AI gateway through the Functions emulator', () => {
  /** A real image encoded by the browser, as base64 without the data-URL prefix. */
  const encodeInPage = (page: Page, type: 'image/jpeg' | 'image/png') =>
    page.evaluate((mime) => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 48;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#c33';
      context.fillRect(0, 0, 64, 48);
      return canvas.toDataURL(mime, 0.8).split(',')[1];
    }, type);

  /** POST /analyze's reply: one JSON event a line. */
  const events = async (response: APIResponse) =>
    (await response.text())
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));

  test('analyses a real JPEG, identified then priced, and labels the reply as demo output', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const jpeg = await encodeInPage(page, 'image/jpeg');
    const response = await request.post(gatewayUrl('/analyze'), { data: { imageBase64: jpeg } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const [identified, estimated, ...rest] = await events(response);
    expect(identified).toMatchObject({ type: 'identified', demo: true });
    expect(identified.data.itemName.length).toBeGreaterThan(0);
    expect(['new', 'like-new', 'good', 'fair', 'poor']).toContain(identified.data.estimatedCondition);
    expect(estimated).toMatchObject({ type: 'estimated', demo: true, data: { currency: 'USD' } });
    expect(rest).toEqual([]);
  });

  test('analyses a JPEG sent as raw bytes, and tells the browser the detail level on /config', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const jpeg = Buffer.from(await encodeInPage(page, 'image/jpeg'), 'base64');
    const response = await request.post(gatewayUrl('/analyze'), {
      headers: { 'Content-Type': 'image/jpeg' },
      data: jpeg,
    });
    expect(response.status()).toBe(200);
    expect((await events(response)).map((event) => event.type)).toEqual(['identified', 'estimated']);
    const config = await request.get(gatewayUrl('/config'));
    expect(await config.json()).toEqual({ imageDetail: 'low', analysisImageMaxDimension: 512 });
  });

  test('refuses a PNG with a readable message and no stack trace', async ({ page, request }) => {
    await page.goto('/');
    const png = await encodeInPage(page, 'image/png');
    const response = await request.post(gatewayUrl('/analyze'), { data: { imageBase64: png } });
    expect(response.status()).toBe(415);
    const body = await response.json();
    expect(body.error.message).toMatch(/JPEG/i);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.js:\d+/);
  });

  test('answers a body that is not JSON with a 400 and no stack trace', async ({ request }) => {
    const response = await request.post(gatewayUrl('/analyze'), {
      headers: { 'Content-Type': 'application/json' },
      data: '{"imageBase64": ',
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).not.toMatch(/at .*\.js:\d+|node_modules/);
  });

  test('a 30 MB POST is refused with 413 in the JSON error contract, and the gateway goes on answering', async ({
    request,
  }) => {
    const response = await request.post(gatewayUrl('/listing'), {
      headers: { 'content-type': 'application/json' },
      data: `{"marketplace":"${'x'.repeat(30 * 1024 * 1024)}"}`,
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'payload-too-large', message: 'The request is too large.' },
    });
    const health = await request.get(gatewayUrl('/health'));
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true });
  });

  test("a deleted account's ID token is refused with 401: the session has ended", async ({ request }, testInfo) => {
    await waitForAuthEmulator();
    const token = await newAccountToken(uniqueEmail(testInfo, 'deleted'));
    const ok = await request.post(gatewayUrl('/listing'), {
      headers: { authorization: `Bearer ${token}` },
      data: {
        item: { itemName: 'Canon AE-1', category: 'Cameras' },
        estimate: { estimatedPrice: 120 },
        marketplace: 'eBay',
      },
    });
    expect(ok.status()).toBe(200);
    await deleteAccountOf(token);
    const refused = await request.post(gatewayUrl('/listing'), {
      headers: { authorization: `Bearer ${token}` },
      data: {
        item: { itemName: 'Canon AE-1', category: 'Cameras' },
        estimate: { estimatedPrice: 120 },
        marketplace: 'eBay',
      },
    });
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Your session has ended. Sign in again.' },
    });
  });
});
