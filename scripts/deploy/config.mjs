/**
 * Pure core of the deploy: which modules exist, the values a deploy fills into the checked-in
 * templates (deploy/app-config.template.json, firebase.json), and the checks a filled config must
 * pass before anything is uploaded. No I/O here; scripts/deploy/deploy.mjs is the adapter.
 */

/** Every deployable module: its Hosting target (firebase.json / .firebaserc) and its build output. */
export const MODULES = {
  host: { kind: 'hosting', target: 'host', workspace: 'host' },
  'remote-capture': { kind: 'hosting', target: 'remote-capture', workspace: 'remote-capture' },
  'remote-share': { kind: 'hosting', target: 'remote-share', workspace: 'remote-share' },
  'remote-account': { kind: 'hosting', target: 'remote-account', workspace: 'remote-account' },
  // The gateway, the trigger that deletes a deleted account's counters, and the counters' TTL
  // policy (firestore.indexes.json), which belongs with them.
  functions: { kind: 'functions', target: 'functions,firestore:indexes', workspace: 'functions' },
};

/** Where each site's staged files live; firebase.json's `public` entries point here. */
export const STAGE_DIR = '.deploy/sites';

export class DeployConfigError extends Error {
  constructor(problems) {
    super(`Deploy configuration is invalid:\n  - ${problems.join('\n  - ')}`);
    this.name = 'DeployConfigError';
    this.problems = problems;
  }
}

const PLACEHOLDER = /\$\{([A-Z0-9_]+)\}/g;

/** Replaces every `${NAME}` in `text`; a name with no value is an error listing all of them. */
export function fillTemplate(text, vars) {
  const missing = new Set();
  const filled = text.replace(PLACEHOLDER, (_, name) => {
    const value = vars[name];
    if (value === undefined || value === '') missing.add(name);
    return value ?? '';
  });
  if (missing.size > 0)
    throw new DeployConfigError(
      [...missing].map((name) => `${name} is not set (deploy/production.env or the environment)`),
    );
  return filled;
}

const origin = (url) => new URL(url).origin;
const site = (name) => `https://${name}.web.app`;

/**
 * The values the templates need, from deploy/production.env and the environment. Origins default
 * to each Hosting site's web.app address; a custom domain overrides them.
 */
