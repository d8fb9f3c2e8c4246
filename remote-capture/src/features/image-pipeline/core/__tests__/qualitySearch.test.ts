import { qualityGrid, type PipelineLimits } from '../limits';
import { TYPICAL_SIZE_CURVE, nextQualityStep, type Sample } from '../qualitySearch';

const LIMITS: PipelineLimits = {
  maxDimension: 1280,
  targetBytes: 500 * 1024,
  qualityStart: 0.9,
  qualityStep: 0.1,
  qualityFloor: 0.1,
};
const GRID = qualityGrid(LIMITS);
const TARGET = LIMITS.targetBytes;

type SizeAt = (quality: number) => number;

/** The spec's loop, verbatim: 0.9 down by 0.1 until it fits or reaches the floor. */
function specLoopPick(sizeAt: SizeAt): number {
  for (const quality of GRID) if (sizeAt(quality) <= TARGET) return quality;
  return GRID[GRID.length - 1];
}

function runSearch(sizeAt: SizeAt) {
  const samples: Sample[] = [];
  for (let guard = 0; guard < 20; guard += 1) {
    const step = nextQualityStep(GRID, samples, TARGET);
    if (step.kind === 'done') return { quality: step.quality, encodes: samples.length, samples };
    expect(samples.some((s) => s.quality === step.quality)).toBe(false);
    samples.push({ quality: step.quality, bytes: sizeAt(step.quality) });
  }
  throw new Error('search did not finish');
}

const typical =
  (bytesAt09: number): SizeAt =>
  (quality) =>
    Math.round(bytesAt09 * TYPICAL_SIZE_CURVE[quality.toFixed(1)]);

/** Deterministic pseudo-random numbers so failures reproduce. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('qualityGrid', () => {
  it('is the spec grid, highest first', () => {
    expect(GRID).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
  });
});

describe('nextQualityStep', () => {
  it.each([
    { name: 'fits at 0.9 straight away', bytesAt09: 300_000, quality: 0.9, encodes: 1 },
    { name: 'just over at 0.9', bytesAt09: 560_000, quality: 0.8, encodes: 2 },
    { name: 'boundary at 0.7', bytesAt09: 750_000, quality: 0.7, encodes: 3 },
    { name: 'boundary at 0.6', bytesAt09: 900_000, quality: 0.6, encodes: 3 },
    { name: 'boundary at 0.5', bytesAt09: 1_070_000, quality: 0.5, encodes: 3 },
    { name: 'boundary at 0.3', bytesAt09: 1_600_000, quality: 0.3, encodes: 3 },
    { name: 'boundary at 0.2', bytesAt09: 2_100_000, quality: 0.2, encodes: 3 },
    { name: 'only the floor fits', bytesAt09: 3_000_000, quality: 0.1, encodes: 3 },
    { name: 'nothing fits, so the floor', bytesAt09: 9_000_000, quality: 0.1, encodes: 2 },
  ])('$name: picks $quality in $encodes encodes', ({ bytesAt09, quality, encodes }) => {
    const sizeAt = typical(bytesAt09);
    const result = runSearch(sizeAt);
    expect(result.quality).toBe(specLoopPick(sizeAt));
    expect(result.quality).toBe(quality);
    expect(result.encodes).toBe(encodes);
  });

  it('needs at most 3 encodes for photo-like curves, 4 when the boundary sits on the target', () => {
    // Measured Chromium curves for detailed 1280 px photos fit curve^s with s in 0.85–1.15.
    const random = seeded(7);
    const counts: number[] = [];
    for (let run = 0; run < 1000; run += 1) {
      const bytesAt09 = 520_000 + random() * 3_000_000;
      const steepness = 0.85 + random() * 0.3;
      const noise = new Map(GRID.map((q) => [q, 0.98 + random() * 0.04]));
      const sizeAt: SizeAt = (q) =>
        Math.round(bytesAt09 * TYPICAL_SIZE_CURVE[q.toFixed(1)] ** steepness * (noise.get(q) ?? 1));
      const result = runSearch(sizeAt);
      expect(result.quality).toBe(specLoopPick(sizeAt));
      expect(result.encodes).toBeLessThanOrEqual(4);
      counts.push(result.encodes);
    }
    expect(counts.filter((n) => n <= 3).length).toBeGreaterThanOrEqual(970);
  });

  it('matches the spec loop for any falling curve, in at most 7 encodes (the spec loop takes up to 9)', () => {
    const random = seeded(42);
    for (let run = 0; run < 2000; run += 1) {
      // Arbitrary decreasing sizes, often nothing like the typical curve.
      const drops = GRID.map(() => random() * random() * 400_000);
      const top = TARGET * (0.5 + random() * 3);
      const sizes = new Map(GRID.map((q, i) => [q, top - drops.slice(0, i).reduce((a, b) => a + b, 0)]));
      const sizeAt = (q: number) => Math.max(1, sizes.get(q) ?? 0);
      const result = runSearch(sizeAt);
      expect(result.quality).toBe(specLoopPick(sizeAt));
      expect(result.encodes).toBeLessThanOrEqual(7);
    }
  });

  it('never picks above the spec loop even when sizes do not fall monotonically', () => {
    const random = seeded(99);
    for (let run = 0; run < 1000; run += 1) {
      const sizes = new Map(GRID.map((q) => [q, random() * TARGET * 2]));
      const sizeAt = (q: number) => sizes.get(q) ?? 0;
      const result = runSearch(sizeAt);
      expect(result.quality).toBeLessThanOrEqual(specLoopPick(sizeAt));
      const chosen = result.samples.find((s) => s.quality === result.quality);
      expect(chosen).toBeDefined();
      if (result.quality !== 0.1) expect(sizeAt(result.quality)).toBeLessThanOrEqual(TARGET);
    }
  });

  it('starts at the top of the grid', () => {
    expect(nextQualityStep(GRID, [], TARGET)).toEqual({ kind: 'encode', quality: 0.9 });
  });

  it('treats exactly the target as a fit', () => {
    expect(nextQualityStep(GRID, [{ quality: 0.9, bytes: TARGET }], TARGET)).toEqual({ kind: 'done', quality: 0.9 });
  });
});
