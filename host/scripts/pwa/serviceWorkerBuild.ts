/**
 * The service worker's own build, run after the host's (production only; `npm run dev` has no
 * service worker): rspack bundles host/src/sw/sw.ts with the Workbox modules it imports, then
 * workbox-build's injectManifest writes dist/sw.js with the precache list of the host's build.
 *
 * Anything that rewrites the host's dist files must run before this step, or the precache
 * revisions describe files that are no longer there.
 */
import { join } from 'node:path';
import type { Compiler, Configuration } from '@rspack/core';
import { injectManifest } from 'workbox-build';
import { workerSwcRule } from '@snap/shared/federation/workerSwcRule';

const SW_FILE = 'sw.js';

/**
 * The host's shell: the pages (`/` prerendered, /camera and /auth with their route shells, 200.html
 * for every other route), its JS, the manifest and icons. app-config.json is network-first (sw/routes.ts).
 */
export const PRECACHE_GLOBS = ['*.html', '*.js', 'manifest.webmanifest', 'icons/*.png'];

export class InjectPrecacheManifestPlugin {
  constructor(private readonly options: { swSrc: string; hostDist: string }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('InjectPrecacheManifestPlugin', async () => {
      const { count, size, warnings } = await injectManifest({
        swSrc: this.options.swSrc,
        swDest: join(this.options.hostDist, SW_FILE),
        globDirectory: this.options.hostDist,
        globPatterns: PRECACHE_GLOBS,
        globIgnores: [SW_FILE],
        // Hashed names need no revision of their own; the pages and the manifest get one.
        dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      });
      for (const warning of warnings) process.stderr.write(`service worker: ${warning}\n`);
      process.stdout.write(`service worker: precaches ${count} files, ${(size / 1024).toFixed(1)} KB\n`);
    });
  }
}

function serviceWorkerConfig(dir: string, after: string): Configuration {
  const outDir = join(dir, '.sw-build');
  return {
    name: 'service-worker',
    dependencies: [after],
    mode: 'production',
    context: dir,
    target: 'webworker',
    entry: { sw: './src/sw/sw.ts' },
    devtool: false,
    output: { path: outDir, filename: SW_FILE, publicPath: '/', clean: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [workerSwcRule],
    },
    // One file: a service worker cannot load chunks on demand.
    optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    plugins: [new InjectPrecacheManifestPlugin({ swSrc: join(outDir, SW_FILE), hostDist: join(dir, 'dist') })],
  };
}

/** The host's build, then (production) the service worker's, which needs the host's files. */
export function withServiceWorker(app: Configuration, dir: string): Configuration | Configuration[] {
  if (app.mode !== 'production') return app;
  const name = app.name ?? 'host';
  return [{ ...app, name }, serviceWorkerConfig(dir, name)];
}
