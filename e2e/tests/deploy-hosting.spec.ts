/**
 * The deploy as production runs it, through the Firebase Hosting emulator serving the real
 * firebase.json over the staged builds (scripts/deploy/local-hosting.mjs): headers, cache rules,
 * CORS, the CSP under the main flow, and a page that outlives a remote's redeploy.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { choosePhoto, expectCameraScreen, fixturePath } from '../support/capture';
import { expect, test } from '../support/fixtures';
import { hostingOrigin, hostingUrl, SITES } from '../support/hosting';
import { rebuiltCopy } from '../support/rebuild';

const root = join(__dirname, '..', '..');
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Every CSP violation the page reports, from the DOM event and from the console. */
async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  return violations;
}

test.describe('deployed through the Hosting emulator', () => {
  test('every site sends the security headers and its cache rules', async ({ request }) => {
    const host = await request.get(hostingUrl('host', '/camera'));
    expect(host.ok()).toBe(true);
    const csp = host.headers()['content-security-policy'];
    const remotes = SITES.filter((site) => site !== 'host').map(hostingOrigin);
    // Scripts from the host and the remotes only: no inline script at all.
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toMatch(
      new RegExp(`^'self' ${remotes.join(' ').replace(/[.]/g, '\\.')} https://apis\\.google\\.com 'wasm-unsafe-eval'$`),
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/'unsafe-eval'|script-src[^;]*unsafe-inline/);
    expect(host.headers()['permissions-policy']).toMatch(/^camera=\(self\)/);
    // Other origins' windows get no handle on the host's; the Google sign-in popup keeps its opener.
    expect(host.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(host.headers()['cache-control']).toBe(NO_CACHE);
    expect((await request.get(hostingUrl('host', '/app-config.json'))).headers()['cache-control']).toBe(NO_CACHE);
    // The page's script (main.js, the federation runtime and the start-up): hashed, so immutable.
    const script = /src="\/?([\w.-]+\.[0-9a-f]+\.js)"/.exec(await host.text())?.[1];
    expect(script).toBeDefined();
    expect((await request.get(hostingUrl('host', `/${script}`))).headers()['cache-control']).toBe(IMMUTABLE);
    // cleanUrls: /camera is its page with the early camera screen, /auth/signup the plain page.
    expect(await host.text()).toContain('id="early-capture"');
    expect(await (await request.get(hostingUrl('host', '/auth/signup'))).text()).not.toContain('id="early-capture"');

    for (const site of SITES) {
      const headers = (await request.get(hostingUrl(site, '/release.json'))).headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toMatch(/^max-age=31536000/);
      expect(headers['cache-control']).toBe(NO_CACHE);
      if (site === 'host') continue;
      expect(headers['permissions-policy']).toMatch(/^camera=\(\)/);
      for (const entry of ['/mf-manifest.json', '/remoteEntry.js']) {
        const reply = await request.get(hostingUrl(site, entry), { headers: { Origin: hostingOrigin('host') } });
        expect(reply.headers()['cache-control']).toBe(NO_CACHE);
        expect(reply.headers()['access-control-allow-origin']).toBe(hostingOrigin('host'));
      }
    }
  });

  test('a remote answers CORS to the host only: a foreign page cannot read it', async ({ page }) => {
    const manifest = hostingUrl('remote-capture', '/mf-manifest.json');
    const read = (url: string) =>
      fetch(url).then(
        (reply) => reply.status,
        (error: Error) => error.name,
      );
    await page.goto(hostingUrl('remote-share', '/release.json'));
    expect(await page.evaluate(read, manifest)).toBe('TypeError');
    await page.goto(hostingUrl('host', '/release.json'));
    expect(await page.evaluate(read, manifest)).toBe(200);
  });

  test('landing → camera → analysis → results → sign-in runs under the CSP without a violation', async ({
    page,
    consoleLog,
  }) => {
    test.setTimeout(120_000);
    const violations = await recordCspViolations(page);
    await page.goto(hostingUrl('host', '/'));
    await page.getByRole('link', { name: 'Try It Now - Free!' }).click();
    await expect(page).toHaveURL(/\/camera$/);
    await choosePhoto(page, await fixturePath('photo12mp'));
    await expect(page.getByText('Estimated Price')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText('Demo AI')).toBeVisible();
    await page.goto(hostingUrl('host', '/auth'));
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    expect(violations).toEqual([]);
    expect(consoleLog.errors).toEqual([]);
  });
});

test.describe('redeploying remote-capture alone', () => {
  test('a page opened before keeps opening its lazy parts; a new page shows the new release; the host is untouched', async ({
    page: stale,
    browser,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'desktop',
      "one redeploy per suite: the emulator's sites are shared by every project",
    );
    // Two analyses and a redeploy on a shared 2-core machine.
    test.setTimeout(150_000);
    const hostBefore = hashSite('host');
    const staleErrors: string[] = [];
    stale.on('pageerror', (error) => staleErrors.push(error.message));
    await stale.goto(hostingUrl('host', '/camera'));
    await expectCameraScreen(stale);

    const edit = { from: 'Try it free! No signup required.', to: 'Try it free, new release! No signup required.' };
    const rebuilt = rebuiltCopy(join(root, 'remote-capture', 'dist'), edit);
    // Imported here, as remote-failure.spec.ts does: Playwright's loader turns a static import of .mjs into CommonJS.
    const { deploy } = await import('../../scripts/deploy/deploy.mjs');
    await deploy('remote-capture', { local: true, distDir: rebuilt.dir, log: () => undefined });

    // The stale page now asks for chunks the new release does not have: they were carried over.
    const capture = hostingOrigin('remote-capture');
    const failed: string[] = [];
    const oldChunks: string[] = [];
    stale.on('response', (reply) => {
      if (!reply.url().startsWith(capture)) return;
      if (!reply.ok()) failed.push(`${reply.status()} ${reply.url()}`);
      if (rebuilt.renamed.has(new URL(reply.url()).pathname.slice(1))) oldChunks.push(reply.url());
    });
    await choosePhoto(stale, await fixturePath('photo12mp'));
    await expect(stale.getByText('Estimated Price')).toBeVisible({ timeout: 45_000 });
    expect(failed).toEqual([]);
    expect(oldChunks.length).toBeGreaterThan(0);
    expect(staleErrors).toEqual([]);

    // A new visitor: in the stale page's own browser the visitor's result is restored, and the
    // "Try it free" banner shows only on an empty camera screen.
    const visitor = await browser.newContext();
    const fresh = await visitor.newPage();
    await fresh.goto(hostingUrl('host', '/camera'));
    await expect(fresh.getByText(edit.to, { exact: false })).toBeVisible();
    await visitor.close();
    expect(hashSite('host')).toBe(hostBefore);
  });
});

test('`npm run deploy:remote-share -- --dry-run` builds, stages and names only remote-share', async () => {
  // The root script hands over to the workspace, whose predeploy builds that workspace alone.
  const scripts = (workspace: string) =>
    JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')).scripts;
  expect(scripts('.')['deploy:remote-share']).toBe('npm run deploy -w remote-share --');
  expect(scripts('remote-share')).toMatchObject({
    predeploy: 'npm run build',
    deploy: 'node ../scripts/deploy/deploy.mjs remote-share',
  });

  // The workspace's deploy step itself (building here would rewrite the dist the stack serves).
  const env = {
    FIREBASE_PROJECT_ID: 'snap-price-sell',
    HOSTING_SITE_HOST: 'snap-price-sell',
    HOSTING_SITE_REMOTE_CAPTURE: 'snap-price-sell-capture',
    HOSTING_SITE_REMOTE_SHARE: 'snap-price-sell-share',
    HOSTING_SITE_REMOTE_ACCOUNT: 'snap-price-sell-account',
  };
  const out = execFileSync(process.execPath, ['../scripts/deploy/deploy.mjs', 'remote-share', '--dry-run'], {
    cwd: join(root, 'remote-share'),
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  expect(out).toContain(
    'would run: firebase deploy --config firebase.deploy.json --project snap-price-sell --only hosting:remote-share --non-interactive',
  );
  const staged = out.split('\n').filter((line) => line.includes('.deploy/'));
  expect(staged.length).toBeGreaterThan(0);
  expect(staged.every((line) => line.includes('.deploy/sites/remote-share/'))).toBe(true);
  expect(out).not.toMatch(/hosting:(host|remote-capture|remote-account)\b/);
});

/** One digest of every file the host site serves. */
function hashSite(site: 'host'): string {
  const dir = join(root, '.deploy', 'local', 'sites', site);
  const digest = createHash('sha256');
  const walk = (at: string): void => {
    for (const name of readdirSync(at).sort()) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else digest.update(name).update(readFileSync(path));
    }
  };
  walk(dir);
  return digest.digest('hex');
}
