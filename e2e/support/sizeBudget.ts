/**
 * The JavaScript size budget (e2e/size-budget.json): gzip bytes as the stack's server sends them
 * (scripts/serve-static.mjs, gzip level 6), so the same build always measures the same. Times
 * stay in `npm run bench:lighthouse`; bytes are checked here, on every `npm test`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const BUDGET_FILE = join(__dirname, '..', 'size-budget.json');
/** Headroom over the measured size when a budget is recorded: a small fix must not trip it. */
export const RECORD_MARGIN = 1.03;

export interface Chunk {
  file: string;
  bytes: number;
}

/** One budgeted item: a route's first-visit JS, a remote's entry, or a remote's chunks on a route. */
export interface Measured {
  key: string;
  bytes: number;
  chunks: Chunk[];
}

export type Budget = Record<string, number>;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function readBudget(file = BUDGET_FILE): Budget {
  return (JSON.parse(readFileSync(file, 'utf8')) as { budgets: Budget }).budgets;
}

/** Every item over its budget (or without one), one line each: the item, its size, its budget, its largest chunks. */
export function overBudget(measured: Measured[], budget: Budget): string[] {
  return measured.flatMap(({ key, bytes, chunks }) => {
    const limit = budget[key];
    if (limit !== undefined && bytes <= limit) return [];
    const largest = [...chunks]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 3)
      .map((chunk) => `${chunk.file} ${kb(chunk.bytes)}`)
      .join(', ');
    const verdict =
      limit === undefined
        ? 'has no budget (record one: see e2e/size-budget.json)'
        : `is over its budget of ${kb(limit)} (${limit} B)`;
    return [`${key}: ${kb(bytes)} gzip (${bytes} B) ${verdict}; largest: ${largest}`];
  });
}

/** The budget after a recording: measured + margin where that is lower, never higher (ratchet down only). */
export function ratchet(measured: Measured[], budget: Budget): Budget {
  const next: Budget = { ...budget };
  for (const { key, bytes } of measured) {
    const recorded = Math.ceil((bytes * RECORD_MARGIN) / 100) * 100;
    next[key] = Math.min(budget[key] ?? Infinity, recorded);
  }
  return Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
}

export function writeBudget(budget: Budget, file = BUDGET_FILE): void {
  const note =
    'gzip bytes (level 6, as scripts/serve-static.mjs sends them) of the JS a first visit downloads, ' +
    'per route and per remote. Checked by e2e/tests/size-budget.spec.ts. ' +
    'Re-record (lowers budgets only, to measured + 3%): ' +
    'npm run build && SIZE_BUDGET_RECORD=1 npm run test:size -w e2e. ' +
    'Raising a budget is a decision: edit the number here, and say why in the commit.';
  writeFileSync(file, `${JSON.stringify({ note, budgets: budget }, null, 2)}\n`);
}
