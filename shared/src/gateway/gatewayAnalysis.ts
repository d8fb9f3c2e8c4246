/**
 * The gateway client's `analyze`: one POST /analyze, whose reply streams the identification and
 * then the estimate (analysisStream.ts), so the screen can name the item while its price is
 * estimated. The gateway is the only place that runs identify then estimate; this reads its events.
 *
 * Retries are of the whole request, by the rules of every gateway call (gatewayTransport.ts):
 * network failures and 5xx that are not the gateway's own answers are tried again, up to
 * AI_CLIENT_MAX_TRIES; the gateway's own failures are final (it has retried the model already).
 * A stream cut after the identification (a dropped connection, a proxy's timeout) is a network
 * failure like any other and is retried whole too, not finished with an estimate call of the
 * browser's own: the item and the price shown then always come from one run of the gateway, and
 * the retry costs what the seller's own Analyze Item would (one more identification). Out of
 * tries, the message is that of the step the last try was at.
 */
import { MAX_ANALYSIS_PHOTOS, type ItemIdentification, type PriceEstimate } from '../types/entities';
import type { AiClient, AnalysisReply, AnalyzeOptions } from '../ai/AiClient';
import { AI_FAILURE_MESSAGES } from '../ai/aiMessages';
import { MAX_PRODUCT_CODES } from '../market/productCode';
import type { GatewayResponse } from './gatewayFetch';
import { ndjsonLines } from './ndjsonLines';
import { AiRequestError, cancelled, errorReply, isRecord, mark, withRetries } from './gatewayTransport';

export interface AnalyzeDeps {
  /**
   * POSTs the photos to /analyze, the analysed one first (ID token, headers, abort); rejects with
   * AiRequestError or an AbortError.
   */
  post(
    jpegs: Blob[],
    signal?: AbortSignal,
    productCodes?: readonly string[],
    confirmedCode?: string,
  ): Promise<GatewayResponse>;
  retryDelayMs(failedTries: number): number;
}

/** One try: the reply's events, read as they arrive, into the analysis or an AiRequestError. */
async function readAnalysis(
  response: GatewayResponse,
  onIdentified: AnalyzeOptions['onIdentified'],
  signal?: AbortSignal,
): Promise<AnalysisReply> {
  if (!response.ok)
    throw errorReply(await response.json().catch(() => undefined), response.status, AI_FAILURE_MESSAGES.identify);
  let item: ItemIdentification | undefined;
  let demo = false;
  try {
    // No body to read (no browser this app supports) ends like a stream cut at once.
    const events = response.body ? ndjsonLines(response.body) : [];
    for await (const event of events) {
      // Anything else (an event this client does not know) is skipped.
      if (!isRecord(event)) continue;
      if (event.type === 'identified' && isRecord(event.data) && !item) {
        mark('ai:analyze:identified');
        item = event.data as unknown as ItemIdentification;
        demo = event.demo === true;
        onIdentified?.(item);
      } else if (event.type === 'estimated' && isRecord(event.data) && item) {
        mark('ai:analyze:answered');
        return { item, estimate: event.data as unknown as PriceEstimate, demo: demo || event.demo === true };
      } else if (event.type === 'error') {
        const fallback = AI_FAILURE_MESSAGES[item ? 'estimate' : 'identify'];
        throw errorReply({ error: event }, typeof event.status === 'number' ? event.status : 502, fallback);
      }
    }
  } catch (error) {
    if (signal?.aborted) throw cancelled();
    if (error instanceof AiRequestError) throw error;
  }
  // Cut off before the estimate: no status, so retried like a network failure.
  throw new AiRequestError(AI_FAILURE_MESSAGES[item ? 'estimate' : 'identify'], undefined, 'stream-ended');
}

export function createAnalyze({ post, retryDelayMs }: AnalyzeDeps): NonNullable<AiClient['analyze']> {
  return (jpeg, { signal, onIdentified, morePhotos = [], productCodes = [], confirmedCode } = {}) => {
    const jpegs = [jpeg, ...morePhotos.slice(0, MAX_ANALYSIS_PHOTOS - 1)];
    const codes = productCodes.slice(0, MAX_PRODUCT_CODES);
    return withRetries(
      async () => readAnalysis(await post(jpegs, signal, codes, confirmedCode), onIdentified, signal),
      {
        signal,
        retryDelayMs,
      },
    );
  };
}
