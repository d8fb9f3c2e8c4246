/** Business constants and limits of spec §9. */
import type { MarketplaceId } from './types/entities';
import { PATHS, authTabPath } from './navigation/paths';

export const APP_VERSION = '1.0.512';
export const VERSION_LABEL = `v${APP_VERSION}`;

export const PASSWORD_MIN_LENGTH = 6;
export const EMAIL_FOR_SIGN_IN_KEY = 'emailForSignIn';
/** Where e-mail sign-in links return to (spec §2); the auth screen handles it. */
export const LINK_RETURN_PATH = PATHS.authLinkReturn;

export const IMAGE_MAX_DIMENSION = 1280;
export const IMAGE_TARGET_BYTES = 500 * 1024;
export const JPEG_QUALITY_START = 0.9;
export const JPEG_QUALITY_STEP = 0.1;
export const JPEG_QUALITY_FLOOR = 0.1;

export const AI_MODEL = 'gpt-4o-mini';
export const AI_MAX_TOKENS = { identify: 1000, estimate: 500, listing: 400 } as const;
/** Data fetching: no retry on 401/403, otherwise up to this many tries (spec §8). */
export const AI_CLIENT_MAX_TRIES = 3;

export const QUICK_LINK_COUNT = 4;
/** /dashboard's Recent Activity shows the seller's latest listings, this many at most. */
export const RECENT_COUNT = 5;
/** localStorage, + the seller's uid: how many Recent Activity rows they had (remote-account). */
export const RECENT_ROWS_KEY_PREFIX = 'snap:recent-rows:';
/** IndexedDB: an anonymous result, photos included, waiting for its seller to sign up (remote-capture). */
export const PENDING_RESULT_DATABASE = 'snap-pending-result';
/** IndexedDB: photos chosen on /camera and not analysed yet, kept across a reload (remote-capture). */
export const CHOSEN_PHOTOS_DATABASE = 'snap-chosen-photos';
export const QUERY_STALE_MS = 5 * 60 * 1000;

export const SHARE_MAX_IMAGES = 10;
/**
 * A saved listing's full-size photos kept with it on the server (firestore.rules): as many as a
 * share carries, each at most the pipeline's target size. The device keeps any beyond.
 */
export const LISTING_PHOTOS_MAX = SHARE_MAX_IMAGES;
export const LISTING_PHOTO_MAX_BYTES = IMAGE_TARGET_BYTES;
export const SHARE_IMAGE_MAX_DIMENSION = 1080;
export const SHARE_IMAGE_QUALITY = 0.85;
export const MULTI_SHARE_PAUSE_MS = 1000;
export const REDIRECT_DELAY_MS = 100;
export const ANDROID_INTENT_TIMEOUT_MS = 2000;
export const APP_STORE_FALLBACK_MS = 1000;
export const COPY_NOTICE_MS = 2000;
export const STATUS_NOTICE_MS = 3000;
/** Photo viewer messages vanish after this long. */
export const PHOTO_MESSAGE_MS = 2000;

export const TITLE_LIMITS: Record<MarketplaceId | 'default', number> = {
  ebay: 80,
  facebook: 100,
  mercari: 40,
  poshmark: 50,
  craigslist: 70,
  offerup: 75,
  depop: 50,
  vinted: 60,
  instagram: 125,
  default: 80,
};

/** The sign-up prompt (spec §2) that capture and share both show to an anonymous visitor. */
export const SIGN_UP_PROMPT = {
  title: 'Sign up to share your listing',
  text: 'Create a free account to share your items to marketplaces and save your results',
  cancel: 'Cancel',
  signUp: 'Sign Up Free',
  /** 'Sign Up Free' opens the sign-up form, not the auth screen's default (sign in). */
  to: authTabPath('signup'),
} as const;
