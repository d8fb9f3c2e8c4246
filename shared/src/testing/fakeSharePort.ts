/** A SharePort that records what was asked of it and hands each call to `onCall` (a stand-in dialog, a spy). */
import type { SharePort } from '../share/SharePort';
import type { MarketplaceId, ShareData } from '../types/entities';

export type ShareCall =
  { kind: 'share'; data: ShareData } | { kind: 'guide' } | { kind: 'marketplace'; id: MarketplaceId; data?: ShareData };

export interface FakeSharePort extends SharePort {
  calls: ShareCall[];
}

export function fakeSharePort(onCall: (call: ShareCall) => void = () => undefined): FakeSharePort {
  const calls: ShareCall[] = [];
  const record = (call: ShareCall) => {
    calls.push(call);
    onCall(call);
  };
  return {
    calls,
    openShare: (data) => record({ kind: 'share', data }),
    openGuide: () => record({ kind: 'guide' }),
    openMarketplace: (id, data) => record({ kind: 'marketplace', id, data }),
  };
}
