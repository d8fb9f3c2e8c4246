/** CommonJS so both the .mjs scripts and the TypeScript e2e suite can load it.
 * Ports and the deploy-time app config of the local stack; every port can be overridden by env. */
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-snap-price-sell';

function stackPorts(env = process.env) {
  const port = (name, fallback) => Number(env[name] ?? fallback);
  return {
    host: port('HOST_PORT', 4100),
    remote_capture: port('REMOTE_CAPTURE_PORT', 4101),
    remote_share: port('REMOTE_SHARE_PORT', 4102),
    remote_account: port('REMOTE_ACCOUNT_PORT', 4103),
    auth: port('AUTH_EMULATOR_PORT', 9099),
    functions: port('FUNCTIONS_EMULATOR_PORT', 5001),
    firestore: port('FIRESTORE_EMULATOR_PORT', 8080),
    openaiStandIn: port('OPENAI_STANDIN_PORT', 4110),
    ebayStandIn: port('EBAY_STANDIN_PORT', 4111),
    openLibraryStandIn: port('OPEN_LIBRARY_STANDIN_PORT', 4112),
    // The Hosting emulator (`npm run deploy:<module> -- --local`, the e2e deploy specs): its first
    // site listens here, the others on +5, +6, +7 (firebase-tools' own order); +8 and +9 are its hub
    // and logging ports.
    hosting: port('HOSTING_EMULATOR_PORT', 4130),
  };
}

/** The Hosting emulator's port for each site, in firebase.json's order. */
function hostingPorts(ports = stackPorts()) {
  const base = ports.hosting;
  return {
    host: base,
    'remote-capture': base + 5,
    'remote-share': base + 6,
    'remote-account': base + 7,
    hub: base + 8,
    logging: base + 9,
  };
}

/** A benchmark's own ports beside a running stack: the four apps from `base` up, the rest the stack's. */
function appPortsFrom(base, ports = stackPorts()) {
  return { ...ports, host: base, remote_capture: base + 1, remote_share: base + 2, remote_account: base + 3 };
}

function appConfig(ports = stackPorts()) {
  const local = (port, path = '') => `http://127.0.0.1:${port}${path}`;
  return {
    remotes: {
      remote_capture: local(ports.remote_capture, '/mf-manifest.json'),
      remote_share: local(ports.remote_share, '/mf-manifest.json'),
      remote_account: local(ports.remote_account, '/mf-manifest.json'),
    },
    gatewayUrl: local(ports.functions, `/${PROJECT_ID}/us-central1/api`),
    firebase: { apiKey: 'demo-api-key', authDomain: `${PROJECT_ID}.firebaseapp.com`, projectId: PROJECT_ID },
    emulators: { auth: local(ports.auth), firestore: `127.0.0.1:${ports.firestore}` },
  };
}

/**
 * The gateway's limits for a stack that tests or benchmarks run against: every browser there is
 * one caller from 127.0.0.1 (the crowd of one IP), and a suite analyses hundreds of photos a day.
 * The limits themselves are covered by the gateway's own tests (functions/src/http/__tests__).
 * The environment still wins, so a run can put one back.
 */
function testGatewayLimits(env = process.env) {
  const lifted = {};
  for (const tier of ['ANONYMOUS', 'VISITOR', 'CROWD', 'USER', 'UNVERIFIED', 'ACCOUNTS']) {
    lifted[`GATEWAY_RATE_LIMIT_${tier}`] = '1000000';
    lifted[`GATEWAY_DAILY_LIMIT_${tier}`] = '1000000';
  }
  lifted.GATEWAY_DAILY_BUDGET_CALLS = '1000000';
  lifted.GATEWAY_DAILY_BUDGET_USD = '1000000';
  // Not a limit: no reuse of market searches, so a test that switches the eBay stand-in's case
  // (e2e/support/market.ts) sees the switch on the next analysis of an item searched before.
  lifted.GATEWAY_MARKET_CACHE_TTL_MS = '0';
  for (const name of Object.keys(lifted)) if (env[name]) lifted[name] = env[name];
  return lifted;
}

module.exports = { PROJECT_ID, stackPorts, hostingPorts, appPortsFrom, appConfig, testGatewayLimits };
