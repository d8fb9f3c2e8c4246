import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSharedDependencies } from '../sharedDependencies';

const versionOf = (manifest: string) => (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;

describe('buildSharedDependencies', () => {
  const shared = buildSharedDependencies();

  it('shares React, emotion, the two MUI context modules and @snap/shared as singletons, nothing else', () => {
    expect(Object.keys(shared).sort()).toEqual(
      [
        '@emotion/cache',
        '@emotion/react',
        '@emotion/styled',
        '@mui/system/DefaultPropsProvider',
        '@mui/system/RtlProvider',
        '@snap/shared',
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
      ].sort(),
    );
    expect(Object.values(shared).every((config) => config.singleton)).toBe(true);
  });

  it.each(['react-router-dom', 'react-router', '@mui/material', 'firebase'])('does not share %s', (request) => {
    expect(shared).not.toHaveProperty([request]);
  });

  it('carries the installed versions, and requires the same major', () => {
    expect(shared['react'].version).toBe(versionOf(require.resolve('react/package.json')));
    expect(shared['react-dom/client'].version).toBe(shared['react-dom'].version);
    expect(shared['@snap/shared'].version).toBe(versionOf(join(__dirname, '..', '..', 'package.json')));
    expect(shared['react'].requiredVersion).toBe(`^${shared['react'].version}`);
  });
});
