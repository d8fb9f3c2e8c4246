#!/usr/bin/env node
/**
 * Deploys one module alone: `npm run deploy:<module>` (root) or `npm run deploy -w <workspace>`,
 * whose `predeploy` builds that module first.
 *
 *   node scripts/deploy/deploy.mjs <host|remote-capture|remote-share|remote-account|functions> [options]
 *     --dry-run   stage and print what would be uploaded and the command; upload nothing (works offline)
 *     --local     "deploy" to the local Hosting emulator (scripts/deploy/local-hosting.mjs) instead
 *     --keep N    releases whose chunks stay reachable (default 3)
 *
 * Production values come from deploy/production.env (copy deploy/production.env.example) or the
 * environment. The host's app-config.json is filled from deploy/app-config.template.json and
 * validated; firebase.json's header placeholders are filled into firebase.deploy.json.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig, hostingPorts, PROJECT_ID, stackPorts } from '../stack-config.cjs';
import { buildAppConfig, buildFirebaseJson, deployVars, functionsEnv, MODULES, STAGE_DIR } from './config.mjs';
import { carryPreviousRelease, DEFAULT_KEEP, listFiles, planRelease, RELEASE_FILE } from './release.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LOCAL_STAGE_DIR = '.deploy/local/sites';

/** KEY=VALUE lines; # starts a comment. */
export function parseEnvFile(text) {
  const env = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match && !line.trim().startsWith('#')) env[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}

/** The local stack's values: sites on the Hosting emulator, Auth/Firestore/gateway on the stack's emulators. */
export function localEnv(ports = stackPorts()) {
  const sites = hostingPorts(ports);
  const local = (port) => `http://127.0.0.1:${port}`;
  return {
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_API_KEY: 'demo-api-key',
    FIREBASE_APP_ID: 'demo-app',
    HOST_ORIGIN: local(sites.host),
    REMOTE_CAPTURE_ORIGIN: local(sites['remote-capture']),
    REMOTE_SHARE_ORIGIN: local(sites['remote-share']),
    REMOTE_ACCOUNT_ORIGIN: local(sites['remote-account']),
    GATEWAY_URL: appConfig(ports).gatewayUrl,
    FIREBASE_AUTH_ORIGINS: local(ports.auth),
    FIRESTORE_ORIGINS: local(ports.firestore),
    AUTH_FRAME_ORIGINS: local(ports.auth),
  };
}

function readEnv({ local }) {
  if (local) return localEnv();
  const file = join(root, 'deploy', 'production.env');
  return { ...(existsSync(file) ? parseEnvFile(readFileSync(file, 'utf8')) : {}), ...process.env };
}

