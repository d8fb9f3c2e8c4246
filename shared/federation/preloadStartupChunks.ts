/**
 * Lets the browser fetch, in parallel with main.js, the chunks the app needs before its first
 * render. Without it they form a waterfall: the HTML names only main.js, and main.js (the
 * federation runtime plus the async boundary) requests them once it has run. Which chunks:
 * startupChunks.ts.
 */
import { rspack, type Compiler } from '@rspack/core';
import { preloadTags, startupChunkFiles } from './startupChunks';

const PLUGIN = 'PreloadStartupChunksPlugin';

export class PreloadStartupChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(PLUGIN, (data) => {
        data.assetTags.scripts.push(...preloadTags(data.publicPath, startupChunkFiles(compilation)));
        return data;
      });
    });
  }
}
