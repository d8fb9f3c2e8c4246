/**
 * Errors the pipeline reports, as values the user can read (spec §5, §8). The camera screen shows
 * `message` as it is; `code` lets callers react (e.g. try the main thread for HEIC).
 */
export type PipelineErrorCode =
  'not-an-image' | 'empty-file' | 'unreadable' | 'heic-unsupported' | 'no-canvas' | 'encode-failed' | 'failed';

export const PIPELINE_MESSAGES: Record<PipelineErrorCode, string> = {
  'not-an-image': 'Please select an image file',
  'empty-file': 'This photo is empty (0 bytes). Please choose another photo.',
  unreadable: "This photo couldn't be read. It may be damaged — please choose another photo.",
  'heic-unsupported':
    'HEIC photos aren\'t supported in this browser. Please choose a JPEG or PNG, or set your camera to "Most Compatible".',
  'no-canvas': 'Unable to get canvas context',
  'encode-failed': 'Failed to create compressed blob',
  failed: 'Failed to process the image',
};

export class ImagePipelineError extends Error {
  constructor(
    readonly code: PipelineErrorCode,
    message: string = PIPELINE_MESSAGES[code],
  ) {
    super(message);
    this.name = 'ImagePipelineError';
  }
}

/** Plain-data form for crossing the worker boundary (Error subclasses do not survive cloning). */
export interface PipelineErrorData {
  code: PipelineErrorCode;
  message: string;
}

export function toErrorData(error: unknown): PipelineErrorData {
  if (error instanceof ImagePipelineError) return { code: error.code, message: error.message };
  return { code: 'failed', message: PIPELINE_MESSAGES.failed };
}
