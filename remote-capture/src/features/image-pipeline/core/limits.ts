/**
 * The limits the pipeline works to (spec §5/§9). Passed in as plain data so the worker bundle
 * never imports `@snap/shared` (a federated singleton the worker has no runtime for).
 */
export interface PipelineLimits {
  /** Longest side of the output, in pixels. */
  maxDimension: number;
  /** Largest acceptable output, in bytes. */
  targetBytes: number;
  qualityStart: number;
  qualityStep: number;
  qualityFloor: number;
}

/** The spec's quality grid, highest first: start, start − step, …, floor (e.g. 0.9 … 0.1). */
export function qualityGrid({ qualityStart, qualityStep, qualityFloor }: PipelineLimits): number[] {
  const steps = Math.round((qualityStart - qualityFloor) / qualityStep);
  return Array.from({ length: steps + 1 }, (_, i) => Math.round((qualityStart - i * qualityStep) * 1000) / 1000);
}
