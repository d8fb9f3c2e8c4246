const { project } = require('./jest.preset.cjs');

module.exports = {
  projects: [
    project('shared'),
    project('host'),
    project('remote-capture'),
    project('remote-share'),
    project('remote-account'),
    project('functions', { environment: 'node' }),
  ],
};
