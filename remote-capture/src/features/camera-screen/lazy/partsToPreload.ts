/**
 * Which lazily loaded parts of the camera screen (see lazyParts.ts) to fetch now, so each is
 * there before it is shown. Pure, so the triggers are testable.
 */
import type { CameraState } from '../../camera';

export type LazyPart = 'results' | 'photoViewer' | 'signUpPrompt' | 'liveScan';

export function partsToPreload(
  state: Pick<CameraState, 'phase' | 'photos' | 'processing'>,
  signedIn: boolean,
): LazyPart[] {
  const { phase, photos, processing } = state;
  const parts: LazyPart[] = [];
  // A chosen file is analysed as soon as it is prepared: results are next.
  if (processing || photos.length > 0 || phase !== 'idle') parts.push('results');
  // 'View photos' is on screen.
  if (phase === 'idle' && photos.length > 0) parts.push('photoViewer');
  // Anonymous editing and Smart Share on the results open the sign-up prompt.
  if (!signedIn && phase !== 'idle') parts.push('signUpPrompt');
  return parts;
}
