/**
 * The image pipeline as the other capture features use it: the compressor behind its context (the
 * route provides the real one; tests a fake), its warm-up and offline prefetch, the captured photo
 * it makes, the seller's words for its failures, the size arithmetic a thumbnail shares, and the
 * product codes read from the barcodes in a chosen photo (barcode/).
 */
export {
  ImagePipelineContext,
  useCompressForAnalysis,
  type CompressForAnalysis,
  type CompressOptions,
} from './ImagePipelineContext';
export { compressForAnalysis, prefetchForOffline, warmImagePipeline } from './compressForAnalysis';
export { createPhotoIdClock, photoFromBlob, toCapturedPhoto } from './capturedPhoto';
export { PIPELINE_MESSAGES } from './core/pipelineErrors';
export { fitWithin } from './core/fitWithin';
export {
  CODE_SCAN_WAIT_MS,
  createProductCodeScans,
  readFrameCodes,
  rememberScannedCodes,
  warmBarcodeReader,
  type ProductCodeScans,
  type ReadProductCodes,
} from './barcode/productCodeScans';
