import type { Configuration } from '@rspack/core';
import { createAppConfig } from '@snap/shared/federation/createAppConfig';
import { withWorkerBuild } from '@snap/shared/federation/withWorkerBuild';
import { federation } from './federation.config';

const app = createAppConfig({
  dir: __dirname,
  federation,
  port: 4101,
  title: 'Snap. Price. Sell. — capture (standalone)',
});

/**
 * The image pipeline's workers (compression, barcodes) are a build of their own
 * (shared/federation/withWorkerBuild.ts says why).
 */
export default (env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] =>
  withWorkerBuild(app(env, argv), {
    dir: __dirname,
    name: 'compress-worker',
    entry: './src/features/image-pipeline/worker/compress.worker.ts',
    alongside: { 'barcode-worker': './src/features/image-pipeline/barcode/worker/barcode.worker.ts' },
  });
