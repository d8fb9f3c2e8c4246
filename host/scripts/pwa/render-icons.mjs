#!/usr/bin/env node
/**
 * Renders the app's PNG icons from their SVGs (host/public/icons/*.svg) in headless Chromium.
 * Run once when an SVG changes, and commit the PNGs: the build copies them as they are.
 *
 *   node host/scripts/pwa/render-icons.mjs
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const icons = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'icons');
const RENDERS = [
  // The page's favicon. A PNG, not the SVG: Chromium decodes a favicon on the page's main thread,
  // and an SVG one builds a whole SVG document there (11–17 ms on this machine, 45–70 ms at the
  // 4× CPU slowdown of a mid-range phone), where a 48 px PNG takes well under 1 ms.
  ['icon.svg', 'favicon-48.png', 48],
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  // iOS rounds the corners itself: the full-bleed art.
  ['icon-maskable.svg', 'apple-touch-icon.png', 180],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const [svg, png, size] of RENDERS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = readFileSync(join(icons, svg), 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${markup}</body></html>`);
    await page.screenshot({ path: join(icons, png), omitBackground: true });
    await page.close();
    process.stdout.write(`${png} (${size}×${size})\n`);
  }
} finally {
  await browser.close();
}
