import type { Configuration } from '@rspack/core';
import { createAppConfig } from '@snap/shared/federation/createAppConfig';
import { federation } from './federation.config';

const base = createAppConfig({ dir: __dirname, federation, port: 4101, title: 'Snap. Price. Sell. — capture (standalone)' });

/**
 * Besides `new Worker(new URL(...))`, compile `new FederatedWorker(new URL(...))` as a worker
 * entry: it starts the worker from the remote's origin even when the host page is elsewhere
 * (src/features/image-pipeline/browser/FederatedWorker.ts).
 */
export default (env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const config = base(env, argv);
  return {
    ...config,
    module: { ...config.module, parser: { ...config.module?.parser, javascript: { worker: ['FederatedWorker from ./FederatedWorker', '...'] } } },
  };
};
