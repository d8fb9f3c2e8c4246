/** The sharing texts of spec §8, word for word. Everything the user reads about a share is here. */
import type { ShareResult } from '@snap/shared';

export const SHARE_ERRORS = {
  notSupported: 'Marketplace not supported',
  configNotFound: 'Marketplace configuration not found',
  noLevel2: 'Web Share API Level 2 not supported on this device',
  cancelled: 'Share cancelled by user',
  noTargets: 'No share targets available - app may not be installed',
  noIntent: 'Android intent not available',
  intentFailed: 'App not installed or intent failed',
  copyFailed: 'Failed to copy to clipboard',
  shareFailed: 'Failed to share',
} as const;

export const SUCCESS_BY_METHOD: Record<ShareResult['method'], string> = {
  webshare: 'Shared via native app!',
  'clipboard-redirect': 'Copied & redirected to marketplace!',
  'url-only': 'Copied & opened marketplace!',
  'android-intent': 'Opened native app!',
};

export const FALLBACK_SUCCESS = 'Details copied. Long-press in the description box and paste to finish.';

/** Spec §8 display: successes get a check mark, failures a cross and what failed. */
export function shareStatus(result: ShareResult): string {
  return result.success
    ? `✓ ${SUCCESS_BY_METHOD[result.method]}`
    : `✗ Share failed: ${result.error ?? SHARE_ERRORS.shareFailed}`;
}

export function fallbackStatus(error?: string): string {
  return error ? `✗ Fallback failed: ${error}` : `✓ ${FALLBACK_SUCCESS}`;
}

/**
 * Not in the spec (issue 50): a share asks for the marketplace's page, which may never load; the
 * listing counts as listed there only when the seller says it is live.
 */
export const sharedText = (name: string) => `Shared to ${name} — mark as listed when it is live`;
export const listedText = (name: string) => `Listed on ${name}`;
export const MARK_LISTED = 'Mark as listed';
export const MARK_FAILED = 'Could not mark it as listed. Check your connection and try again.';
