/**
 * The one generator of every local Firebase emulator config: the stack's (auth, functions), the
 * functions' own smoke test and the Hosting emulator's (the deploy specs). Each port comes from
 * scripts/stack-config.cjs and can be overridden by env.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stackPorts } from './stack-config.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (port) => ({ host: '127.0.0.1', port: Number(port) });

/** The `emulators` block for these ports. */
export function emulatorsBlock(ports = stackPorts(), env = process.env, { hub, logging, hosting } = {}) {
  return {
    singleProjectMode: true,
    auth: at(ports.auth),
    functions: at(ports.functions),
    ...(hosting ? { hosting: at(hosting) } : {}),
    hub: at(hub ?? env.EMULATOR_HUB_PORT ?? 4400),
    logging: at(logging ?? env.EMULATOR_LOGGING_PORT ?? 4500),
    eventarc: at(env.EMULATOR_EVENTARC_PORT ?? 9299),
    tasks: at(env.EMULATOR_TASKS_PORT ?? 9499),
    ui: { enabled: false },
  };
}

/** Writes .stack/firebase.<auth port>.json (functions from ../functions) and returns its path. */
export function writeEmulatorConfig(ports = stackPorts(), env = process.env, dir = join(root, '.stack')) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `firebase.${ports.auth}.json`);
  const config = {
    functions: [{ source: '../functions', codebase: 'default', runtime: 'nodejs20' }],
    emulators: emulatorsBlock(ports, env),
  };
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** Every emulator port moved by `offset`, so a second emulator suite never collides with the stack. */
export function offsetPorts(offset, ports = stackPorts(), env = process.env) {
  const shifted = Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + offset]));
  const envPort = (name, fallback, by = offset) => String(Number(env[name] ?? fallback) + by);
  // The hub and logging ports are 100 apart (4400, 4500): they move by one, or one would land on the other.
  const shiftedEnv = {
    EMULATOR_HUB_PORT: envPort('EMULATOR_HUB_PORT', 4400, Math.sign(offset)),
    EMULATOR_LOGGING_PORT: envPort('EMULATOR_LOGGING_PORT', 4500, Math.sign(offset)),
    EMULATOR_EVENTARC_PORT: envPort('EMULATOR_EVENTARC_PORT', 9299),
    EMULATOR_TASKS_PORT: envPort('EMULATOR_TASKS_PORT', 9499),
  };
  return { ports: shifted, env: shiftedEnv };
}

// `node scripts/emulator-config.mjs [--port-offset N]`: writes the config and prints its path
// (functions' test:emulator uses an offset of 100: its own ports beside a running stack).
if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--port-offset');
  const { ports, env } = offsetPorts(at === -1 ? 0 : Number(process.argv[at + 1]));
  process.stdout.write(`${writeEmulatorConfig(ports, env)}\n`);
}
