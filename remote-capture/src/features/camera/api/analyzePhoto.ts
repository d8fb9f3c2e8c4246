/**
 * One analysis (spec §7): identify the item, then estimate its price, through the AI port. The
 * port's `analyze` does both in one round trip and says what was identified as soon as it knows;
 * a host deployed before it provides a client without `analyze`, and then the two calls are made here.
 */
import type { AiClient, ItemIdentification } from '@snap/shared';
import { abortError } from '@snap/shared/errors';
import type { AnalysisResult } from '../../results/analysisResult';

/** `image`: what the model reads (a CapturedPhoto's analysisImage). */
export async function analyzePhoto(
  ai: AiClient,
  image: Blob,
  signal: AbortSignal,
  onIdentified: (item: ItemIdentification) => void,
): Promise<AnalysisResult> {
  if (ai.analyze) return ai.analyze(image, { signal, onIdentified });
  const identified = await ai.identify(image, signal);
  // Cancelled while identifying: do not spend a second AI call.
  if (signal.aborted) throw abortError('The analysis was cancelled.');
  onIdentified(identified.data);
  const item = identified.data;
  const estimated = await ai.estimate(
    {
      itemName: item.itemName,
      category: item.category,
      brandName: item.brandName,
      condition: item.condition,
      features: item.features,
    },
    signal,
  );
  return { item, estimate: estimated.data, demo: identified.demo || estimated.demo };
}
