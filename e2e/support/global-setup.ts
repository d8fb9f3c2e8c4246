/**
 * Makes sure Debian's Chromium is there (installs it when root, otherwise stops with a clear
 * message), then makes the photo fixtures once, before any test: drawn lazily, the first test to
 * ask for one paid 15–35 s of drawing out of its own timeout on a busy machine.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium';

export default async function globalSetup(): Promise<void> {
  ensureChromium();
  const { makeFixtures } = await import('../fixtures/make-fixtures.mjs');
  await makeFixtures();
}

function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. ` +
        'Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).',
    );
  }
  process.stderr.write('Chromium missing: installing Debian package chromium…\n');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get finished but ${CHROMIUM_PATH} is still missing`);
}
