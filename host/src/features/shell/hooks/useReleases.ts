import { useEffect, useState } from 'react';
import type { ModuleRelease } from '../../remotes';

/** The remotes' releases, read once when the details open; undefined while reading. */
export function useReleases(load: () => Promise<ModuleRelease[]>): ModuleRelease[] | undefined {
  const [releases, setReleases] = useState<ModuleRelease[]>();
  useEffect(() => {
    let current = true;
    // remoteReleases never rejects (an unreachable remote is a state), so there is no error to show.
    void load().then((read) => current && setReleases(read));
    return () => {
      current = false;
    };
  }, [load]);
  return releases;
}
