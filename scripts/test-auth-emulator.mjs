#!/usr/bin/env node
/** `npm run test:auth-emulator`: the auth service's suite on a real Auth emulator, on the stack's ports. */
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeEmulatorConfig } from './emulator-config.mjs';
import { run } from './processes.mjs';
import { PROJECT_ID } from './stack-config.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
run(
  join(root, 'node_modules', '.bin', 'firebase'),
  [
    'emulators:exec',
    '--only',
    'auth',
    '--project',
    PROJECT_ID,
    '--config',
    writeEmulatorConfig(),
    'jest -c jest.emulator.config.cjs',
  ],
  { cwd: root },
).catch((error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
