/** The suites' browser: Debian's Chromium and its flags, as every script uses it (scripts/chromium.cjs). */
export { CHROMIUM_PATH, CHROMIUM_ARGS } from '../../scripts/chromium.cjs';
