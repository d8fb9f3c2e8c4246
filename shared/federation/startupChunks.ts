/**
 * Which chunks an app needs before its first render, and the preload tags that name them
 * (preloadStartupChunks.ts says why). Apart from the plugin so it imports nothing from rspack at
 * run time and is tested on its own.
 *
 * The chunk groups directly below the entry's: the `import('./bootstrap')` boundary and the shared
 * singletons the app provides (react, react-dom, emotion…), which the bootstrap code consumes at
 * once. Lazy routes and the auth SDK sit deeper and are not preloaded. Measured against the
 * requests Chromium makes on `/`, the set is the same.
 */
import type { Compilation } from '@rspack/core';

type ChunkGroups = Pick<Compilation, 'namedChunkGroups'>;

export function startupChunkFiles(compilation: ChunkGroups, entry = 'main'): string[] {
  const group = compilation.namedChunkGroups.get(entry);
  if (!group) return [];
  const own = new Set(group.getFiles());
  const files = new Set<string>();
  for (const child of group.childrenIterable) {
    for (const file of child.getFiles()) if (file.endsWith('.js') && !own.has(file)) files.add(file);
  }
  return [...files].sort();
}

/** One `<link rel="preload" as="script">` a file, under the page's public path. */
export function preloadTags(publicPath: string, files: string[]) {
  const base = publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  return files.map((file) => ({
    tagName: 'link',
    voidTag: true,
    attributes: { rel: 'preload', as: 'script', href: `${base}${file}` },
  }));
}
