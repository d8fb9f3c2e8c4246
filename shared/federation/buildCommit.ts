/**
 * The commit an app is built from, written into its build (a remote's mf-manifest.json
 * `metaData.buildInfo.commit`, the host's `__BUILD_COMMIT__`) so the version badge's details can
 * say which code each deployed module runs. Node-side only.
 *
 * BUILD_COMMIT wins (a CI that builds from an exported tree, or a reproducible build); else git;
 * else 'unknown' (a source archive without .git still builds).
 */
import { execFileSync } from 'node:child_process';

const COMMIT = /^[0-9a-f]{4,40}$/i;

export function buildCommit(dir = __dirname, env: NodeJS.ProcessEnv = process.env): string {
  const fixed = env.BUILD_COMMIT?.trim();
  if (fixed && COMMIT.test(fixed)) return fixed;
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return COMMIT.test(head) ? head : 'unknown';
  } catch {
    return 'unknown';
  }
}
