import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';

const ROOT = join(__dirname, '..', '..');
const APPS = ['host', 'remote-capture', 'remote-share', 'remote-account'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The key lives in the gateway: no browser bundle may carry a key, the SDK's browser flag or the provider's URL. */
test('built browser bundles contain no API key, no dangerouslyAllowBrowser and no api.openai.com', () => {
  const files = APPS.flatMap((app) => filesUnder(join(ROOT, app, 'dist'))).filter((f) => /\.(js|html|json)$/.test(f));
  expect(files.length).toBeGreaterThan(20);
  const offenders = files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [/sk-[A-Za-z0-9_-]{20,}/, /dangerouslyAllowBrowser/, /api\.openai\.com/, /OPENAI_API_KEY/]
      .filter((pattern) => pattern.test(text))
      .map((pattern) => `${file.slice(ROOT.length)}: ${pattern}`);
  });
  expect(offenders).toEqual([]);
});
