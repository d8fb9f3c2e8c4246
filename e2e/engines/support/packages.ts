/**
 * The other engines come from Debian's packages, never from a browser download: firefox-esr, and
 * WebKitGTK's WebDriver with its MiniBrowser plus a virtual display (MiniBrowser cannot start
 * without one). Installed when missing and we are root, as e2e/support/global-setup.ts does for
 * Chromium; otherwise the run stops with the command to run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_RUN_PATH = '/usr/bin/xvfb-run';

/** Debian package → a file it installs. xauth: xvfb-run needs it and does not depend on it. */
const PACKAGES: [string, string][] = [
  ['firefox-esr', FIREFOX_PATH],
  ['webkit2gtk-driver', WEBKIT_DRIVER_PATH],
  ['xvfb', XVFB_RUN_PATH],
  ['xauth', '/usr/bin/xauth'],
];

export function ensureEnginePackages(): void {
  const missing = PACKAGES.filter(([, file]) => !existsSync(file)).map(([name]) => name);
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      'The cross-engine e2e needs Debian packages that are missing. Install them with: ' +
        `sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  process.stderr.write(`Cross-engine e2e: installing Debian packages ${missing.join(' ')}…\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  const still = PACKAGES.filter(([, file]) => !existsSync(file));
  if (still.length > 0)
    throw new Error(`apt-get finished but ${still.map(([, file]) => file).join(', ')} is still missing`);
}
