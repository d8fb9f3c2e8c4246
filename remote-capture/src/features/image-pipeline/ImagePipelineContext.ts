/**
 * The seam between the camera screen and the image pipeline. CaptureRoute provides the real
 * compressForAnalysis; tests provide a fake (jsdom has no canvas or worker).
 */
import { createContext, useContext } from 'react';
import type { CompressedImage } from './core/compressImage';

export type { CompressedImage };

export interface CompressOptions {
  signal?: AbortSignal;
  /** Also make the analysis copy with this longest side (what the gateway's model reads). */
  analysisMaxDimension?: number;
}

export type CompressForAnalysis = (file: File, options?: CompressOptions) => Promise<CompressedImage>;

export const ImagePipelineContext = createContext<CompressForAnalysis | null>(null);
ImagePipelineContext.displayName = 'ImagePipelineContext';

export function useCompressForAnalysis(): CompressForAnalysis {
  const compress = useContext(ImagePipelineContext);
  if (!compress) throw new Error('useCompressForAnalysis must be used within an ImagePipelineContext provider');
  return compress;
}
