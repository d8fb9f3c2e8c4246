const { project } = require('./jest.preset.cjs');

module.exports = {
  projects: [
    project('shared'),
    project('host'),
    project('remote-capture'),
    project('remote-share'),
    project('remote-account'),
    project('functions', { environment: 'node' }),
    // The deploy scripts' pure core (scripts/deploy): plain Node ESM, no workspace of its own.
    { ...project('scripts', { environment: 'node' }), testMatch: ['<rootDir>/**/__tests__/**/*.test.mjs'] },
  ],
};
