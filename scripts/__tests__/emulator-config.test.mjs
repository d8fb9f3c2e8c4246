import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { emulatorsBlock, offsetPorts, writeEmulatorConfig } from '../emulator-config.mjs';
import { stackPorts } from '../stack-config.cjs';

const root = join(__dirname, '..', '..');
const ports = stackPorts({});
const at = (port) => ({ host: '127.0.0.1', port });
/** Every port a stack with these ports and env takes, the emulators' own included. */
const allPorts = ({ ports, env }) => {
  const { hub, logging, eventarc, tasks } = emulatorsBlock(ports, env);
  return [...Object.values(ports), ...[hub, logging, eventarc, tasks].map(({ port }) => port)];
};

describe('emulatorsBlock', () => {
  it("runs auth and functions on the stack's ports and the emulators' own on their defaults", () => {
    expect(emulatorsBlock(ports, {})).toEqual({
      singleProjectMode: true,
      auth: at(9099),
      functions: at(5001),
      hub: at(4400),
      logging: at(4500),
      eventarc: at(9299),
      tasks: at(9499),
      ui: { enabled: false },
    });
  });

  it("moves the emulators' own ports by env", () => {
    const env = {
      EMULATOR_HUB_PORT: '4491',
      EMULATOR_LOGGING_PORT: '4492',
      EMULATOR_EVENTARC_PORT: '4493',
      EMULATOR_TASKS_PORT: '4494',
    };
    expect(emulatorsBlock(ports, env)).toMatchObject({
      hub: at(4491),
      logging: at(4492),
      eventarc: at(4493),
      tasks: at(4494),
    });
  });

  it('adds Hosting, and hub and logging ports given by the caller, over env', () => {
    const block = emulatorsBlock(ports, { EMULATOR_HUB_PORT: '4491' }, { hosting: 4440, hub: 4448, logging: 4449 });
    expect(block).toMatchObject({ hosting: at(4440), hub: at(4448), logging: at(4449) });
  });
});

describe('writeEmulatorConfig', () => {
  const dir = mkdtempSync(join(tmpdir(), 'emulator-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes a config named after the auth port, with the gateway's functions and the emulators block", () => {
    const custom = { ...ports, auth: 4404 };
    const file = writeEmulatorConfig(custom, {}, dir);
    expect(file).toBe(join(dir, 'firebase.4404.json'));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      functions: [{ source: '../functions', codebase: 'default', runtime: 'nodejs20' }],
      emulators: emulatorsBlock(custom, {}),
    });
  });

  it('runs the functions on the Node version they declare', () => {
    const { engines } = JSON.parse(readFileSync(join(root, 'functions', 'package.json'), 'utf8'));
    const { functions } = JSON.parse(readFileSync(writeEmulatorConfig(ports, {}, dir), 'utf8'));
    expect(functions[0].runtime).toBe(`nodejs${engines.node}`);
  });
});

describe('offsetPorts', () => {
  it('moves every stack port by the offset', () => {
    const { ports: moved } = offsetPorts(100, ports, {});
    expect(moved).toEqual(Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + 100])));
  });

  it('moves hub and logging by one only, since they are 100 apart', () => {
    expect(offsetPorts(100, ports, {}).env).toEqual({
      EMULATOR_HUB_PORT: '4401',
      EMULATOR_LOGGING_PORT: '4501',
      EMULATOR_EVENTARC_PORT: '9399',
      EMULATOR_TASKS_PORT: '9599',
    });
    expect(offsetPorts(-100, ports, {}).env).toMatchObject({
      EMULATOR_HUB_PORT: '4399',
      EMULATOR_LOGGING_PORT: '4499',
    });
  });

  it("starts from the env's ports when it names them", () => {
    expect(offsetPorts(100, ports, { EMULATOR_TASKS_PORT: '9600' }).env.EMULATOR_TASKS_PORT).toBe('9700');
  });

  it('gives a second emulator suite ports that collide with none of the stack', () => {
    const stack = new Set(allPorts({ ports, env: {} }));
    const second = allPorts(offsetPorts(100, ports, {}));
    expect(new Set(second).size).toBe(second.length);
    expect(second.filter((port) => stack.has(port))).toEqual([]);
  });
});

describe('node scripts/emulator-config.mjs', () => {
  it('writes the config for the offset ports and prints its path', () => {
    // An auth port no stack uses, so the file written under .stack/ is this test's own.
    const env = { ...process.env, AUTH_EMULATOR_PORT: '9011' };
    const args = [join(root, 'scripts', 'emulator-config.mjs'), '--port-offset', '100'];
    const file = execFileSync(process.execPath, args, { env, encoding: 'utf8' }).trim();
    try {
      expect(file).toBe(join(root, '.stack', 'firebase.9111.json'));
      expect(JSON.parse(readFileSync(file, 'utf8')).emulators.auth).toEqual(at(9111));
    } finally {
      rmSync(file, { force: true });
    }
  });
});
