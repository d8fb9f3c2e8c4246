/**
 * Lets the browser fetch, in parallel with main.js, the chunks the app needs before its first
 * render. Without it they form a waterfall: the HTML names only main.js, and main.js (the
 * federation runtime plus the async boundary) requests them once it has run.
 *
 * Which chunks: the chunk groups directly below the entry's, that is the `import('./bootstrap')`
 * boundary and the shared singletons the app provides (react, react-dom, emotion…), which the
 * bootstrap code consumes at once. Lazy routes and the auth SDK sit deeper and are not preloaded.
 * Measured against the requests Chromium makes on `/`, the set is the same.
 */
import { rspack, type Compilation, type Compiler } from '@rspack/core';

const PLUGIN = 'PreloadStartupChunksPlugin';

export function startupChunkFiles(compilation: Compilation, entry = 'main'): string[] {
  const group = compilation.namedChunkGroups.get(entry);
  if (!group) return [];
  const own = new Set(group.getFiles());
  const files = new Set<string>();
  for (const child of group.childrenIterable) {
    for (const file of child.getFiles()) if (file.endsWith('.js') && !own.has(file)) files.add(file);
  }
  return [...files].sort();
}

export class PreloadStartupChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(PLUGIN, (data) => {
        const publicPath = data.publicPath.endsWith('/') ? data.publicPath : `${data.publicPath}/`;
        for (const file of startupChunkFiles(compilation)) {
          data.assetTags.scripts.push({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
          });
        }
        return data;
      });
    });
  }
}
