/** Child processes of the local stack: each in its own process group so stopping it stops everything it started. */
import { spawn } from 'node:child_process';

const children = new Set();

export function startProcess(name, command, args, { env = {}, cwd, quiet = false } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
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

export function stopAll(signal = 'SIGTERM') {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

/** Polls `url` until it answers (any HTTP status) or the deadline passes. */
export async function waitForHttp(url, { timeoutMs = 120_000, intervalMs = 250, ok = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
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
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}
