/**
 * An AiClient that answers from the OpenAI stand-in's samples (scripts/openai-standin-samples.mjs,
 * pure data and functions), in the browser: a standalone remote and component tests get the same
 * results the local stack's demo mode gives for the same photo, every reply marked `demo`.
 */
import { sampleEstimate, sampleItem, sampleListing } from '../../../scripts/openai-standin-samples.mjs';
import type { AiClient, AiReply } from '../ai/AiClient';
import type { ItemIdentification } from '../types/entities';

function abortable<T>(data: T, signal?: AbortSignal): Promise<AiReply<T>> {
  if (signal?.aborted) {
    const error = new Error('The AI request was cancelled.');
    error.name = 'AbortError';
    return Promise.reject(error);
  }
  return Promise.resolve({ data, demo: true });
}

/** The photo as the stand-in sees it: base64 of the JPEG bytes (the gateway builds a data URL). */
function base64Of(jpeg: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('Failed to read the photo'));
    reader.readAsDataURL(jpeg);
  });
}

export function demoAiClient(): AiClient {
  return {
    async identify(jpeg, signal) {
      // The gateway turns the samples' nulls ("not visible") into absent fields; so does this.
      const { brandName, modelNumber, ...item } = sampleItem(await base64Of(jpeg));
      const identification: ItemIdentification = {
        ...item,
        ...(brandName ? { brandName } : {}),
        ...(modelNumber ? { modelNumber } : {}),
      };
      return abortable(identification, signal);
    },
    estimate: (input, signal) => abortable(sampleEstimate(input.itemName), signal),
    listing: ({ item, estimate }, signal) =>
      abortable(sampleListing(item.itemName, item.condition, `$${estimate.estimatedPrice}`), signal),
  };
}
