import { forgetLoadedReleases, recordLoadedRelease, recordRefusedRelease, releaseOf } from '../loadedReleases';
import { remoteReleases } from '../remoteReleases';

const remotes = {
  remote_capture: 'https://capture.example/mf-manifest.json',
  remote_share: 'https://share.example/mf-manifest.json',
  remote_account: 'https://account.example/mf-manifest.json',
};
const manifest = (buildVersion: string, commit?: string) => ({
  metaData: { buildInfo: { buildVersion, buildName: 'x', ...(commit ? { commit } : {}) } },
});

afterEach(forgetLoadedReleases);

describe('releaseOf', () => {
  it.each([
    [manifest('1.0.512', 'abc1234'), { version: '1.0.512', commit: 'abc1234' }],
    [manifest('1.0.512'), { version: '1.0.512', commit: 'unknown' }],
    [{ metaData: {} }, undefined],
    [null, undefined],
  ])('reads %j', (json, release) => {
    expect(releaseOf(json)).toEqual(release);
  });
});

describe('remoteReleases', () => {
  it('gives the release running in the page first, then the deployed one, then unreachable', async () => {
    recordLoadedRelease('remote_capture', manifest('1.0.511', 'old1234'));
    const fetchManifest = jest.fn(async (url: string) =>
      url === remotes.remote_share ? { version: '1.0.512', commit: 'new5678' } : Promise.reject(new Error('offline')),
    );
    await expect(remoteReleases(remotes, fetchManifest)).resolves.toEqual([
      { name: 'remote_capture', state: 'running', release: { version: '1.0.511', commit: 'old1234' } },
      { name: 'remote_share', state: 'deployed', release: { version: '1.0.512', commit: 'new5678' } },
      { name: 'remote_account', state: 'unreachable' },
    ]);
    // The running remote's manifest is not asked again: the page's release is what counts.
    expect(fetchManifest).not.toHaveBeenCalledWith(remotes.remote_capture);
  });

  it('calls a remote refused for version skew refused, not running, with the release it announced', async () => {
    recordLoadedRelease('remote_capture', manifest('1.0.600', 'next123'));
    recordRefusedRelease('remote_capture');
    recordLoadedRelease('remote_share', manifest('1.0.512', 'abc1234'));
    const releases = await remoteReleases(remotes, async () => undefined);
    expect(releases.slice(0, 2)).toEqual([
      { name: 'remote_capture', state: 'refused', release: { version: '1.0.600', commit: 'next123' } },
      { name: 'remote_share', state: 'running', release: { version: '1.0.512', commit: 'abc1234' } },
    ]);
  });
});
