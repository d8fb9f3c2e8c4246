/**
 * How a worker's TypeScript is compiled: the web workers' own builds (withWorkerBuild.ts) and the
 * host's service worker (host/scripts/pwa/serviceWorkerBuild.ts). No JSX and no React refresh,
 * unlike the apps' rule in createAppConfig.ts; the browsers that can run the app's workers.
 */
import type { RuleSetRule } from '@rspack/core';

export const WORKER_TARGETS = ['chrome >= 100', 'firefox >= 100', 'safari >= 15.4', 'ios_saf >= 15.4'];

export const workerSwcRule: RuleSetRule = {
  test: /\.ts$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: { parser: { syntax: 'typescript' } },
    env: { targets: WORKER_TARGETS },
  },
  type: 'javascript/auto',
};
