/**
 * The JavaScript a first visit downloads stays within a recorded budget
 * (e2e/size-budget.json): each route's total, each remote's remoteEntry.js, and each remote's
 * chunks on the route that mounts it. Bytes only; times are `npm run bench:lighthouse`'s.
 * `SIZE_BUDGET_RECORD=1 npm run test:size -w e2e` lowers budgets to what it measures (+3%).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Locator, Page, Request } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { createAccount, uniqueEmail, waitForAuthEmulator } from '../support/authEmulator';
import { hostUrl, stackPorts } from '../support/stack';
import { overBudget, ratchet, readBudget, writeBudget, type Chunk, type Measured } from '../support/sizeBudget';

const ROOT = join(__dirname, '..', '..');
const REMOTES = ['remote-capture', 'remote-share', 'remote-account'] as const;
/** As Playwright's 'networkidle': this long without a request in flight. */
const QUIET_MS = 500;

function appOf(url: string): string {
  const ports = stackPorts();
  const port = Number(new URL(url).port);
  const byPort: Record<number, string> = {
    [ports.host]: 'host',
    [ports.remote_capture]: 'remote-capture',
    [ports.remote_share]: 'remote-share',
    [ports.remote_account]: 'remote-account',
  };
  return byPort[port] ?? `:${port}`;
}

/** The scripts a fresh browser downloads for `path` until the screen shows and the network is quiet (below). */
async function firstVisit(
  browser: Browser,
  path: string,
  ready: (page: Page) => Locator,
  options: BrowserContextOptions = {},
): Promise<(Chunk & { app: string })[]> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const sizes: Promise<Chunk & { app: string }>[] = [];
  // The network is quiet when nothing but Firestore's channels is in flight: a signed-in page
  // keeps a listen channel long-polling, so 'networkidle' may never come (seen on /dashboard).
  let inFlight = 0;
  let changedAt = Date.now();
  const counts = (request: Request) => !request.url().includes('/google.firestore.v1.Firestore/');
  const track = (step: number) => (request: Request) => {
    if (!counts(request)) return;
    inFlight += step;
    changedAt = Date.now();
  };
  page.on('request', track(1));
  page.on('requestfinished', track(-1));
  page.on('requestfailed', track(-1));
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response.finished().then(async () => ({
        app: appOf(response.url()),
        file: new URL(response.url()).pathname.slice(1),
        bytes: (await response.request().sizes()).responseBodySize,
      })),
    );
  });
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  await expect
    .poll(() => inFlight === 0 && Date.now() - changedAt >= QUIET_MS, { timeout: 30_000, intervals: [100] })
    .toBe(true);
  const chunks = await Promise.all(sizes);
  await context.close();
  return chunks;
}

function measure(path: string, chunks: (Chunk & { app: string })[]): Measured[] {
  const sum = (list: Chunk[]) => list.reduce((total, chunk) => total + chunk.bytes, 0);
  const remoteChunks = REMOTES.map((remote) =>
    chunks.filter((chunk) => chunk.app === remote && chunk.file !== 'remoteEntry.js'),
  )
    .filter((list) => list.length > 0)
    .map((list) => ({ key: `${list[0].app} chunks on ${path}`, bytes: sum(list), chunks: list }));
  return [
    {
      key: `first visit to ${path}`,
      bytes: sum(chunks),
      chunks: chunks.map(({ app, file, bytes }) => ({ file: `${app}/${file}`, bytes })),
    },
    ...remoteChunks,
  ];
}

/** remoteEntry.js as the server sends it: the same gzip of the same file, whichever route loads it. */
function remoteEntry(remote: (typeof REMOTES)[number]): Measured {
  const bytes = gzipSync(readFileSync(join(ROOT, remote, 'dist', 'remoteEntry.js')), { level: 6 }).length;
  return { key: `${remote} remoteEntry.js`, bytes, chunks: [{ file: `${remote}/remoteEntry.js`, bytes }] };
}

test('the JavaScript of a first visit stays within e2e/size-budget.json', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'bytes do not depend on the device: measured once');
  test.setTimeout(120_000);
  await waitForAuthEmulator();
  const email = uniqueEmail(testInfo, 'size');
  const password = 'size-budget-1';
  await createAccount({ email, password, displayName: 'Size Budget' });

  // A signed-in session, made in a context of its own so the dashboard's visit starts uncached.
  const signIn = await browser.newContext();
  const page = await signIn.newPage();
  await page.goto(hostUrl('/auth'));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password\b/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const signedIn = await signIn.storageState();
  await signIn.close();

  const base = { baseURL: hostUrl() };
  const measured: Measured[] = [
    ...measure(
      '/',
      await firstVisit(browser, '/', (p) => p.getByRole('heading', { level: 1, name: 'Snap. Price. Sell.' }), base),
    ),
    ...measure(
      '/camera',
      await firstVisit(browser, '/camera', (p) => p.getByRole('button', { name: 'Take Photo', exact: true }), base),
    ),
    ...measure(
      '/auth',
      await firstVisit(browser, '/auth', (p) => p.getByRole('button', { name: 'Sign In', exact: true }), base),
    ),
    ...measure(
      '/dashboard',
      await firstVisit(browser, '/dashboard', (p) => p.getByRole('heading', { name: 'Welcome back, Size!' }), {
        ...base,
        storageState: signedIn,
      }),
    ),
    ...REMOTES.map(remoteEntry),
  ];

  const budget = readBudget();
  const over = overBudget(measured, budget);
  if (process.env.SIZE_BUDGET_RECORD && over.every((line) => line.includes('has no budget')))
    writeBudget(ratchet(measured, budget));
  else expect(over, `JavaScript over budget (e2e/size-budget.json):\n${over.join('\n')}`).toEqual([]);
});
