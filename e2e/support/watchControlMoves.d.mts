export interface ControlMove {
  /** When it was first drawn, ms after navigation. */
  shown: number;
  /** Where it was first drawn. */
  x: number;
  y: number;
  /** The farthest it has been from there since, px. */
  px: number;
}
export function watchControlMoves(options: { watched: Record<string, string>; windowMs: number }): void;
