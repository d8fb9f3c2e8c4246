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

/**
 * The photo the gateway's model reads (GET /config): at `detail: low` a 512 px view, at `high`
 * the whole 1280 px photo. The browser sends no more than that, and never guesses it.
 */
export interface AnalysisImageSettings {
  imageDetail: 'low' | 'high';
  /** Longest side, in pixels, of the photo worth sending for identification. */
  analysisImageMaxDimension: number;
}

/** One whole analysis: the identification, its price estimate, and whether either was the demo AI. */
export interface AnalysisReply {
  item: ItemIdentification;
  estimate: PriceEstimate;
  demo: boolean;
}

export interface AnalyzeOptions {
  signal?: AbortSignal;
  /** Called once the item is identified, while its price is still being estimated. */
  onIdentified?(item: ItemIdentification): void;
}

export interface AiClient {
  /** Identifies the item in a JPEG (sent as its bytes). */
  identify(jpeg: Blob, signal?: AbortSignal): Promise<AiReply<ItemIdentification>>;
  estimate(input: EstimateInput, signal?: AbortSignal): Promise<AiReply<PriceEstimate>>;
  listing(input: ListingInput, signal?: AbortSignal): Promise<AiReply<ListingContent>>;
  /**
   * Identify then estimate in one round trip (the gateway's POST /analyze, streamed), or the two
   * calls where the gateway does not serve it. Optional: a host deployed before it provides a
   * client without it, and callers then make the two calls themselves.
   */
  analyze?(jpeg: Blob, options?: AnalyzeOptions): Promise<AnalysisReply>;
  /**
   * What photo to send, asked of the gateway once and remembered (a failure is not, so the next
   * call asks again). Optional: without it, or when it fails, callers send the display photo,
   * which suits either detail level.
   */
  imageSettings?(signal?: AbortSignal): Promise<AnalysisImageSettings>;
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
