import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { carryPreviousRelease, isCarryable, planRelease } from '../release.mjs';

describe('isCarryable', () => {
  it('carries hashed chunks, never entry points', () => {
    expect(isCarryable('static/js/123.abc123.js')).toBe(true);
    for (const entry of [
      'index.html',
      'app-config.json',
      'mf-manifest.json',
      'remoteEntry.js',
      'release.json',
      'sw.js',
      'manifest.webmanifest',
    ])
      expect(isCarryable(entry)).toBe(false);
  });
});

describe('planRelease', () => {
  it('starts a release list on a first deploy and carries nothing', () => {
    expect(planRelease(null, { id: 'r1', files: ['index.html', 'a.1.js'] })).toEqual({
      manifest: { releases: [{ id: 'r1', files: ['a.1.js'] }] },
      carry: [],
    });
  });

  it("carries the previous release's chunks that the new build no longer has", () => {
    const previous = { releases: [{ id: 'r1', files: ['a.1.js', 'shared.0.js'] }] };
    const { manifest, carry } = planRelease(previous, { id: 'r2', files: ['remoteEntry.js', 'a.2.js', 'shared.0.js'] });
    expect(carry).toEqual(['a.1.js']);
    expect(manifest.releases.map((release) => release.id)).toEqual(['r2', 'r1']);
  });

  it('prunes releases older than the last `keep`', () => {
    const previous = {
      releases: [
        { id: 'r3', files: ['a.3.js'] },
        { id: 'r2', files: ['a.2.js'] },
        { id: 'r1', files: ['a.1.js'] },
      ],
    };
    const { manifest, carry } = planRelease(previous, { id: 'r4', files: ['a.4.js'], keep: 3 });
    expect(manifest.releases.map((release) => release.id)).toEqual(['r4', 'r3', 'r2']);
    expect(carry).toEqual(['a.2.js', 'a.3.js']);
  });

  it('keeps nothing old with keep 1', () => {
    expect(
      planRelease({ releases: [{ id: 'r1', files: ['a.1.js'] }] }, { id: 'r2', files: ['a.2.js'], keep: 1 }).carry,
    ).toEqual([]);
  });
});

describe('carryPreviousRelease', () => {
  const stage = () => {
    const dir = mkdtempSync(join(tmpdir(), 'stage-'));
    mkdirSync(join(dir, 'static'));
    writeFileSync(join(dir, 'mf-manifest.json'), '{}');
    writeFileSync(join(dir, 'static', 'a.2.js'), 'new');
    return dir;
  };
  const site = (files) => async (url) => {
    const path = new URL(url).pathname.slice(1);
    const body = files[path];
    return body === undefined ? new Response('Not found', { status: 404 }) : new Response(body);
  };

  it("fetches the live release's chunks into the stage and publishes the new release.json", async () => {
    const dir = stage();
    const live = {
      'release.json': JSON.stringify({ releases: [{ id: 'r1', files: ['static/a.1.js'] }] }),
      'static/a.1.js': 'old',
    };
    const result = await carryPreviousRelease({
      stageDir: dir,
      liveOrigin: 'https://capture.example',
      id: 'r2',
      fetchImpl: site(live),
    });
    expect(result.carry).toEqual(['static/a.1.js']);
    expect(readFileSync(join(dir, 'static', 'a.1.js'), 'utf8')).toBe('old');
    expect(JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8')).releases).toEqual([
      { id: 'r2', files: ['static/a.2.js'] },
      { id: 'r1', files: ['static/a.1.js'] },
    ]);
  });

  it('treats a site without release.json as a first deploy', async () => {
    const result = await carryPreviousRelease({
      stageDir: stage(),
      liveOrigin: 'https://capture.example',
      id: 'r1',
      fetchImpl: site({}),
    });
    expect(result).toMatchObject({ firstDeploy: true, carry: [] });
  });

  it('stops when the live site answers with an error, rather than strand open pages', async () => {
    const failing = async () => new Response('down', { status: 503 });
    await expect(
      carryPreviousRelease({ stageDir: stage(), liveOrigin: 'https://capture.example', id: 'r2', fetchImpl: failing }),
    ).rejects.toThrow('answered 503');
  });
});
