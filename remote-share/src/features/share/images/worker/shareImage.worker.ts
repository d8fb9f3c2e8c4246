/**
 * The share-image worker: decode, scale and JPEG-encode off the main thread, so preparing ten
 * photos does not stall the modal. Bundled on its own (see rspack.config.ts), so it imports
 * nothing federated: the limits arrive with each request.
 */
import { bitmapEnvironment } from '../rasterEnvironments';
import { reencode } from '../reencode';
import { ShareImageError } from '../shareImageErrors';
import type { ReencodeRequest, ReencodeResponse } from './protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ReencodeRequest>) => void) | null;
  postMessage(message: ReencodeResponse): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data: { id, blob, limits } }) => {
  reencode(blob, limits, bitmapEnvironment).then(
    (result) => scope.postMessage({ id, ok: true, blob: result }),
    (error: unknown) => {
      const code = error instanceof ShareImageError ? error.code : 'encode-failed';
      if (code === 'encode-failed') console.error('Share image preparation failed in the worker', error);
      scope.postMessage({ id, ok: false, code });
    },
  );
};
