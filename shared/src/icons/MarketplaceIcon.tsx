/**
 * Marketplace icons as inline SVG: emoji icons render as empty boxes on systems without a colour
 * emoji font (headless Chromium, many Linux desktops). Decorative: the name is always beside it.
 *
 * One style for all nine, every mark drawn for this project (no third-party artwork, so no licence
 * to track; no font either, so they look the same everywhere): the marketplace's brand colour on a
 * rounded tile, and a mark of our own in one white 2-unit stroke that reads at 24 px: the name's
 * initial, or what the marketplace is known by. Where a brand colour is too light for a white mark
 * (Mercari's sky blue), a deeper shade of it keeps the mark visible (3:1 or more).
 */
import type { ReactNode } from 'react';
import type { MarketplaceId } from '../types/entities';

interface IconSpec {
  background: string;
  glyph: ReactNode;
}

/** The white mark: strokes, round ends. */
const mark = (...paths: string[]) => (
  <g fill="none" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    {paths.map((d) => (
      <path key={d} d={d} />
    ))}
  </g>
);

const ICONS: Record<MarketplaceId, IconSpec> = {
  // Drawn here: a lowercase f.
  facebook: { background: '#1877f2', glyph: mark('M11 18.5V9.3c0-1.8.9-2.8 2.7-2.8h1.5', 'M8.6 11.4h5.6') },
  // Drawn here: a camera outline with its lens and flash.
  instagram: {
    background: '#d62976',
    glyph: mark(
      'M9.5 5.5h5a4 4 0 0 1 4 4v5a4 4 0 0 1-4 4h-5a4 4 0 0 1-4-4v-5a4 4 0 0 1 4-4z',
      'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z',
      'M16 8h.01',
    ),
  },
  // Drawn here: a price tag.
  offerup: { background: '#00a87e', glyph: mark('M6 11.2 11.2 6H18v6.8L12.8 18z', 'M15.2 8.8h.01') },
  // Drawn here: a lowercase m (Mercari's sky blue, deepened for the white mark).
  mercari: {
    background: '#1c8fd6',
    glyph: mark(
      'M6.8 17V9.6',
      'M6.8 12c0-1.7 1.1-2.7 2.6-2.7S12 10.3 12 12v5',
      'M12 12c0-1.7 1.1-2.7 2.6-2.7s2.6 1 2.6 2.7v5',
    ),
  },
  // Drawn here: a peace sign, the sign Craigslist is known by.
  craigslist: {
    background: '#5a2d82',
    glyph: mark('M12 5.5a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13z', 'M12 5.5v13', 'M12 12l-4.6 4.6', 'M12 12l4.6 4.6'),
  },
  // Drawn here: a capital V.
  vinted: { background: '#09b1ba', glyph: mark('M7.2 7 12 17.2 16.8 7') },
  // Drawn here: a lowercase d.
  depop: { background: '#ff2300', glyph: mark('M11.5 10a3.6 3.6 0 1 0 0 7.2a3.6 3.6 0 1 0 0-7.2z', 'M15.1 6v11.2') },
  // Drawn here: a capital P.
  poshmark: { background: '#7f0353', glyph: mark('M8.6 18V6.5h3.7a3.3 3.3 0 0 1 0 6.6H8.6') },
  // Drawn here: a lowercase e (eBay's red).
  ebay: {
    background: '#e53238',
    glyph: mark('M7.2 12.2h9.6c0-2.9-2-4.8-4.7-4.8s-4.9 2-4.9 4.8 2 4.9 4.9 4.9c1.6 0 2.9-.6 3.9-1.7'),
  },
};

export interface MarketplaceIconProps {
  marketplace: MarketplaceId;
  size?: number;
}

export function MarketplaceIcon({ marketplace, size = 28 }: MarketplaceIconProps) {
  const { background, glyph } = ICONS[marketplace];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-marketplace={marketplace}
    >
      <rect x="0.5" y="0.5" width="23" height="23" rx="6" fill={background} />
      {glyph}
    </svg>
  );
}
