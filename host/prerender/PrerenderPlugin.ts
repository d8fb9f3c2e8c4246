/**
 * Writes the host's own screens into its HTML at build time, so they paint before any JavaScript
 * has run (render.tsx draws them):
 *   - dist/index.html   the page of `/`: the landing page inside #root, marked with the path, which
 *                       the browser hydrates (src/bootstrap.tsx);
 *   - dist/camera.html  the page of /camera: the early /camera screen before an empty #root, its
 *                       native photo inputs working from the first paint (src/features/early-capture);
 *   - dist/200.html     the plain page, the SPA fallback of every other route (serve-static.mjs,
 *                       firebase.json's rewrite), so no other route flashes the landing page.
 * Served for exactly their paths by serve-static.mjs, Firebase Hosting's cleanUrls and the service
 * worker. Each page's critical CSS goes in its head; the page loads its scripts as usual.
 *
 * After the host's production build is written, render.tsx is bundled for Node with the host's own
 * rules and resolution and run.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { injectEarlyCapture } from '../src/features/early-capture/earlyCaptureMarkup';
import { PRERENDERED_PATH_ATTRIBUTE } from '../src/prerenderedPage';
import type { RenderedScreen } from './render';

const PLUGIN = 'PrerenderPlugin';
export const SPA_FALLBACK = '200.html';
const ROOT_ELEMENT = '<div id="root"></div>';

export interface PrerenderOptions {
  /** The host's rules and resolution, so render.tsx compiles exactly as the browser bundle does. */
  module: Configuration['module'];
  resolve: Configuration['resolve'];
  /** Build-time constants the app reads (DefinePlugin). */
  plugins: RspackPluginInstance[];
}

function withStyles(page: string, styles: string): string {
  if (!page.includes('</head>')) throw new Error(`${PLUGIN}: the page has no </head>`);
  return page.replace('</head>', `${styles}</head>`);
}

/** The landing page's markup inside the page's empty #root, marked with its path. */
export function injectPrerendered(page: string, path: string, { markup, styles }: RenderedScreen): string {
  if (!page.includes(ROOT_ELEMENT)) throw new Error(`${PLUGIN}: the page has no ${ROOT_ELEMENT} to fill`);
  return withStyles(page, styles).replace(
    ROOT_ELEMENT,
    `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${path}">${markup}</div>`,
  );
}

function compile(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(`${PLUGIN}: ${stats.toString({ all: false, errors: true })}`));
      else resolve();
    });
  });
}

export class PrerenderPlugin {
  constructor(private readonly options: PrerenderOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise(PLUGIN, async () => {
      const dist = compiler.options.output.path as string;
      const out = join(compiler.context, 'node_modules', '.cache', 'prerender');
      await compile({
        mode: 'production',
        context: compiler.context,
        target: 'node',
        entry: { render: join(__dirname, 'render.tsx') },
        output: { path: out, filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
        module: this.options.module,
        resolve: this.options.resolve,
        plugins: this.options.plugins,
        optimization: { minimize: false },
        devtool: false,
        performance: { hints: false },
      });
      // A fresh file of this build: drop any copy an earlier build in this process left cached.
      const load = createRequire(__filename);
      const bundle = load.resolve(join(out, 'render.js'));
      delete load.cache[bundle];
      const { renderLanding, renderEarlyCapture } = load(bundle) as typeof import('./render');
      const page = readFileSync(join(dist, 'index.html'), 'utf8');
      const camera = renderEarlyCapture();
      writeFileSync(join(dist, SPA_FALLBACK), page);
      writeFileSync(join(dist, 'index.html'), injectPrerendered(page, '/', renderLanding()));
      writeFileSync(join(dist, 'camera.html'), withStyles(injectEarlyCapture(page, camera.markup), camera.styles));
      rmSync(out, { recursive: true, force: true });
    });
  }
}
