export interface Size {
  width: number;
  height: number;
}

/** Scales `size` down (never up) so its longest side is at most `maxDimension`, keeping aspect. */
export function fitWithin({ width, height }: Size, maxDimension: number): Size {
  const longest = Math.max(width, height);
  if (longest <= maxDimension) return { width, height };
  const scale = maxDimension / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
