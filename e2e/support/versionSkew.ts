/**
 * Serves the capture remote as if it had been rebuilt against another React, without a rebuild:
 * its real mf-manifest.json and remoteEntry.js, with the version of react / react-dom (and their
 * sub-paths) and the range it requires rewritten where a build writes them. A remote built
 * against React 20 differs from ours exactly there (the range comes from the same
 * compatibleRange the build uses); its chunks would differ too, but the host must never fetch
 * those (one React), and the tests assert it does not.
 *
 * Each rewrite counts its hits and throws when it finds fewer than expected, so a change in
 * what the federation plugin emits fails the suite instead of silently testing the real build.
 */
import type { Page } from '@playwright/test';
import { compatibleRange } from '../../shared/federation/sharedDependencies';
import { stackPorts } from './stack';

/** react, react-dom and their sub-paths (react/jsx-runtime, react-dom/client). */
const REACT = 'react(?:-dom)?(?:/[^"]*)?';
const isReact = (name: string) => new RegExp(`^${REACT}$`).test(name);

interface SharedEntry {
  name: string;
  version: string;
  requiredVersion: string;
  assets: { js: { sync: string[]; async: string[] } };
}
interface Manifest {
  shared: SharedEntry[];
}

export const captureOrigin = () => `http://127.0.0.1:${stackPorts().remote_capture}`;

/** The manifest with every React entry declaring `version` and the range a build with it requires. */
export function rewriteManifest(text: string, version: string): string {
  const manifest = JSON.parse(text) as Manifest;
  const react = manifest.shared.filter((entry) => isReact(entry.name));
  if (react.length === 0) throw new Error('mf-manifest.json shares no React: the rewrite needs updating');
  for (const entry of react) Object.assign(entry, { version, requiredVersion: compatibleRange(version) });
  return JSON.stringify(manifest);
}

function replaceCounted(text: string, pattern: RegExp, replace: (...groups: string[]) => string, min: number) {
  let hits = 0;
  const result = text.replace(pattern, (...match: string[]) => {
    hits += 1;
    return replace(...match);
  });
  if (hits < min) throw new Error(`remoteEntry.js: ${hits} of at least ${min} matches for ${pattern}`);
  return result;
}

/**
 * remoteEntry.js declares React twice: what it provides to the share scope
 * (`{name:"react",version:"19.3.1",factory:…,requiredVersion:"^19.0.0",strictVersion:1}`) and
 * what its modules consume (`shareKey:"react",import:"react",requiredVersion:"^19.0.0"`).
 */
export function rewriteRemoteEntry(text: string, version: string, reactEntries: number): string {
  const range = compatibleRange(version);
  const provided = replaceCounted(
    text,
    new RegExp(`(\\{name:"${REACT}",version:)"[^"]+"(,factory:[^]*?,requiredVersion:)"[^"]+"`, 'g'),
    (_, head, middle) => `${head}"${version}"${middle}"${range}"`,
    Math.max(reactEntries, 1),
  );
  return replaceCounted(
    provided,
    new RegExp(`(shareKey:"${REACT}",import:"[^"]*",requiredVersion:)"[^"]+"`, 'g'),
    (_, head) => `${head}"${range}"`,
    1,
  );
}

/** The capture remote's own React chunks, per its real manifest: a page that fetches one loads a second React. */
export async function captureReactChunks(page: Page): Promise<string[]> {
  const manifest = (await (await page.request.get(`${captureOrigin()}/mf-manifest.json`)).json()) as Manifest;
  return manifest.shared
    .filter((entry) => isReact(entry.name))
    .flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async])
    .map((file) => `${captureOrigin()}/${file}`);
}

/** From now on this page gets the capture remote "built against" React `version`. */
export async function serveCaptureBuiltWithReact(page: Page, version: string): Promise<void> {
  let reactEntries = 0;
  await page.route(`${captureOrigin()}/mf-manifest.json`, async (route) => {
    const response = await route.fetch();
    const text = await response.text();
    reactEntries = (JSON.parse(text) as Manifest).shared.filter((entry) => isReact(entry.name)).length;
    await route.fulfill({ response, body: rewriteManifest(text, version) });
  });
  await page.route(`${captureOrigin()}/remoteEntry.js`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: rewriteRemoteEntry(await response.text(), version, reactEntries) });
  });
}

/** Stops rewriting: the page gets the remote as built. */
export async function serveCaptureAsBuilt(page: Page): Promise<void> {
  await page.unroute(`${captureOrigin()}/mf-manifest.json`);
  await page.unroute(`${captureOrigin()}/remoteEntry.js`);
}

/** Each React version in the page's share scopes, with whether it was loaded. */
export function reactVersionsInPage(page: Page): Promise<Record<string, boolean>> {
  return page.evaluate(() => {
    type Scopes = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>>;
    const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Scopes } }).__FEDERATION__?.__SHARE__;
    const versions: Record<string, boolean> = {};
    for (const scopes of Object.values(share ?? {}))
      for (const [version, entry] of Object.entries(scopes.default?.react ?? {}))
        versions[version] = versions[version] === true || entry.loaded === true;
    return versions;
  });
}

/** The shared modules the host itself has provided and loaded in this page. */
export function hostLoadedSingletons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Entry = { from?: string; loaded?: boolean };
    type Scopes = Record<string, Record<string, Record<string, Record<string, Entry>>>>;
    const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Scopes } }).__FEDERATION__?.__SHARE__;
    const loaded = new Set<string>();
    for (const scopes of Object.values(share ?? {}))
      for (const [name, versions] of Object.entries(scopes.default ?? {}))
        if (Object.values(versions).some((entry) => entry.from === 'host' && entry.loaded === true)) loaded.add(name);
    return [...loaded];
  });
}
