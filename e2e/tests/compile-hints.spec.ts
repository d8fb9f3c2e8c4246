/**
 * Issue 16: every script an app builds starts with V8's compile hint (shared/federation/compileHints.ts),
 * so Chromium compiles it while it streams in, off the main thread, instead of function by
 * function inside start-up's tasks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { COMPILE_HINT } from '../../shared/federation/compileHints';
import { SITES } from '../support/hosting';

const ROOT = join(__dirname, '..', '..');
// Not built by the app's compilation: the service worker (its own build) and the prerendered
// pages' loader (host/prerender/paintFirst.ts), a few lines run once.
const NOT_THE_APPS_OWN = /^(sw\.js|paint-first\.[0-9a-f]+\.js)$/;

test("every script of every app's build starts with the compile hint", () => {
  const scripts = SITES.flatMap((app) =>
    readdirSync(join(ROOT, app, 'dist'))
      .filter((name) => name.endsWith('.js') && !NOT_THE_APPS_OWN.test(name))
      .map((name) => join(app, 'dist', name)),
  );
  expect(scripts.length).toBeGreaterThan(50);
  const without = scripts.filter((file) => !readFileSync(join(ROOT, file), 'utf8').startsWith(`${COMPILE_HINT}\n`));
  expect(without).toEqual([]);
});
