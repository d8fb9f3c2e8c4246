/**
 * Each remote's standalone page (`npm run dev -w <remote>`), served here by the dev servers of the
 * running dev stack: the same `rspack serve` in the remote's folder, on the stack's port.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { choosePhoto, fixturePath } from '../support/capture';
import { stackPorts } from '../support/stack';

const standalone = (remote: 'remote_capture' | 'remote_share' | 'remote_account', path = '/') =>
  `http://127.0.0.1:${stackPorts()[remote]}${path}`;
const controls = (page: Page) => page.getByRole('complementary', { name: 'Standalone controls' });

test.describe('remote-capture standalone', () => {
  test('without the stack: analyses a photo with the demo samples, labelled Demo AI', async ({ page, consoleLog }) => {
    // What the dev server answers when no local gateway runs.
    await page.route('**/__standalone/gateway', (route) => route.fulfill({ json: { gatewayUrl: null } }));
    await page.goto(standalone('remote_capture'));
    await expect(controls(page)).toContainText('AI: demo samples');
    await choosePhoto(page, await fixturePath('photo12mp'));
    await expect(page.getByText('Estimated Price')).toBeVisible();
    await expect(page.getByText('Demo AI')).toBeVisible();
    await expect(
      page.getByText('Want to save this result? Sign up to save your listings and share to marketplaces'),
    ).toBeVisible();
    expect(consoleLog.errors).toEqual([]);
  });

  test('with the stack: analyses through the local gateway; signed in, Smart Share reaches the share stand-in', async ({
    page,
    consoleLog,
  }) => {
    const gatewayCalls: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes(`:${stackPorts().functions}/`) && gatewayCalls.push(request.url()),
    );
    await page.goto(standalone('remote_capture'));
    await expect(controls(page)).toContainText('AI: local gateway');
    await controls(page).getByRole('switch', { name: 'Act signed in' }).check();
    await choosePhoto(page, await fixturePath('photo12mp'));
    await expect(page.getByText('Demo AI')).toBeVisible();
    expect(gatewayCalls.some((url) => url.endsWith('/analyze'))).toBe(true);

    await page.getByRole('button', { name: 'Edit item name' }).click();
    await page.getByRole('textbox', { name: 'Item name' }).fill('Vintage camera');
    await page.getByRole('button', { name: 'Save item name' }).click();
    await page.getByRole('button', { name: /Smart Share/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Sharing (stand-in)' });
    await expect(dialog).toContainText('Share to Marketplaces modal');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(consoleLog.errors).toEqual([]);
  });
});

test('remote-account standalone: dashboard and profile for the sample seller, the auth screen once signed out', async ({
  page,
  consoleLog,
}) => {
  await page.goto(standalone('remote_account'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Sam!' })).toBeVisible();
  await controls(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await controls(page).getByRole('switch', { name: 'Act signed in' }).uncheck();
  await controls(page).getByRole('link', { name: 'Auth' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  expect(consoleLog.errors).toEqual([]);
});

test('remote-share standalone: its page renders', async ({ page, consoleLog }) => {
  await page.goto(standalone('remote_share'));
  // The playground (being rebuilt) has headings; the earlier one only its three buttons.
  await expect(
    page
      .getByRole('heading')
      .or(page.getByRole('button', { name: 'Share modal' }))
      .first(),
  ).toBeVisible();
  expect(consoleLog.errors).toEqual([]);
});
