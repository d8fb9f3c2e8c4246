/** Landscape and under 500 px tall: a phone on its side (no laptop window is that short by choice). */
export const SHORT_LANDSCAPE = '@media (orientation: landscape) and (max-height: 499.95px)';
