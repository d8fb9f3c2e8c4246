import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/lib/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', '.stack/**', '.deploy/**', 'e2e/.fixtures/**', '**/.worker-build/**', '**/.sw-build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, import: importPlugin },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import/resolver': { typescript: { project: ['tsconfig.json', 'functions/tsconfig.json', 'e2e/tsconfig.json'], noWarnOnMultipleProjects: true }, node: true },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import/no-cycle': ['error', { maxDepth: 10 }],
      'import/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
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
      'no-restricted-imports': ['error', { paths: [
        { name: 'react-router', message: 'Use AppLink, useAppNavigate, useAppLocation or useRouteParams from @snap/shared.' },
        { name: 'react-router-dom', message: 'Use AppLink, useAppNavigate, useAppLocation or useRouteParams from @snap/shared.' },
      ] }],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
