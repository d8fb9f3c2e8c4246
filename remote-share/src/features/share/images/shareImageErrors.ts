/** Image preparation failures of spec §8 (sharing), as codes a worker can send and texts a user reads. */
export type ShareImageErrorCode = 'no-canvas' | 'load-failed' | 'encode-failed';

export const SHARE_IMAGE_MESSAGES: Record<ShareImageErrorCode, string> = {
  'no-canvas': 'Unable to get canvas context',
  'load-failed': 'Failed to load the image',
  'encode-failed': 'Failed to create the blob',
};

export class ShareImageError extends Error {
  constructor(readonly code: ShareImageErrorCode) {
    super(SHARE_IMAGE_MESSAGES[code]);
    this.name = 'ShareImageError';
  }
}

export function shareImageMessage(error: unknown): string {
  return error instanceof ShareImageError ? error.message : SHARE_IMAGE_MESSAGES['encode-failed'];
}
