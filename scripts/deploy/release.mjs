/**
 * Keeping a page opened before a deploy working. Hosting replaces a whole site at each deploy, so
 * an open page would 404 on the previous build's lazy chunks. Each deploy publishes release.json
 * (its own files plus those carried from earlier releases); the next deploy fetches those files from
 * the live site and carries them again, until a release is older than the last `keep` ones.
 *
 * planRelease is pure; carryPreviousRelease is the adapter (fetch from the live site, write files).
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

export const RELEASE_FILE = 'release.json';
/** The current release plus the two before it: a page left open across two deploys still works. */
export const DEFAULT_KEEP = 3;

/** Entry points are always the newest (no-cache); only content-hashed files are carried. */
const ENTRY =
  /(^|\/)(index\.html|app-config\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|release\.json|sw\.js|[^/]*\.webmanifest)$/;
export const isCarryable = (file) => !ENTRY.test(file);

/**
 * @param previous  the live site's release.json, or null on a first deploy
 * @param id        this release's id
 * @param files     every file in the new build (relative paths, '/' separators)
 * @returns the new release.json and the files to fetch from the live site into the new build
 */
export function planRelease(previous, { id, files, keep = DEFAULT_KEEP }) {
  const own = files.filter(isCarryable).sort();
  const kept = (previous?.releases ?? []).filter((release) => release.id !== id).slice(0, Math.max(0, keep - 1));
  const present = new Set(files);
  const carry = [...new Set(kept.flatMap((release) => release.files))]
    .filter((file) => !present.has(file) && isCarryable(file))
    .sort();
  return { manifest: { releases: [{ id, files: own }, ...kept] }, carry };
}

export function listFiles(dir) {
  const out = [];
  const walk = (at) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * Fetches the live site's release.json and carries the files it still needs into `stageDir`.
 * A site with no release.json (404) is a first deploy; any other failure stops the deploy, since
 * going ahead would strand every open page.
 */
export async function carryPreviousRelease({
  stageDir,
  liveOrigin,
  id,
  keep = DEFAULT_KEEP,
  fetchImpl = fetch,
  log = () => {},
}) {
  const files = listFiles(stageDir);
  const reply = await fetchImpl(`${liveOrigin}/${RELEASE_FILE}`, { cache: 'no-store' });
  let previous = null;
  if (reply.ok) previous = await reply.json();
  else if (reply.status !== 404) throw new Error(`${liveOrigin}/${RELEASE_FILE} answered ${reply.status}`);
  const { manifest, carry } = planRelease(previous, { id, files, keep });
  for (const file of carry) {
    const chunk = await fetchImpl(`${liveOrigin}/${file}`);
    // Already pruned on the live site: nothing to keep, and the boundary reloads the remote if asked.
    if (!chunk.ok) {
      log(`  not on the live site any more: ${file}`);
      continue;
    }
    const target = join(stageDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, Buffer.from(await chunk.arrayBuffer()));
  }
  writeFileSync(join(stageDir, RELEASE_FILE), JSON.stringify(manifest, null, 2));
  return { manifest, carry, firstDeploy: previous === null };
}
