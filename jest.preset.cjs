/** One jest project definition per workspace, so every workspace runs the same way. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

exports.project = (name, { environment = 'jsdom' } = {}) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: environment,
  testMatch: [
    '<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}',
    '<rootDir>/federation/**/__tests__/**/*.test.ts',
    '<rootDir>/prerender/**/__tests__/**/*.test.ts',
    '<rootDir>/scripts/**/__tests__/**/*.test.{ts,mjs}',
  ],
  // Tests against a running emulator have their own config (jest.emulators.config.cjs) and script.
  testPathIgnorePatterns: ['/node_modules/', '\\.emulator\\.test\\.', '\\.firestore\\.test\\.'],
  transform: { '^.+\\.[cm]?[jt]sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@module-federation)/)'],
  setupFilesAfterEnv: environment === 'jsdom' ? ['<rootDir>/../jest.setup.ts'] : [],
  moduleNameMapper: { '\\.(css)$': '<rootDir>/../jest.style-stub.cjs' },
});
