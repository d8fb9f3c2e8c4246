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
  /**
   * Handed the analysis copy as soon as it is made, while the photo is still being encoded, so the
   * analysis can start sooner. Not called when there is no copy (the photo is what is analysed).
   */
  onAnalysisCopy?: (copy: Blob) => void;
}

export type CompressForAnalysis = (file: File, options?: CompressOptions) => Promise<CompressedImage>;

export const ImagePipelineContext = createContext<CompressForAnalysis | null>(null);
ImagePipelineContext.displayName = 'ImagePipelineContext';

export function useCompressForAnalysis(): CompressForAnalysis {
  const compress = useContext(ImagePipelineContext);
  if (!compress) throw new Error('useCompressForAnalysis must be used within an ImagePipelineContext provider');
  return compress;
}
