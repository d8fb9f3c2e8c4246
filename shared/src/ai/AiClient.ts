/** The AI client port: components reach the gateway only through this. */
import { createContext, useContext } from 'react';
import type { ItemIdentification, ListingContent, PriceEstimate } from '../types/entities';

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
  /**
   * Called when the item is identified, while its price is still being estimated; again if a
   * retry of the whole analysis identifies it anew (the last call names the item of the result).
   */
  onIdentified?(item: ItemIdentification): void;
  /**
   * The seller's other photos of the item (a label, a model plate), read with the analysed one;
   * up to MAX_ANALYSIS_PHOTOS in all, the analysed photo first.
   */
  morePhotos?: readonly Blob[];
  /**
   * The product codes (GTINs: UPC, EAN, ISBN-13) read from the seller's photos, their check digits
   * verified: the gateway tells the model and searches the market by them first.
   */
  productCodes?: readonly string[];
  /** The one of `productCodes` the seller said names the item, after its listings named another product. */
  confirmedCode?: string;
}

export interface AiClient {
  /**
   * Identifies the item in a JPEG (sent as its bytes, with `morePhotos`), then estimates its price:
   * one analysis, which the gateway runs whole (POST /analyze), reporting the item as soon as it is
   * identified.
   */
  analyze(jpeg: Blob, options?: AnalyzeOptions): Promise<AnalysisReply>;
  /** Spec §7's third operation: defined, not used by any screen. */
  listing(input: ListingInput, signal?: AbortSignal): Promise<AiReply<ListingContent>>;
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
