/** CommonJS so both the .mjs scripts and the TypeScript e2e suite can load it (as stack-config.cjs).
 * Debian's Chromium, never a Playwright-downloaded browser, and the flags measured to work offline
 * as root: one definition for the e2e suites, the fixtures generator and the benchmarks. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's `chromium.launch()` options for that browser. */
const chromiumLaunchOptions = () => ({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS, chromiumLaunchOptions };
