/**
 * Prerenders the landing page at build time, so its content and critical CSS paint from the HTML
 * before any JavaScript has run; the client then hydrates it (bootstrap.tsx).
 *
 * After the host's production build is written, render.tsx is bundled for Node with the host's
 * own rules and resolution, `/` is rendered to a string, and:
 *   - dist/index.html   is the page of `/`: the markup inside #root, marked data-prerendered="/",
 *                       which starts its JavaScript after it has painted (paintFirst.ts, and the
 *                       loader paint-first.<hash>.js beside it);
 *   - dist/camera.html, dist/auth.html, dist/dashboard.html: the route shells of /camera, /auth and
 *                       /dashboard, each remote's first screen drawn beside an empty #root
 *                       (src/features/shell/routeShell.tsx), served
 *                       for exactly that path (serve-static.mjs, firebase.json's cleanUrls), painting
 *                       first the same way;
 *   - dist/200.html     is the plain shell, the SPA fallback of every other route (serve-static.mjs,
 *                       firebase.json's rewrite), so no other route flashes the landing page.
 * The one inline script is the signed-in shell's (src/features/shell/signedInShell.ts), whose hash
 * the CSP names; emotion's <style> elements are inline CSS, moved to the head (criticalCss.ts).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { WORKER_BUILD_ALIAS } from '@snap/shared/federation/withWorkerBuild';
import {
  injectRouteShell,
  ROUTE_SHELL_PATHS,
  routeShellFile,
  type RouteShellPath,
} from '../src/features/shell/routeShellMarkup';
import { hoistEmotionStyles } from './criticalCss';
import { paintFirst } from './paintFirst';

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

/** The landing page's markup inside the shell's empty #root. */
export function injectPrerendered(shell: string, path: string, markup: string): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`${PLUGIN}: the page has no ${ROOT_ELEMENT} to fill`);
  return shell.replace(ROOT_ELEMENT, `<div id="root" data-prerendered="${path}">${markup}</div>`);
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
        // The route shells render remotes' sources, whose workers are assets of their own builds.
        resolve: {
          ...this.options.resolve,
          alias: { ...this.options.resolve?.alias, [WORKER_BUILD_ALIAS]: join(__dirname, 'worker-stub') },
        },
        plugins: this.options.plugins,
        optimization: { minimize: false },
        devtool: false,
        performance: { hints: false },
      });
      // A fresh file of this build: drop any copy an earlier build in this process left cached.
      const load = createRequire(__filename);
      const bundle = load.resolve(join(out, 'render.js'));
      delete load.cache[bundle];
      const { render, renderRouteShell } = load(bundle) as {
        render: (location: string) => string;
        renderRouteShell: (location: RouteShellPath) => string;
      };
      const shell = readFileSync(join(dist, 'index.html'), 'utf8');
      writeFileSync(join(dist, SPA_FALLBACK), shell);
      const pages: [file: string, html: string][] = [
        ['index.html', injectPrerendered(shell, '/', render('/'))],
        ...ROUTE_SHELL_PATHS.map((path): [string, string] => [
          routeShellFile(path),
          injectRouteShell(shell, path, renderRouteShell(path)),
        ]),
      ];
      for (const [file, html] of pages) {
        const page = paintFirst(hoistEmotionStyles(html));
        writeFileSync(join(dist, page.loader.file), page.loader.source);
        writeFileSync(join(dist, file), page.html);
      }
      rmSync(out, { recursive: true, force: true });
    });
  }
}
