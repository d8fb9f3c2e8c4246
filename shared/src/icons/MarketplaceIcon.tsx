/**
 * Marketplace icons as inline SVG: emoji icons render as empty boxes on systems without a colour
 * emoji font (headless Chromium, many Linux desktops). Decorative: the name is always beside it.
 */
import type { ReactNode } from 'react';
import type { MarketplaceId } from '../types/entities';

interface IconSpec {
  background: string;
  glyph: ReactNode;
}

const letter = (text: string, size = 13, color = '#ffffff') => (
  <text
    x="12"
    y="12"
    dy="0.35em"
    textAnchor="middle"
    fontFamily="Arial, Helvetica, sans-serif"
    fontWeight="700"
    fontSize={size}
    fill={color}
  >
    {text}
  </text>
);

const ICONS: Record<MarketplaceId, IconSpec> = {
  facebook: {
    background: '#1877f2',
    glyph: (
      <path
        d="M13.4 19v-6.1h2.1l.3-2.4h-2.4V9c0-.7.2-1.2 1.2-1.2h1.3V5.6a17 17 0 0 0-1.9-.1c-1.9 0-3.1 1.1-3.1 3.2v1.8H8.8v2.4h2.1V19z"
        fill="#ffffff"
      />
    ),
  },
  instagram: {
    background: '#d62976',
    glyph: (
      <g fill="none" stroke="#ffffff" strokeWidth="1.8">
        <rect x="5.5" y="5.5" width="13" height="13" rx="4" />
        <circle cx="12" cy="12" r="3" />
        <circle cx="16.1" cy="7.9" r="0.6" fill="#ffffff" stroke="none" />
      </g>
    ),
  },
  offerup: {
    background: '#00a87e',
    glyph: (
      <path
        d="M6 11.2 11.2 6H18v6.8L12.8 18zM15.2 8.8a1 1 0 1 0 0 .01"
        fill="none"
        stroke="#ffffff"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    ),
  },
  mercari: { background: '#4dc9ff', glyph: letter('m', 15) },
  craigslist: { background: '#5a2d82', glyph: letter('CL', 10) },
  vinted: { background: '#09b1ba', glyph: letter('V') },
  depop: { background: '#ff2300', glyph: letter('d', 15) },
  poshmark: { background: '#7f0353', glyph: letter('P') },
  ebay: { background: '#ffffff', glyph: letter('e', 16, '#e53238') },
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
      {/* eBay's white tile needs an outline to be seen on a white sheet. */}
      <rect
        x="0.5"
        y="0.5"
        width="23"
        height="23"
        rx="6"
        fill={background}
        stroke={background === '#ffffff' ? '#c4c4c4' : 'none'}
      />
      {glyph}
    </svg>
  );
}
