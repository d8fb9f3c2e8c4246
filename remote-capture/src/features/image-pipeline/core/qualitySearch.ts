/**
 * Finds the JPEG quality the spec's loop would pick (start at 0.9, drop 0.1 until the output is
 * at most the target or the floor is reached) with as few encodes as possible.
 *
 * The spec's loop returns the highest grid quality whose output fits, or the floor. Output size
 * falls as quality falls, so that answer is the boundary between "too big" and "fits" on the
 * grid. We find the boundary by prediction: after the first encode, a typical size-vs-quality
 * curve predicts where it lies; the next encodes land next to the predicted boundary and refine
 * the curve with what they measured (usually 3 encodes in all). If the predictions keep missing,
 * we bisect, so the worst case stays at 7 (the spec loop's is 9). We only ever return a quality
 * we measured to fit (or the floor), so the answer can never be above the spec loop's.
 */

export interface Sample {
  quality: number;
  bytes: number;
}

export type SearchStep = { kind: 'encode'; quality: number } | { kind: 'done'; quality: number };

/**
 * Relative JPEG size by quality, measured on Chromium's encoder (libjpeg-turbo) over detailed
 * 1280 px photo-like images (the only kind still over 500 KB at 0.9). Only the ratios matter;
 * the search fits this image's own steepness after its second encode.
 */
export const TYPICAL_SIZE_CURVE: Readonly<Record<string, number>> = {
  '0.9': 1,
  '0.8': 0.76,
  '0.7': 0.62,
  '0.6': 0.52,
  '0.5': 0.44,
  '0.4': 0.36,
  '0.3': 0.28,
  '0.2': 0.18,
  '0.1': 0.08,
};

/** After this many encodes we stop trusting predictions and bisect. */
const PREDICTED_PROBES = 4;

type Curve = (quality: number) => number;

export function curveFromTable(table: Readonly<Record<string, number>>): Curve {
  return (quality) => table[quality.toFixed(1)] ?? quality;
}

/** Decides the next encode, or the answer, from the encodes so far. `grid` is highest first. */
export function nextQualityStep(
  grid: readonly number[],
  samples: readonly Sample[],
  targetBytes: number,
  curve: Curve = curveFromTable(TYPICAL_SIZE_CURVE),
): SearchStep {
  if (samples.length === 0) return { kind: 'encode', quality: grid[0] };
  const { tooBig, fits } = bracket(grid, samples, targetBytes);
  const last = grid.length - 1;
  // Every grid quality at or above index `tooBig` is too big; `fits` is the best known fit below it.
  if (tooBig === last) return { kind: 'done', quality: grid[last] };
  if (fits === tooBig + 1) return { kind: 'done', quality: grid[fits] };
  const lowest = Math.min(fits - 1, last);
  const candidates = grid.slice(tooBig + 1, lowest + 1);
  if (samples.length >= PREDICTED_PROBES && candidates.length > 2) {
    return { kind: 'encode', quality: candidates[Math.floor((candidates.length - 1) / 2)] };
  }
  const predict = predictor(grid, samples, tooBig, fits, curve);
  return { kind: 'encode', quality: nearestToCrossing(candidates, predict, targetBytes) };
}

/**
 * The candidate nearest to where the predicted size crosses the target (log scale). Probing
 * next to the crossing, on either side, leaves one more encode to pin the boundary down.
 */
function nearestToCrossing(
  candidates: readonly number[],
  predict: (quality: number) => number,
  targetBytes: number,
): number {
  const logTarget = Math.log(targetBytes);
  const logs = candidates.map((quality) => Math.log(predict(quality)));
  if (logs[0] <= logTarget) return candidates[0];
  for (let i = 0; i + 1 < candidates.length; i += 1) {
    if (logs[i + 1] <= logTarget) {
      const towardLower = (logs[i] - logTarget) / (logs[i] - logs[i + 1]);
      return towardLower < 0.5 ? candidates[i] : candidates[i + 1];
    }
  }
  return candidates[candidates.length - 1];
}

/** Grid indices of the lowest quality measured too big (−1 if none) and the best fit below it. */
function bracket(grid: readonly number[], samples: readonly Sample[], targetBytes: number) {
  const indexOf = (quality: number) => grid.findIndex((q) => Math.abs(q - quality) < 1e-9);
  let tooBig = -1;
  for (const sample of samples) {
    if (sample.bytes > targetBytes) tooBig = Math.max(tooBig, indexOf(sample.quality));
  }
  let fits = grid.length;
  for (const sample of samples) {
    const index = indexOf(sample.quality);
    if (sample.bytes <= targetBytes && index > tooBig) fits = Math.min(fits, index);
  }
  return { tooBig, fits };
}

/**
 * Predicts bytes at a quality as `scale × curve(quality)^steepness`, a straight line in log–log
 * space through the two measured samples nearest the boundary (the bracketing pair when there is
 * one). With a single sample the typical curve is scaled to it (steepness 1). The steepness
 * absorbs how fast this particular image's size falls with quality.
 */
function predictor(grid: readonly number[], samples: readonly Sample[], tooBig: number, fits: number, curve: Curve) {
  const at = (index: number) => samples.find((s) => Math.abs(s.quality - grid[index]) < 1e-9);
  const byCloseness = [...samples].sort((a, b) => distance(a) - distance(b));
  function distance(sample: Sample): number {
    const index = grid.findIndex((q) => Math.abs(q - sample.quality) < 1e-9);
    return index <= tooBig ? tooBig - index : index - fits + 0.5;
  }
  const bracketing = [at(tooBig), at(fits)].filter((s): s is Sample => s !== undefined);
  const [a, b] = bracketing.length === 2 ? bracketing : byCloseness;
  const logCurve = (quality: number) => Math.log(curve(quality));
  if (!b || logCurve(a.quality) === logCurve(b.quality)) {
    return (quality: number) => a.bytes * Math.exp(logCurve(quality) - logCurve(a.quality));
  }
  const steepness = (Math.log(a.bytes) - Math.log(b.bytes)) / (logCurve(a.quality) - logCurve(b.quality));
  return (quality: number) => a.bytes * Math.exp(steepness * (logCurve(quality) - logCurve(a.quality)));
}
