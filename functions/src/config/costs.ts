/**
 * What one model-backed request can cost at most, in millionths of a dollar: the figures of
 * functions/README.md ("Cost per analysis"; a test holds the two together), each call's input
 * plus its output at the token limit. The daily dollar budget charges these up front, so it can
 * only stop early, never late.
 */
import type { ImageDetail } from './gatewayConfig';

export const WORST_CASE_MICRO_USD = {
  /** `low`: 2,833 image tokens whatever the size; `high`: a 16:9 photo, 6 tiles. */
  identify: { low: 1_100, high: 6_200 } satisfies Record<ImageDetail, number>,
  estimate: 360,
  listing: 280,
} as const;

export type PricedOperation = 'identify' | 'estimate' | 'listing';

/** `photos`: how many photos an identification sends (each is priced as one identification's image). */
export function worstCaseMicroUsd(operation: PricedOperation, detail: ImageDetail, photos = 1): number {
  return operation === 'identify' ? WORST_CASE_MICRO_USD.identify[detail] * photos : WORST_CASE_MICRO_USD[operation];
}

export const microUsd = (usd: number): number => Math.round(usd * 1_000_000);
