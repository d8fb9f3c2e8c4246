/**
 * The gateway cannot import @snap/shared at run time (it pulls in React), so it keeps its own
 * copies of the contract. These checks fail — at type-check or test time — if the two drift.
 */
import { AI_MAX_TOKENS, AI_MODEL } from '../../../shared/src/constants';
import { CONDITIONS as SHARED_CONDITIONS, type ItemIdentification, type ListingContent, type PriceEstimate } from '../../../shared/src/types/entities';
import { AI_MODEL as GATEWAY_MODEL } from '../ai/aiRunner';
import { CONDITIONS } from '../ai/normalise';
import type { GatewayEstimate, GatewayIdentification, GatewayListing } from '../ai/replyShapes';
import { OPERATIONS } from '../operations/catalog';

// Compile-time: every gateway result is a valid shared entity.
const asShared = {
  identification: (value: GatewayIdentification): ItemIdentification => value,
  estimate: (value: GatewayEstimate): PriceEstimate => value,
  listing: (value: GatewayListing): ListingContent => value,
};

describe('gateway and shared contract', () => {
  it('uses the shared model and token limits', () => {
    expect(GATEWAY_MODEL).toBe(AI_MODEL);
    expect({
      identify: OPERATIONS.identify.maxTokens,
      estimate: OPERATIONS.estimate.maxTokens,
      listing: OPERATIONS.listing.maxTokens,
    }).toEqual(AI_MAX_TOKENS);
  });

  it('knows the same conditions', () => {
    expect(CONDITIONS).toEqual(SHARED_CONDITIONS);
  });

  it('returns shapes the browser types accept', () => {
    expect(Object.keys(asShared)).toEqual(['identification', 'estimate', 'listing']);
  });
});
