import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const REMOTES = ['remote-capture', 'remote-share', 'remote-account'];
const APPS = ['host', ...REMOTES];
/** The repository's root: the zones' paths are from here, wherever ESLint is run (a workspace's `npm run lint`). */
const ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * The architecture, held by lint rather than by habit (import/no-restricted-paths):
 * - a remote imports neither another remote nor the host, and the host imports no remote: they
 *   meet only through the ports and contracts in @snap/shared, so each deploys alone and nothing
 *   of a remote goes stale inside the host's build;
 * - shared/ imports no app (nor the gateway, nor e2e): every app depends on it, never the reverse;
 * - inside an app, features/ import no app-level file (App.tsx, routes, bootstrap): imports flow
 *   shared → features → app. Open to features: src/testing/ (test helpers), src/components/ (leaf
 *   components such as remote-capture's icons) and host/src/routes.ts (the route table as data,
 *   which the auth provider reads to preload the SDK on signed-in routes; moving it under a
 *   feature is a follow-up). Features' own tests may render the exposed modules they sit under,
 *   and remote-share's playground (a dev page that shows the exposed dialogs) is app-level by
 *   nature: both are exempt below;
 * - a feature imports another only through its face, the other's index.ts: what that exports is
 *   what the others may use, the rest is its own, so features never reach into each other's
 *   internals (nor, through them, into a loop). A feature no other feature imports needs no face.
 */
const appZones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: APPS.filter((app) => app !== remote).map((app) => `./${app}`),
    message: 'A remote never imports the host or another remote: go through a port or contract in @snap/shared.',
  })),
  {
    target: './host',
    from: REMOTES.map((remote) => `./${remote}`),
    message: 'The host never imports a remote: it loads remotes at run time and reaches them through @snap/shared.',
  },
  {
    target: './shared',
    from: [...APPS, 'functions', 'e2e'].map((dir) => `./${dir}`),
    message: 'shared/ is imported by the apps, never the reverse.',
  },
];
const featuresOf = (app) =>
  readdirSync(`${ROOT}${app}/src/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const faceZones = APPS.flatMap((app) => {
  const features = featuresOf(app);
  const face = (feature) => `./${feature}/index.ts`;
  return features.map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`, ...features.filter((other) => other !== feature).map(face)],
    message:
      "A feature imports another only through its face (that feature's index.ts): " +
      'export what is needed there, or move it to the feature that needs it.',
  }));
});
const featureZones = [
  ...faceZones,
  ...APPS.map((app) => ({
    target: `./${app}/src/features`,
    from: `./${app}/src`,
    except: ['./features', './testing', './components', './routes.ts'],
    message:
      'A feature never imports app-level files (App, routes, bootstrap): ' +
      'pass what it needs in as props or through a port.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/lib/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.stack/**',
      '.deploy/**',
      'e2e/.fixtures/**',
      '**/.worker-build/**',
      '**/.sw-build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, import: importPlugin },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import/resolver': {
        typescript: {
          project: ['tsconfig.json', 'functions/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
        node: true,
      },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import/no-cycle': ['error', { maxDepth: 10 }],
      'import/no-self-import': 'error',
      'import/no-restricted-paths': ['error', { zones: appZones, basePath: ROOT }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', 'remote-share/src/features/playground/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...appZones, ...featureZones], basePath: ROOT }] },
  },
  {
    files: ['**/__tests__/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    // The host is the only router: remotes link and navigate through @snap/shared's navigation port.
    files: ['remote-*/src/**/*.{ts,tsx}'],
    ignores: ['remote-*/src/bootstrap.tsx', '**/__tests__/**', 'remote-*/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              message: 'Use AppLink, useAppNavigate, useAppLocation or useRouteParams from @snap/shared.',
            },
            {
              name: 'react-router-dom',
              message: 'Use AppLink, useAppNavigate, useAppLocation or useRouteParams from @snap/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Prettier wraps code at 120; this catches what it leaves long (comments, test names). Strings
    // stay whole because spec texts are grepped against the spec, and so does SVG path data.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'max-len': [
        'error',
        {
          code: 120,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignoreUrls: true,
          ignorePattern: '\\bd="[^"]*"',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
