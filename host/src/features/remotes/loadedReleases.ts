/**
 * Which release of each remote this page runs: the build info of the manifest the federation
 * runtime loaded it from (resiliencePlugin records it). A remote redeployed since keeps its old
 * entry here until the page loads its new manifest, which is the point: the version details
 * show what is running, not what was deployed last.
 *
 * Deliberately free of shared imports: resiliencePlugin uses it (see its header).
 */
export interface Release {
  /** The remote's package version (the federation plugin's `buildInfo.buildVersion`). */
  version: string;
  /** The commit it was built from (shared/federation/buildCommit.ts), or 'unknown'. */
  commit: string;
}

const loaded = new Map<string, Release>();
// Remotes whose manifest loaded but whose code the page refused: a shared singleton out of range.
const refused = new Set<string>();

/** The release a manifest describes, if it is one of ours. */
export function releaseOf(manifest: unknown): Release | undefined {
  const buildInfo = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown; commit?: unknown } } } | null)
    ?.metaData?.buildInfo;
  if (typeof buildInfo?.buildVersion !== 'string') return undefined;
  return {
    version: buildInfo.buildVersion,
    commit: typeof buildInfo.commit === 'string' ? buildInfo.commit : 'unknown',
  };
}

export function recordLoadedRelease(remote: string, manifest: unknown): void {
  const release = releaseOf(manifest);
  if (release) loaded.set(remote, release);
}

export function loadedRelease(remote: string): Release | undefined {
  return loaded.get(remote);
}

/** The page refused this remote's code for version skew (versionSkew.ts): loaded, yet not running. */
export function recordRefusedRelease(remote: string): void {
  refused.add(remote);
}

export function isRefusedRelease(remote: string): boolean {
  return refused.has(remote);
}

/** Tests only. */
export function forgetLoadedReleases(): void {
  loaded.clear();
  refused.clear();
}
