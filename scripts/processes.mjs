/**
 * Child processes of the local stack. They stay in our process group, so Ctrl-C (or Playwright's
 * group signal) reaches them too; stopAll() also signals them and waits, so the emulators can
 * shut their own workers down instead of leaking them.
 *
 * `ownGroup: true` is for launchers whose children outlive them (the Firestore emulator's Java):
 * the command runs in a process group of its own under process-group-guard.mjs, and every signal
 * goes to that whole group.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const guard = join(dirname(fileURLToPath(import.meta.url)), 'process-group-guard.mjs');
const children = new Set();

export function startProcess(name, command, args, { env = {}, cwd, quiet = false, ownGroup = false } = {}) {
  const [file, argv] = ownGroup ? [process.execPath, [guard, String(process.pid), command, ...args]] : [command, args];
  const child = spawn(file, argv, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownGroup,
  });
  child.ownGroup = ownGroup;
  children.add(child);
  const prefix = `[${name}] `;
  const forward = (stream, target) =>
    stream.on('data', (chunk) => {
      if (quiet) return;
      for (const line of chunk.toString().split('\n')) if (line.trim()) target.write(prefix + line + '\n');
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Asks every child to stop (SIGINT: the emulators shut down cleanly on it), waits, then kills leftovers. */
export async function stopAll({ graceMs = 15_000 } = {}) {
  const running = [...children];
  const exited = running.map(
    (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve))),
  );
  for (const child of running) signal(child, 'SIGINT');
  const timer = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
  await Promise.race([Promise.all(exited), timer]);
  for (const child of children) signal(child, 'SIGKILL');
}

function signal(child, name) {
  try {
    if (child.ownGroup) process.kill(-child.pid, name);
    else child.kill(name);
  } catch {
    // Already gone.
  }
}

/** Polls `url` until it answers (any HTTP status) or the deadline passes. */
export async function waitForHttp(
  url,
  { timeoutMs = 120_000, intervalMs = 250, requestTimeoutMs = 2000, ok = () => true } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(requestTimeoutMs) });
      if (ok(response)) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} was not ready after ${timeoutMs} ms: ${lastError?.message ?? 'no answer'}`);
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}
