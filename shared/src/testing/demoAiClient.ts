/**
 * An AiClient that answers from the demo AI's samples (demoAiSamples.mjs, the ones the local
 * stack's OpenAI stand-in sends), in the browser: a standalone remote and component tests get the
 * same results the local stack's demo mode gives for the same photo, every reply marked `demo`. Its
 * `analyze` does what the gateway's POST /analyze does: the item, reported, then its price, priced
 * as the gateway prices it (priceFromEvidence) from the demo market's listings for the item's first
 * search (demoEbayListings.mjs, the ones the eBay stand-in answers): labelled demo market data, as in
 * the stack's demo mode.
 */
import { sampleEstimate, sampleItem, sampleListing } from './demoAiSamples.mjs';
import { listingsFor } from './demoEbayListings.mjs';
import type { AiClient } from '../ai/AiClient';
import { abortError } from '../errors/abortable';
import type { MarketListing } from '../market/marketListing';
import { marketSearchSteps } from '../market/marketSearch';
import { priceFromEvidence } from '../market/priceEvidence';
import { MAX_ANALYSIS_PHOTOS, type ItemIdentification, type PriceEstimate } from '../types/entities';

const cancelled = () => abortError('The AI request was cancelled.');

/** The photo as the stand-in sees it: base64 of the JPEG bytes (the gateway builds a data URL). */
function base64Of(jpeg: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('Failed to read the photo'));
    reader.readAsDataURL(jpeg);
  });
}

/** The gateway turns the samples' nulls ("not visible") into absent fields; so does this. */
function identification(photoBase64: string, photoCount: number): ItemIdentification {
  const { brandName, modelNumber, searchQuery, photoRequest, ...item } = sampleItem(photoBase64, photoCount);
  return {
    ...item,
    ...(brandName ? { brandName } : {}),
    ...(modelNumber ? { modelNumber } : {}),
    ...(searchQuery ? { searchQuery } : {}),
    ...(photoRequest ? { photoRequest } : {}),
  };
}

/**
 * The estimate for the item from the stand-in's listings of it, as the gateway's eBay adapter reads
 * them (US dollars, ebay.com pages) and the gateway prices them. `fetchedAt`: now.
 */
function demoEstimate(item: ItemIdentification): PriceEstimate {
  const query = marketSearchSteps({ ...item, itemName: item.searchQuery ?? item.itemName })[0]?.q ?? item.itemName;
  const listings: MarketListing[] = listingsFor(query).map((summary) => ({
    title: summary.title,
    price: Number(summary.price.value),
    currency: summary.price.currency,
    condition: summary.condition,
    url: summary.itemWebUrl,
    platform: 'eBay',
  }));
  const market = {
    ok: true as const,
    result: { listings, source: 'ebay' as const, demo: true, fetchedAt: Date.now(), query },
  };
  return priceFromEvidence(sampleEstimate(item.itemName), market, {
    ...item,
    itemName: item.searchQuery ?? item.itemName,
  }).estimate;
}

export function demoAiClient(): AiClient {
  return {
    async analyze(jpeg, { signal, onIdentified, morePhotos = [] } = {}) {
      if (signal?.aborted) throw cancelled();
      const photoCount = Math.min(1 + morePhotos.length, MAX_ANALYSIS_PHOTOS);
      const item = identification(await base64Of(jpeg), photoCount);
      if (signal?.aborted) throw cancelled();
      onIdentified?.(item);
      return { item, estimate: demoEstimate(item), demo: true };
    },
    async listing({ item, estimate }, signal) {
      if (signal?.aborted) throw cancelled();
      return { data: sampleListing(item.itemName, item.condition, `$${estimate.estimatedPrice}`), demo: true };
    },
  };
}
