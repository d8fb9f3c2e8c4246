/**
 * The compression worker: decode, resize and JPEG-encode off the main thread. Bundled on its own,
 * so it imports nothing federated (no @snap/shared): the limits arrive with each request.
 */
import { compressImage, type EncodedCopy } from '../core/compressImage';
import { toErrorData } from '../core/pipelineErrors';
import { bitmapEnvironment } from '../browser/bitmapRaster';
import type { CompressRequest, CompressResponse } from './protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<CompressRequest>) => void) | null;
  postMessage(message: CompressResponse): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data: { id, file, limits, analysisLimits } }) => {
  const onAnalysisCopy = (analysisCopy: EncodedCopy) => scope.postMessage({ id, analysisCopy });
  compressImage(file, limits, bitmapEnvironment, analysisLimits, onAnalysisCopy).then(
    (result) => scope.postMessage({ id, ok: true, result }),
    (error: unknown) => {
      if (toErrorData(error).code === 'failed') console.error('Image compression failed in the worker', error);
      scope.postMessage({ id, ok: false, error: toErrorData(error) });
    },
  );
};
