/** Messages between the page and the compression worker. Plain data only: they are cloned. */
import type { CompressedImage, EncodedCopy } from '../core/compressImage';
import type { PipelineLimits } from '../core/limits';
import type { PipelineErrorData } from '../core/pipelineErrors';

export interface CompressRequest {
  id: number;
  file: Blob;
  limits: PipelineLimits;
  /** Also make the smaller analysis copy, from the same decode. */
  analysisLimits?: PipelineLimits;
}

export type CompressResponse =
  | { id: number; ok: true; result: CompressedImage }
  | { id: number; ok: false; error: PipelineErrorData }
  /** Ahead of the result: the analysis copy, as soon as it is encoded. */
  | { id: number; analysisCopy: EncodedCopy };
