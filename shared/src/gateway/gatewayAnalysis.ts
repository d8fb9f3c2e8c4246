/**
 * The gateway client's `analyze`: one POST /analyze whose reply streams the identification, then
 * the estimate (issue 17: a round trip less, and progress to show). Where the gateway does not
 * serve it (an older gateway answers 404; a newer one may have it switched off and say so on
 * /config) it makes the two calls instead, and remembers that for the page.
 *
 * Retries follow the two calls': a failure before the identification retries the whole request
 * (network, 5xx), others are final; once the item is known only the estimate is left, so a cut
 * stream or a retryable estimate failure goes on with an ordinary estimate call.
 */
import { AI_CLIENT_MAX_TRIES } from '../constants';
import type { ItemIdentification, PriceEstimate } from '../types/entities';
import type { AiClient, AnalysisReply, AnalyzeOptions } from '../ai/AiClient';
import { AI_FAILURE_MESSAGES } from '../ai/aiMessages';
import type { GatewayFetch } from './gatewayClient';
import { ndjsonLines } from './ndjsonLines';
import { AiRequestError, cancelled, errorReply, isRecord, mark, pause } from './gatewayTransport';

type GatewayResponse = Awaited<ReturnType<GatewayFetch>>;

export interface AnalyzeDeps {
  /** POSTs the photo to /analyze (ID token, headers, abort); rejects with AiRequestError or an AbortError. */
  post(jpeg: Blob, signal?: AbortSignal): Promise<GatewayResponse>;
  identify: AiClient['identify'];
  estimate: AiClient['estimate'];
  /** False when the gateway said it does not serve /analyze. */
  served(): Promise<boolean>;
  retryDelayMs(failedTries: number): number;
}

/** The gateway does not serve /analyze: use the two calls. */
class NotServed extends Error {}

interface Progress {
  item?: ItemIdentification;
  demo: boolean;
}

const estimateInputOf = ({ itemName, category, brandName, condition, features }: ItemIdentification) => ({
  itemName,
  category,
  brandName,
  condition,
  features,
});

async function readStream(
  response: GatewayResponse,
  progress: Progress,
  onIdentified: AnalyzeOptions['onIdentified'],
  signal?: AbortSignal,
): Promise<AnalysisReply> {
  if (response.status === 404) throw new NotServed();
  if (!response.ok)
    throw errorReply(await response.json().catch(() => undefined), response.status, AI_FAILURE_MESSAGES.identify);
  // A fetch that cannot stream a reply (none this app supports): the two calls work everywhere.
  if (!response.body) throw new NotServed();
  try {
    for await (const event of ndjsonLines(response.body)) {
      // Anything else (an event this client does not know) is skipped.
      if (!isRecord(event)) continue;
      if (event.type === 'identified' && isRecord(event.data) && !progress.item) {
        mark('ai:analyze:identified');
        progress.item = event.data as unknown as ItemIdentification;
        progress.demo = event.demo === true;
        onIdentified?.(progress.item);
      } else if (event.type === 'estimated' && isRecord(event.data) && progress.item) {
        mark('ai:analyze:answered');
        return {
          item: progress.item,
          estimate: event.data as unknown as PriceEstimate,
          demo: progress.demo || event.demo === true,
        };
      } else if (event.type === 'error') {
        const fallback = AI_FAILURE_MESSAGES[progress.item ? 'estimate' : 'identify'];
        throw errorReply({ error: event }, typeof event.status === 'number' ? event.status : 502, fallback);
      }
    }
  } catch (error) {
    if (signal?.aborted) throw cancelled();
    if (error instanceof AiRequestError) throw error;
  }
  // Cut off (a dropped connection, a proxy's timeout) before the estimate: worth another try.
  throw new AiRequestError(AI_FAILURE_MESSAGES[progress.item ? 'estimate' : 'identify'], undefined, 'stream-ended');
}

export function createAnalyze({
  post,
  identify,
  estimate,
  served,
  retryDelayMs,
}: AnalyzeDeps): NonNullable<AiClient['analyze']> {
  let notServed = false;

  async function twoCalls(jpeg: Blob, { signal, onIdentified }: AnalyzeOptions): Promise<AnalysisReply> {
    const identified = await identify(jpeg, signal);
    if (signal?.aborted) throw cancelled();
    onIdentified?.(identified.data);
    const estimated = await estimate(estimateInputOf(identified.data), signal);
    return { item: identified.data, estimate: estimated.data, demo: identified.demo || estimated.demo };
  }

  async function streamed(jpeg: Blob, { signal, onIdentified }: AnalyzeOptions): Promise<AnalysisReply> {
    const progress: Progress = { demo: false };
    for (let tries = 1; ; tries += 1) {
      try {
        return await readStream(await post(jpeg, signal), progress, onIdentified, signal);
      } catch (error) {
        if (signal?.aborted) throw cancelled();
        if (!(error instanceof AiRequestError) || !error.retryable) throw error;
        if (progress.item) break;
        if (tries >= AI_CLIENT_MAX_TRIES) throw error;
      }
      await pause(retryDelayMs(tries), signal);
    }
    const { item } = progress;
    const estimated = await estimate(estimateInputOf(item), signal);
    return { item, estimate: estimated.data, demo: progress.demo || estimated.demo };
  }

  return async (jpeg, options = {}) => {
    if (!notServed && (await served())) {
      try {
        return await streamed(jpeg, options);
      } catch (error) {
        if (!(error instanceof NotServed)) throw error;
        notServed = true;
      }
    }
    if (options.signal?.aborted) throw cancelled();
    return twoCalls(jpeg, options);
  };
}
