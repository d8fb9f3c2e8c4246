/**
 * compressImage on the main thread (see compressionStrategy.ts): only needed when the worker
 * cannot run, or for a HEIC its decoder rejected, so compressForAnalysis loads this module, and
 * the decoding and encoding code behind it, as its own chunk on first use.
 */
import { compressImage, type CompressedImage, type EncodedCopy } from '../core/compressImage';
import type { PipelineLimits } from '../core/limits';
import { imageElementEnvironment, mainThreadEnvironment } from './domRaster';

export function compressOnMainThread(
  file: Blob,
  limits: PipelineLimits,
  analysisLimits?: PipelineLimits,
  onAnalysisCopy?: (copy: EncodedCopy) => void,
): Promise<CompressedImage> {
  return compressImage(file, limits, mainThreadEnvironment(), analysisLimits, onAnalysisCopy);
}

export function compressThroughImageElement(
  file: Blob,
  limits: PipelineLimits,
  analysisLimits?: PipelineLimits,
  onAnalysisCopy?: (copy: EncodedCopy) => void,
): Promise<CompressedImage> {
  return compressImage(file, limits, imageElementEnvironment(), analysisLimits, onAnalysisCopy);
}
