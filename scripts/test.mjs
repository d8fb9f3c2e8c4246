#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first that fails: types, lint, formatting, the
 * unit tests, the emulator suites, the production build and the end-to-end suites. Closes with
 * how long each stage took (`stage <name>: <seconds> s`, which .ci/run gathers).
 */
import { spawn } from 'node:child_process';

const STAGES = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['format', 'npm run format:check'],
  ['unit', 'npm run test:unit'],
  ['emulators', 'npm run test:emulators'],
  ['build', 'npm run build'],
  ['e2e', 'npm run test:e2e'],
];

/** Runs `command` in a shell, passing its output through, and keeps the stage lines it prints. */
function stage(command, nested) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      for (const line of chunk.toString().split('\n')) if (line.startsWith('stage ')) nested.push(line);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const lines = [];
let status = 0;
for (const [name, command] of STAGES) {
  const started = Date.now();
  const nested = [];
  status = await stage(command, nested);
  lines.push(`stage ${name}: ${Math.round((Date.now() - started) / 1000)} s`, ...nested.map((line) => `  ${line}`));
  if (status !== 0) break;
}
process.stdout.write(`\n== stage times ==\n${lines.join('\n')}\n`);
process.exit(status);
