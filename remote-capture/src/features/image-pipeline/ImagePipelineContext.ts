/**
 * The seam between the camera screen and the image pipeline. CaptureRoute provides the real
 * compressForAnalysis; tests provide a fake (jsdom has no canvas or worker).
 */
import { createContext, useContext } from 'react';
import type { CompressedImage } from './core/compressImage';

export type { CompressedImage };

export type CompressForAnalysis = (file: File, options?: { signal?: AbortSignal }) => Promise<CompressedImage>;

export const ImagePipelineContext = createContext<CompressForAnalysis | null>(null);
ImagePipelineContext.displayName = 'ImagePipelineContext';

export function useCompressForAnalysis(): CompressForAnalysis {
  const compress = useContext(ImagePipelineContext);
  if (!compress) throw new Error('useCompressForAnalysis must be used within an ImagePipelineContext provider');
  return compress;
}
