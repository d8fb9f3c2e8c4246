#!/usr/bin/env node
/**
 * Serves the production builds of host and remotes on their ports, with the host's
 * /app-config.json generated from those ports. Used by `npm start` and by the e2e suite.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './serve-static.mjs';
import { appConfig, stackPorts } from './stack-config.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Writes the host's deploy-time config for these ports under .stack/ and returns its path. */
export function writeAppConfig(ports = stackPorts()) {
  const configDir = join(root, '.stack');
  mkdirSync(configDir, { recursive: true });
  const configPath = join(configDir, `app-config.${ports.host}.json`);
  writeFileSync(configPath, JSON.stringify(appConfig(ports), null, 2));
  return configPath;
}

export async function serveApps(ports = stackPorts()) {
  const configPath = writeAppConfig(ports);
  // The remotes answer CORS to the host only, as on Hosting (firebase.json), under either name of this machine.
  const hostOnly = { allowOrigins: [`http://127.0.0.1:${ports.host}`, `http://localhost:${ports.host}`] };
  const apps = [
    ['remote-capture', ports.remote_capture, hostOnly],
    ['remote-share', ports.remote_share, hostOnly],
    ['remote-account', ports.remote_account, hostOnly],
    [
      'host',
      ports.host,
      { spa: true, files: { '/app-config.json': configPath }, canonicalHost: `127.0.0.1:${ports.host}` },
    ],
  ];
  return Promise.all(
    apps.map(([app, port, extra]) =>
      startStaticServer({ dir: join(root, app, 'dist'), port, spa: false, files: {}, ...extra }).then((server) => ({
        app,
        port,
        server,
      })),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // No top-level await: the e2e suite require()s this module.
  serveApps().then((servers) => {
    for (const { app, port } of servers) process.stdout.write(`${app.padEnd(15)} http://127.0.0.1:${port}\n`);
    process.stdout.write('apps ready\n');
  });
}
