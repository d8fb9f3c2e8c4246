import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme } from '@snap/shared';
import { SHARE_TARGET_ACTION } from '@snap/shared/pwa';
import { BACKGROUND_COLOR, THEME_COLOR, webManifest } from '../webManifest';

const publicDir = join(__dirname, '..', '..', '..', 'public');

function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the web app manifest', () => {
  it('is installable: name, standalone display, start URL and scope, the theme’s colours', () => {
    expect(webManifest()).toMatchObject({
      name: 'Snap. Price. Sell.',
      short_name: 'Snap Price',
      display: 'standalone',
      start_url: '/',
      scope: '/',
    });
    expect(THEME_COLOR).toBe(theme.palette.primary.main);
    const page = readFileSync(join(publicDir, 'index.html'), 'utf8');
    expect(page).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
    expect(page).toContain(`background: ${BACKGROUND_COLOR}`);
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('lists 192 and 512 px icons and a maskable one, each a PNG of the size it claims', () => {
    const { icons } = webManifest();
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(join(publicDir, icon.src))).toEqual({ width, height });
    }
    expect(pngSize(join(publicDir, 'icons', 'apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
  });

  it('registers a POST share target for JPEG, PNG, WebP and HEIC photos only, answered by the service worker', () => {
    expect(webManifest().share_target).toEqual({
      action: SHARE_TARGET_ACTION,
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        files: [{ name: 'photos', accept: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] }],
      },
    });
  });
});