export function deployVars(env) {
  const need = (name) => env[name]?.trim() || undefined;
  const projectId = need('FIREBASE_PROJECT_ID');
  const hostOrigin = need('HOST_ORIGIN') ?? (need('HOSTING_SITE_HOST') && site(need('HOSTING_SITE_HOST')));
  const remoteOrigin = (key) =>
    need(`${key}_ORIGIN`) ?? (need(`HOSTING_SITE_${key}`) && site(need(`HOSTING_SITE_${key}`)));
  const remotes = {
    REMOTE_CAPTURE_ORIGIN: remoteOrigin('REMOTE_CAPTURE'),
    REMOTE_SHARE_ORIGIN: remoteOrigin('REMOTE_SHARE'),
    REMOTE_ACCOUNT_ORIGIN: remoteOrigin('REMOTE_ACCOUNT'),
  };
  const gatewayUrl = need('GATEWAY_URL') ?? (projectId && `https://us-central1-${projectId}.cloudfunctions.net/api`);
  const authDomain = need('FIREBASE_AUTH_DOMAIN') ?? (projectId && `${projectId}.firebaseapp.com`);
  const safeOrigin = (url) => {
    try {
      return url && origin(url);
    } catch {
      return undefined;
    }
  };
  return {
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_API_KEY: need('FIREBASE_API_KEY'),
    FIREBASE_AUTH_DOMAIN: authDomain,
    FIREBASE_APP_ID: need('FIREBASE_APP_ID'),
    HOST_ORIGIN: hostOrigin,
    ...remotes,
    GATEWAY_URL: gatewayUrl,
    // Only for the headers (CSP connect-src, CORS): origins, space-separated.
    REMOTE_ORIGINS: Object.values(remotes).every(Boolean) ? Object.values(remotes).join(' ') : undefined,
    GATEWAY_ORIGIN: safeOrigin(gatewayUrl),
    // Firebase Auth's sign-in iframe; the local stack's comes from the Auth emulator.
    AUTH_FRAME_ORIGINS: need('AUTH_FRAME_ORIGINS') ?? (authDomain && `https://${authDomain}`),
    // Firebase Auth and Firestore endpoints the web SDK calls; the local stack points them at the emulators.
    FIREBASE_AUTH_ORIGINS:
      need('FIREBASE_AUTH_ORIGINS') ?? 'https://identitytoolkit.googleapis.com https://securetoken.googleapis.com',
    FIRESTORE_ORIGINS: need('FIRESTORE_ORIGINS') ?? 'https://firestore.googleapis.com',
  };
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function checkUrl(problems, label, value, { allowLoopback, suffix = '' }) {
  let url;
  try {
    url = new URL(value);
  } catch {
    problems.push(`${label} is not a URL (got '${value}')`);
    return;
  }
  const loopback = LOOPBACK.has(url.hostname);
  if (loopback && !allowLoopback)
    problems.push(`${label} points at this machine (${url.origin}): the local stack's config must never be deployed`);
  else if (url.protocol !== 'https:' && !(loopback && url.protocol === 'http:'))
    problems.push(`${label} must be https (got '${value}')`);
  if (suffix && !url.pathname.endsWith(suffix)) problems.push(`${label} must end with ${suffix} (got '${value}')`);
}

const REMOTE_KEYS = ['remote_capture', 'remote_share', 'remote_account'];

/**
 * Checks a filled app-config.json before it is uploaded; returns every problem (empty = valid).
 * `allowLoopback` is only for the Hosting emulator run, where the sites live on 127.0.0.1.
 */
export function validateAppConfig(config, { allowLoopback = false } = {}) {
  const problems = [];
  const text = JSON.stringify(config);
  if (PLACEHOLDER.test(text)) problems.push('a ${…} placeholder is left unfilled');
  PLACEHOLDER.lastIndex = 0;
  const remotes = config?.remotes ?? {};
  for (const key of REMOTE_KEYS) {
    if (typeof remotes[key] !== 'string') problems.push(`remotes.${key} is missing`);
    else checkUrl(problems, `remotes.${key}`, remotes[key], { allowLoopback, suffix: '/mf-manifest.json' });
  }
  for (const key of Object.keys(remotes))
    if (!REMOTE_KEYS.includes(key)) problems.push(`remotes.${key} is not a known remote`);
  if (typeof config?.gatewayUrl !== 'string') problems.push('gatewayUrl is missing');
  else checkUrl(problems, 'gatewayUrl', config.gatewayUrl, { allowLoopback });
  const firebase = config?.firebase ?? {};
  for (const key of ['apiKey', 'authDomain', 'projectId', 'appId']) {
    if (typeof firebase[key] !== 'string' || firebase[key].trim() === '') problems.push(`firebase.${key} is missing`);
  }
  if (!allowLoopback) {
    if (config?.emulators) problems.push('emulators must not be set in a production config');
    if (/^demo-/.test(firebase.projectId ?? ''))
      problems.push(`firebase.projectId '${firebase.projectId}' is a local demo project`);
    if (firebase.apiKey === 'demo-api-key') problems.push('firebase.apiKey is the local demo key');
  }
  return problems;
}

/** The host's app-config.json for a deploy: the template filled, then validated. */
export function buildAppConfig(templateText, vars, { allowLoopback = false, emulators } = {}) {
  const config = JSON.parse(fillTemplate(templateText, vars));
  if (emulators) config.emulators = emulators;
  const problems = validateAppConfig(config, { allowLoopback });
  if (problems.length > 0) throw new DeployConfigError(problems);
  return config;
}

/**
 * firebase.json with its header placeholders (origins for CSP and CORS) filled. Hosting headers
 * are static, so a site's CORS answer names one origin: the host's.
 */
export function buildFirebaseJson(firebaseJsonText, vars, { emulators } = {}) {
  const config = JSON.parse(fillTemplate(firebaseJsonText, vars));
  if (emulators) config.emulators = emulators;
  return config;
}

/** The functions' deploy-time env (functions/.env.<project>): the gateway answers CORS to the host only. */
export function functionsEnv(vars) {
  const header = '# Written by scripts/deploy/deploy.mjs from deploy/production.env; do not edit.';
  return `${header}\nGATEWAY_ALLOWED_ORIGINS=${vars.HOST_ORIGIN}\n`;
}
