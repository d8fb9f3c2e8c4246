#!/usr/bin/env node
/**
 * The npm registry reachable here carries only the linux-x64 builds of some native packages
 * (rspack, swc, unrs). `npm install` then leaves the other platforms' optional binaries out of
 * package-lock.json, and `npm ci` refuses the lockfile as "out of sync". This adds a lock entry
 * (version, os, cpu, libc, optional) for each missing platform binary; npm skips them on a
 * non-matching platform without fetching anything. Run after `npm install` changes the lockfile:
 *   node scripts/lockfile-platform-stubs.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OSES = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'wasi'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32'];

/** '@rspack/binding-linux-x64-musl' → { os: ['linux'], cpu: ['x64'], libc: ['musl'] } */
export function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = tokens.find((t) => OSES.includes(t));
  const cpu = tokens.find((t) => CPUS.includes(t));
  if (!cpu) return null;
  const platform = { cpu: [cpu] };
  if (os && os !== 'wasi') platform.os = [os];
  if (tokens.some((t) => t.startsWith('musl'))) platform.libc = ['musl'];
  else if (tokens.some((t) => t === 'gnu' || t.startsWith('gnueabi')) && os === 'linux') platform.libc = ['glibc'];
  return platform;
}

export function addPlatformStubs(lock) {
  const added = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const parent = path ? `${path}/` : '';
      if (lock.packages[`${parent}node_modules/${dep}`] || lock.packages[`node_modules/${dep}`]) continue;
      const platform = platformOf(dep);
      if (!platform) continue;
      lock.packages[`node_modules/${dep}`] = { version, optional: true, ...platform };
      added.push(`${dep}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = join(process.cwd(), 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = addPlatformStubs(lock);
  writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
  process.stdout.write(`added ${added.length} platform stub(s)${added.length ? `: ${added.join(', ')}` : ''}\n`);
}
