/** The AI client port: components reach the gateway only through this. */
import { createContext, useContext } from 'react';
import type { ItemIdentification, ListingContent, PriceEstimate } from '../types/entities';

export interface EstimateInput {
  itemName: string;
  category: string;
  brandName?: string;
  condition: string;
  features: string[];
}

export interface ListingInput {
  item: ItemIdentification;
  estimate: PriceEstimate;
  marketplace: string;
}

/** Every reply says whether it came from the demo stand-in, so the UI can label it. */
export interface AiReply<T> {
  data: T;
  demo: boolean;
}

export interface AiClient {
  identify(jpegBase64: string, signal?: AbortSignal): Promise<AiReply<ItemIdentification>>;
  estimate(input: EstimateInput, signal?: AbortSignal): Promise<AiReply<PriceEstimate>>;
  listing(input: ListingInput, signal?: AbortSignal): Promise<AiReply<ListingContent>>;
}

export const AiClientContext = createContext<AiClient | null>(null);
AiClientContext.displayName = 'AiClientContext';

export function useAiClient(): AiClient {
  const client = useContext(AiClientContext);
  if (!client) {
    throw new Error('useAiClient must be used within an AiClientContext provider');
  }
  return client;
}
