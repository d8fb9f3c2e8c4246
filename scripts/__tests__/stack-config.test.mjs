import { describe, expect, it } from '@jest/globals';
import { validateAppConfig } from '../deploy/config.mjs';
import { appConfig, appPortsFrom, hostingPorts, PROJECT_ID, stackPorts } from '../stack-config.cjs';

const DEFAULTS = {
  host: 4100,
  remote_capture: 4101,
  remote_share: 4102,
  remote_account: 4103,
  auth: 9099,
  functions: 5001,
  firestore: 8080,
  openaiStandIn: 4110,
  ebayStandIn: 4111,
  openLibraryStandIn: 4112,
  hosting: 4130,
};

describe('stackPorts', () => {
  it('has a default for every port', () => {
    expect(stackPorts({})).toEqual(DEFAULTS);
  });

  it('takes each port from its env variable, as a number', () => {
    const env = {
      HOST_PORT: '4400',
      REMOTE_CAPTURE_PORT: '4401',
      REMOTE_SHARE_PORT: '4402',
      REMOTE_ACCOUNT_PORT: '4403',
      AUTH_EMULATOR_PORT: '4404',
      FUNCTIONS_EMULATOR_PORT: '4405',
      FIRESTORE_EMULATOR_PORT: '4406',
      OPENAI_STANDIN_PORT: '4407',
      EBAY_STANDIN_PORT: '4408',
      OPEN_LIBRARY_STANDIN_PORT: '4409',
      HOSTING_EMULATOR_PORT: '4440',
    };
    expect(stackPorts(env)).toEqual({
      host: 4400,
      remote_capture: 4401,
      remote_share: 4402,
      remote_account: 4403,
      auth: 4404,
      functions: 4405,
      firestore: 4406,
      openaiStandIn: 4407,
      ebayStandIn: 4408,
      openLibraryStandIn: 4409,
      hosting: 4440,
    });
  });

  it('keeps the defaults of the ports env does not name', () => {
    expect(stackPorts({ HOST_PORT: '4400' })).toEqual({ ...DEFAULTS, host: 4400 });
  });
});

describe('hostingPorts', () => {
  it("puts the host on the Hosting emulator's port and the rest in firebase-tools' order", () => {
    expect(hostingPorts(stackPorts({ HOSTING_EMULATOR_PORT: '4440' }))).toEqual({
      host: 4440,
      'remote-capture': 4445,
      'remote-share': 4446,
      'remote-account': 4447,
      hub: 4448,
      logging: 4449,
    });
  });

  it('collides with no other port of the default stack', () => {
    const stack = new Set(Object.values(stackPorts({})));
    const hosting = Object.values(hostingPorts(stackPorts({}))).slice(1);
    expect(hosting.filter((port) => stack.has(port))).toEqual([]);
  });
});

describe('appPortsFrom', () => {
  it("puts the four apps on four ports from the base and keeps the stack's emulators", () => {
    expect(appPortsFrom(4180, stackPorts({}))).toEqual({
      ...DEFAULTS,
      host: 4180,
      remote_capture: 4181,
      remote_share: 4182,
      remote_account: 4183,
    });
  });
});

describe('appConfig', () => {
  const config = appConfig(stackPorts({ REMOTE_SHARE_PORT: '4402', FUNCTIONS_EMULATOR_PORT: '4405' }));

  it("loads each remote's manifest from its port on the loopback address", () => {
    expect(config.remotes).toEqual({
      remote_capture: 'http://127.0.0.1:4101/mf-manifest.json',
      remote_share: 'http://127.0.0.1:4402/mf-manifest.json',
      remote_account: 'http://127.0.0.1:4103/mf-manifest.json',
    });
  });

  it("calls the gateway function on the functions emulator, in the demo project's region", () => {
    expect(config.gatewayUrl).toBe(`http://127.0.0.1:4405/${PROJECT_ID}/us-central1/api`);
  });

  it('points Firebase at the demo project and its emulators', () => {
    expect(config.firebase).toEqual({
      apiKey: 'demo-api-key',
      authDomain: `${PROJECT_ID}.firebaseapp.com`,
      projectId: PROJECT_ID,
    });
    expect(config.emulators).toEqual({ auth: 'http://127.0.0.1:9099', firestore: '127.0.0.1:8080' });
  });

  it('is refused by the deploy check, so it can never be deployed', () => {
    const problems = validateAppConfig(config);
    expect(problems).toContain('emulators must not be set in a production config');
    expect(problems).toContain('firebase.apiKey is the local demo key');
    expect(problems.filter((problem) => problem.includes('points at this machine'))).toHaveLength(4);
  });
});
