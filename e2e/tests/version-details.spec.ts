/**
 * The version badge's details: which build of the shell and of each remote the page
 * runs, read from the remotes' manifests, for a bug report or a support call.
 */
import { expectCameraScreen } from '../support/capture';
import { test, expect } from '../support/fixtures';
import { stackPorts } from '../support/stack';

const REMOTES = [
  { row: 'Capture', port: () => stackPorts().remote_capture },
  { row: 'Share', port: () => stackPorts().remote_share },
  { row: 'Account', port: () => stackPorts().remote_account },
];

interface BuildInfo {
  buildVersion: string;
  commit: string;
}

test('the version badge opens the version details, which Escape closes back onto the badge', async ({
  page,
  consoleLog,
}) => {
  const builds = await Promise.all(
    REMOTES.map(async ({ port }) => {
      const manifest = await (await page.request.get(`http://127.0.0.1:${port()}/mf-manifest.json`)).json();
      return (manifest as { metaData: { buildInfo: BuildInfo } }).metaData.buildInfo;
    }),
  );
  await page.goto('/camera');
  await expectCameraScreen(page);

  const badge = page.getByRole('button', { name: 'v1.0.512, version details' });
  await expect(badge).toHaveAttribute('aria-haspopup', 'dialog');
  await badge.click();
  const dialog = page.getByRole('dialog', { name: 'Version details' });
  await expect(dialog).toBeVisible();
  const rows = dialog.getByRole('list', { name: 'Modules' }).getByRole('listitem');
  await expect(rows).toHaveCount(4);

  await expect(rows.nth(0)).toHaveText(/^Shell v1\.0\.512\s*Commit ([0-9a-f]{4,40}|unknown) · Running on this page$/);
  // The capture remote is open on this page; the other two are read from the manifests they serve now.
  const states = [
    'Running on this page',
    'Deployed, not opened on this page yet',
    'Deployed, not opened on this page yet',
  ];
  for (const [index, { row }] of REMOTES.entries()) {
    const { buildVersion, commit } = builds[index];
    expect(commit).toMatch(/^[0-9a-f]{4,40}$/);
    await expect(rows.nth(index + 1)).toHaveText(`${row} v${buildVersion}Commit ${commit} · ${states[index]}`);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(badge).toBeFocused();
  expect(consoleLog.errors).toEqual([]);
});
