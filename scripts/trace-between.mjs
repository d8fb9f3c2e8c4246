#!/usr/bin/env node
/**
 * Where the main thread's time goes between two User Timing marks of a Chrome trace (bench:analysis
 * with BENCH_TRACE): the renderer main thread's work, by kind (script, style, layout, paint, …),
 * counting each event's own time (its duration less its children's), largest first.
 *
 *   node scripts/trace-between.mjs trace.json ai:analyze:answered capture:price-shown
 */
import { readFileSync } from 'node:fs';

const [file, from, to] = process.argv.slice(2);
if (!file || !from || !to) {
  console.error('usage: trace-between.mjs trace.json <from mark> <to mark>');
  process.exit(2);
}
const { traceEvents } = JSON.parse(readFileSync(file, 'utf8'));
const markAt = (name) => {
  const mark = traceEvents.filter((e) => e.name === name && e.cat.includes('blink.user_timing')).at(-1);
  if (!mark) throw new Error(`no mark ${name} in the trace`);
  return { ts: mark.ts, pid: mark.pid, tid: mark.tid };
};
const start = markAt(from);
const end = markAt(to);
// The main thread is the one the marks were made on.
const events = traceEvents
  .filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && e.dur > 0)
  .filter((e) => e.ts < end.ts && e.ts + e.dur > start.ts)
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);

// Self time per event name: clip each event to the window, then take its children's time away.
const clip = (e) => Math.max(0, Math.min(e.ts + e.dur, end.ts) - Math.max(e.ts, start.ts));
const self = new Map();
const stack = [];
for (const event of events) {
  while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
  const parent = stack.at(-1);
  const own = clip(event);
  self.set(event.name, (self.get(event.name) ?? 0) + own);
  if (parent) self.set(parent.name, self.get(parent.name) - own);
  stack.push(event);
}
const total = (end.ts - start.ts) / 1000;
const busy = [...self.values()].reduce((sum, value) => sum + value, 0) / 1000;
console.log(`${from} → ${to}: ${total.toFixed(1)} ms, main thread busy ${busy.toFixed(1)} ms`);
for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
  if (us >= 1000) console.log(`  ${(us / 1000).toFixed(1).padStart(7)} ms  ${name}`);
}