/** Writes the filled firebase.json beside the real one (paths in it stay relative to the repo). */
export function writeFirebaseJson(vars, { local }) {
  let text = readFileSync(join(root, 'firebase.json'), 'utf8');
  if (local) text = text.split(`"${STAGE_DIR}/`).join(`"${LOCAL_STAGE_DIR}/`);
  const sites = hostingPorts(stackPorts());
  const at = (port) => ({ host: '127.0.0.1', port });
  const emulators = local
    ? {
        singleProjectMode: true,
        hosting: at(sites.host),
        hub: at(sites.hub),
        logging: at(sites.logging),
        ui: { enabled: false },
      }
    : undefined;
  const config = buildFirebaseJson(text, vars, { emulators });
  const file = join(root, local ? 'firebase.local.json' : 'firebase.deploy.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return { file, config };
}

const size = (bytes) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

function releaseId() {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout?.trim();
  return `${new Date().toISOString()}${commit ? `-${commit}` : ''}`;
}

/** Copies the module's build into its stage dir, adds the host's config and carries the previous release. */
async function stageSite(name, vars, { local, dryRun, keep, log, distDir }) {
  const module = MODULES[name];
  const dist = distDir ?? join(root, module.workspace, 'dist');
  if (!existsSync(join(dist, name === 'host' ? 'index.html' : 'mf-manifest.json')))
    throw new Error(`${module.workspace}/dist is not built: run npm run build -w ${module.workspace}`);
  const live = join(root, local ? LOCAL_STAGE_DIR : STAGE_DIR, module.target);
  // Staged beside the served directory and swapped in at the end: the local emulator serves
  // `live` meanwhile, like Hosting serving the old release until the new one is complete.
  const stage = `${live}.next`;
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(dirname(stage), { recursive: true });
  cpSync(dist, stage, { recursive: true });
  if (name === 'host') {
    const template = readFileSync(join(root, 'deploy', 'app-config.template.json'), 'utf8');
    const config = buildAppConfig(template, vars, {
      allowLoopback: local,
      emulators: local ? appConfig(stackPorts()).emulators : undefined,
    });
    writeFileSync(join(stage, 'app-config.json'), `${JSON.stringify(config, null, 2)}\n`);
  }
  const id = releaseId();
  const liveOrigin = name === 'host' ? vars.HOST_ORIGIN : vars[`${name.replace('-', '_').toUpperCase()}_ORIGIN`];
  try {
    const { carry, firstDeploy } = await carryPreviousRelease({ stageDir: stage, liveOrigin, id, keep, log });
    log(
      firstDeploy
        ? `  ${liveOrigin} has no release.json yet: first deploy, nothing to carry`
        : `  carried ${carry.length} file(s) of earlier releases from ${liveOrigin}`,
    );
  } catch (error) {
    if (!local && !dryRun)
      throw new Error(
        `cannot read the live release from ${liveOrigin} (${error.cause?.code ?? error.message}); ` +
          'an open page would lose its chunks',
      );
    log(
      `  ${liveOrigin} is not reachable (${error.cause?.code ?? error.message}): ` +
        'the real deploy fetches its release.json and carries its chunks',
    );
    // This release's own files, so the next deploy can carry them.
    writeFileSync(
      join(stage, RELEASE_FILE),
      JSON.stringify(planRelease(null, { id, files: listFiles(stage) }).manifest, null, 2),
    );
  }
  rmSync(`${live}.old`, { recursive: true, force: true });
  if (existsSync(live)) renameSync(live, `${live}.old`);
  renameSync(stage, live);
  rmSync(`${live}.old`, { recursive: true, force: true });
  return live;
}

export async function deploy(
  name,
  {
    dryRun = false,
    local = false,
    keep = DEFAULT_KEEP,
    distDir,
    log = (line) => process.stdout.write(`${line}\n`),
  } = {},
) {
  const module = MODULES[name];
  if (!module) throw new Error(`unknown module '${name}': one of ${Object.keys(MODULES).join(', ')}`);
  const vars = deployVars(readEnv({ local }));
  const { file, config } = writeFirebaseJson(vars, { local });
  const project = vars.FIREBASE_PROJECT_ID;
  const only = module.kind === 'hosting' ? `hosting:${module.target}` : module.target;
  const command = [
    'firebase',
    'deploy',
    '--config',
    file.slice(root.length + 1),
    '--project',
    project,
    '--only',
    only,
    '--non-interactive',
  ];

  const where = local ? 'local Hosting emulator' : `project ${project}`;
  log(`${dryRun ? '[dry-run] ' : ''}${name} → ${where}, target ${only}`);
  let files;
  if (module.kind === 'hosting') {
    const stage = await stageSite(name, vars, { local, dryRun, keep, log, distDir });
    files = listFiles(stage).map((path) => ({
      path: `${stage.slice(root.length + 1)}/${path}`,
      bytes: statSync(join(stage, path)).size,
    }));
    const headers = config.hosting.find((site) => site.target === module.target).headers;
    log('  headers:');
    for (const rule of headers)
      for (const header of rule.headers) log(`    ${rule.source}  ${header.key}: ${header.value}`);
  } else {
    if (local)
      throw new Error(
        "the local stack's gateway is the Functions emulator `npm start` runs: nothing to deploy locally",
      );
    writeFileSync(join(root, 'functions', `.env.${project}`), functionsEnv(vars));
    log(`  functions/.env.${project}: GATEWAY_ALLOWED_ORIGINS=${vars.HOST_ORIGIN}`);
    const lib = join(root, 'functions', 'lib');
    if (!existsSync(lib)) throw new Error('functions/lib is not built: run npm run build -w functions');
    files = [...listFiles(lib).map((path) => `functions/lib/${path}`), 'functions/package.json'].map((path) => ({
      path,
      bytes: statSync(join(root, path)).size,
    }));
  }
  log(`  ${files.length} file(s), ${size(files.reduce((sum, entry) => sum + entry.bytes, 0))}:`);
  for (const entry of files) log(`    ${entry.path}  ${size(entry.bytes)}`);

  if (local) return { files, command: null };
  log(`  ${dryRun ? 'would run' : 'running'}: ${command.join(' ')}`);
  if (!dryRun) {
    const result = spawnSync(join(root, 'node_modules', '.bin', 'firebase'), command.slice(1), {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`firebase deploy exited with ${result.status}`);
  }
  return { files, command };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const keepAt = args.indexOf('--keep');
  deploy(
    args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1] !== '--keep'),
    {
      dryRun: args.includes('--dry-run'),
      local: args.includes('--local'),
      keep: keepAt === -1 ? DEFAULT_KEEP : Number(args[keepAt + 1]),
    },
  ).catch((error) => {
    process.stderr.write(`deploy failed: ${error.message}\n`);
    process.exit(1);
  });
}
