/**
 * Builds the federation `shared` map for every app (host and remotes), so they cannot drift.
 * Node-side only: imported by each app's federation config, never by browser code.
 *
 * What is shared, and why:
 * - react, react-dom, emotion and @snap/shared are singletons: one React, one emotion cache and
 *   theme context, one auth/share/AI/navigation context.
 * - react-router is NOT shared: the host is the only router and tree-shakes it; remotes navigate
 *   through the navigation port in @snap/shared (shared/src/navigation) and never import it.
 * - @mui/material itself is NOT shared: sharing it whole ships the entire library (~146 KB gzip)
 *   to every visitor. Each app bundles the tree-shaken components it uses. The theme stays one
 *   because MUI reads it from emotion's ThemeContext (a singleton), and the two small MUI context
 *   modules (default props, RTL) are shared by sub-path.
 * - firebase is deliberately NOT shared: only the host imports it (remotes reach identity and data
 *   through ports in @snap/shared), and a shared module cannot be tree-shaken.
 *
 * Version skew: the host and each remote deploy on their own, so the singleton a remote finds in
 * the page is the host's, which may be older or newer than the one the remote was built with.
 * Each app requires the whole major of what it was built with (`^19.0.0` for React 19.3.1), so a
 * remote built against a newer patch or minor still loads in an older host (and the other way
 * round) on the host's copy. `strictVersion` makes a singleton outside that range a load error,
 * not a warning: the remote then shows its fallback (host/src/features/remotes/versionSkew.ts)
 * instead of running on a React or a port contract of another major. A singleton is never
 * loaded twice. A major bump of one of these is therefore a coordinated release of every app.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Reads the version installed where node would find `pkg` from this workspace (hoisted or not). */
function installedVersion(pkg: string): string {
  let dir = join(__dirname, '..');
  for (;;) {
    const manifestPath = join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(manifestPath)) {
      return (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }).version;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the installed version of ${pkg}`);
    dir = parent;
  }
}

export interface SharedConfig {
  singleton: boolean;
  requiredVersion: string;
  strictVersion: boolean;
  version: string;
  eager?: boolean;
}

/**
 * The range an app built with `version` accepts: the same major (`^19.0.0`), or for a 0.x
 * package, where every minor may break, the same minor (`^0.4.0`).
 */
export function compatibleRange(version: string): string {
  const [major, minor] = version.split('.');
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

/** request → the package whose version it carries */
const SINGLETONS: Record<string, string> = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  '@emotion/react': '@emotion/react',
  '@emotion/styled': '@emotion/styled',
  '@emotion/cache': '@emotion/cache',
  '@mui/system/DefaultPropsProvider': '@mui/system',
  '@mui/system/RtlProvider': '@mui/system',
  '@snap/shared': '@snap/shared',
};

export function buildSharedDependencies(): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const [request, pkg] of Object.entries(SINGLETONS)) {
    const version = pkg === '@snap/shared' ? readOwnVersion() : installedVersion(pkg);
    shared[request] = { singleton: true, version, requiredVersion: compatibleRange(version), strictVersion: true };
  }
  return shared;
}

function readOwnVersion(): string {
  return (JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string }).version;
}
