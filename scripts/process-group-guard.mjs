#!/usr/bin/env node
/**
 * Runs a command as the leader of its own process group and takes the whole group down with it.
 *
 *   node process-group-guard.mjs <watched pid> <command> [args…]
 *
 * Why: the Firestore emulator's launchers (`gcloud emulators firestore start`, the Cloud SDK's
 * `cloud_firestore_emulator` script) start Java as a child and exit without it, so signalling the
 * launcher leaves Java holding the port. In its own group the whole tree can be signalled at once.
 * A group of its own no longer receives Ctrl-C or Playwright's signals, so the guard also ends the
 * group when the process that started it (the watched pid) is gone, even if that one was SIGKILLed.
 */
import { spawn } from 'node:child_process';

const [watchedArg, command, ...args] = process.argv.slice(2);
const watched = Number(watchedArg);
if (!command || !Number.isInteger(watched)) {
  process.stderr.write('usage: process-group-guard.mjs <watched pid> <command> [args…]\n');
  process.exit(2);
}

const GRACE_MS = 10_000;
const signalGroup = (signal) => {
  try {
    process.kill(-process.pid, signal);
  } catch {
    // The group is already gone.
  }
};

let stopping = false;
function stopGroup() {
  if (stopping) return;
  stopping = true;
  signalGroup('SIGTERM'); // reaches this guard too: the handlers below keep it alive until the child exits
  setTimeout(() => signalGroup('SIGKILL'), GRACE_MS).unref();
}
process.on('SIGINT', stopGroup);
process.on('SIGTERM', stopGroup);

const child = spawn(command, args, { stdio: 'inherit' });
child.on('error', (error) => {
  process.stderr.write(`${command}: ${error.message}\n`);
  process.exit(127);
});
// The launcher has exited: whatever it started (Java) must not outlive it, and this guard is done.
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
  signalGroup('SIGKILL');
});

const parentWatch = setInterval(() => {
  try {
    process.kill(watched, 0);
  } catch {
    clearInterval(parentWatch);
    stopGroup();
  }
}, 1000);
