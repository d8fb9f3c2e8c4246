/** Writes a firebase.json for the emulators with this stack's ports (each overridable by env). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stackPorts } from './stack-config.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function writeEmulatorConfig(ports = stackPorts(), env = process.env) {
  const dir = join(root, '.stack');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `firebase.${ports.auth}.json`);
  const at = (port) => ({ host: '127.0.0.1', port: Number(port) });
  const config = {
    functions: [{ source: '../functions', codebase: 'default', runtime: 'nodejs20' }],
    emulators: {
      singleProjectMode: true,
      auth: at(ports.auth),
      functions: at(ports.functions),
      hub: at(env.EMULATOR_HUB_PORT ?? 4400),
      logging: at(env.EMULATOR_LOGGING_PORT ?? 4500),
      eventarc: at(env.EMULATOR_EVENTARC_PORT ?? 9299),
      tasks: at(env.EMULATOR_TASKS_PORT ?? 9499),
      ui: { enabled: false },
    },
  };
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}
