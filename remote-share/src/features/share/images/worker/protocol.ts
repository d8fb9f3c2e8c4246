/** Messages between the page and the share-image worker. Plain data only: they are cloned. */
import type { ReencodeLimits } from '../reencode';
import type { ShareImageErrorCode } from '../shareImageErrors';

export interface ReencodeRequest {
  id: number;
  blob: Blob;
  limits: ReencodeLimits;
}

export type ReencodeResponse =
  { id: number; ok: true; blob: Blob } | { id: number; ok: false; code: ShareImageErrorCode };
