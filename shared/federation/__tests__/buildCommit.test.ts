/**
 * @jest-environment node
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCommit } from '../buildCommit';
import { manifestWithCommit } from '../remoteFederation';

describe('buildCommit', () => {
  it('takes BUILD_COMMIT when it is a commit id', () => {
    expect(buildCommit(__dirname, { BUILD_COMMIT: 'abc1234' })).toBe('abc1234');
  });

  it('asks git otherwise (this repository)', () => {
    expect(buildCommit(__dirname, { BUILD_COMMIT: 'not a commit' })).toMatch(/^[0-9a-f]{4,40}$/);
  });

  it("says 'unknown' outside a git checkout", () => {
    expect(buildCommit(mkdtempSync(join(tmpdir(), 'no-git-')), {})).toBe('unknown');
  });
});

describe('manifestWithCommit', () => {
  it('adds the commit to the manifest build info the federation plugin wrote', async () => {
    const stats = { metaData: { buildInfo: { buildVersion: '1.0.512', buildName: '@snap/remote-capture' } } };
    const add = manifestWithCommit('abc1234').additionalData as (options: { stats: typeof stats }) => unknown;
    await expect(Promise.resolve(add({ stats }))).resolves.toEqual({
      metaData: { buildInfo: { buildVersion: '1.0.512', buildName: '@snap/remote-capture', commit: 'abc1234' } },
    });
  });
});
