import type { Configuration } from '@rspack/core';
import { createAppConfig } from '@snap/shared/federation/createAppConfig';
import { withWorkerBuild } from '@snap/shared/federation/withWorkerBuild';
import { federation } from './federation.config';

const app = createAppConfig({
  dir: __dirname,
  federation,
  port: 4102,
  title: 'Snap. Price. Sell. — share (standalone)',
});

/** The share-image worker is a build of its own (shared/federation/withWorkerBuild.ts says why). */
export default (env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] =>
  withWorkerBuild(app(env, argv), {
    dir: __dirname,
    name: 'share-image-worker',
    entry: './src/features/share/images/worker/shareImage.worker.ts',
  });
