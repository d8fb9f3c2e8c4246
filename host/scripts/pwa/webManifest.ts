/**
 * The web app manifest (README, "Install it; offline"): what makes the app installable, and its
 * Web Share Target.
 * Emitted into the host's build as /manifest.webmanifest (webManifestPlugin.ts) and precached.
 */
import { SHARE_TARGET_ACCEPT, SHARE_TARGET_ACTION, SHARE_TARGET_FILES_FIELD } from '@snap/shared/pwa';

/** The MUI theme's primary colour (shared/src/theme/theme.ts; a unit test keeps them equal). */
export const THEME_COLOR = '#4f46e5';
/** The page's own background (host/public/index.html), shown on the splash screen. */
export const BACKGROUND_COLOR = '#f8fafc';

export function webManifest() {
  return {
    name: 'Snap. Price. Sell.',
    short_name: 'Snap Price',
    description: 'Photograph a second-hand item, get an instant AI resale price, and share the listing.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    // A photo shared from the gallery arrives as a multipart POST; the service worker answers it.
    // Only the photo formats the service worker keeps (it checks the bytes too): no SVG, no GIF.
    share_target: {
      action: SHARE_TARGET_ACTION,
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { files: [{ name: SHARE_TARGET_FILES_FIELD, accept: SHARE_TARGET_ACCEPT }] },
    },
  };
}
