/**
 * @jest-environment node
 */
import { version as installed } from 'react';
import { buildSharedDependencies, compatibleRange } from '../sharedDependencies';

describe('compatibleRange', () => {
  it.each([
    ['19.3.1', '^19.0.0'],
    ['11.14.0', '^11.0.0'],
    ['1.0.512', '^1.0.0'],
    ['0.4.2', '^0.4.0'],
  ])('an app built with %s accepts %s', (version, range) => {
    expect(compatibleRange(version)).toBe(range);
  });
});

describe('buildSharedDependencies', () => {
  const shared = buildSharedDependencies();

  it('makes every shared module a strict singleton over its major', () => {
    for (const [request, config] of Object.entries(shared)) {
      expect({ request, ...config }).toEqual({
        request,
        singleton: true,
        strictVersion: true,
        version: expect.any(String),
        requiredVersion: compatibleRange(config.version),
      });
    }
  });

  it('gives react and its JSX runtime the installed React version', () => {
    expect(shared.react.version).toBe(installed);
    expect(shared['react/jsx-runtime'].version).toBe(installed);
    expect(shared['react-dom/client'].requiredVersion).toBe(`^${installed.split('.')[0]}.0.0`);
  });
});
