/**
 * A "new build" of a remote without running the bundler again: every content hash in its file
 * names (and in the files that reference them) changes, as a real rebuild with changed code does,
 * and one visible text is edited so the new release can be told apart on screen.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const HASHED = /\.([0-9a-f]{10})\.(js|css)$/;
const TEXT = /\.(js|css|json|html|map)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)],
  );
}

/** Copies `dist` with new hashes and `from` replaced by `to`; returns the copy's folder and its old → new names. */
export function rebuiltCopy(
  dist: string,
  edit: { from: string; to: string },
): { dir: string; renamed: Map<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), 'rebuild-'));
  const files = walk(dist).map((file) => relative(dist, file));
  const hashes = new Map<string, string>();
  for (const file of files) {
    const hash = HASHED.exec(file)?.[1];
    if (hash) hashes.set(hash, [...hash].reverse().join(''));
  }
  const rehash = (text: string) => [...hashes].reduce((out, [from, to]) => out.split(from).join(to), text);
  const renamed = new Map<string, string>();
  for (const file of files) {
    const target = rehash(file);
    if (target !== file) renamed.set(file, target);
    mkdirSync(dirname(join(dir, target)), { recursive: true });
    const body = readFileSync(join(dist, file));
    writeFileSync(
      join(dir, target),
      TEXT.test(file) ? rehash(body.toString('utf8')).split(edit.from).join(edit.to) : body,
    );
  }
  return { dir, renamed };
}
