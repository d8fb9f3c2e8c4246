/** One analysis (spec §7): identify the item, then estimate its price, through the AI port. */
import type { AiClient, CapturedPhoto } from '@snap/shared';
import { abortError } from '@snap/shared/errors';
import type { AnalysisResult } from '../../results/analysisResult';

export async function analyzePhoto(ai: AiClient, photo: CapturedPhoto, signal: AbortSignal, onIdentified: () => void): Promise<AnalysisResult> {
  const identified = await ai.identify(photo.analysisImage, signal);
  // Cancelled while identifying: do not spend a second AI call.
  if (signal.aborted) throw abortError('The analysis was cancelled.');
  onIdentified();
  const item = identified.data;
  const estimated = await ai.estimate(
    { itemName: item.itemName, category: item.category, brandName: item.brandName, condition: item.condition, features: item.features },
    signal,
  );
  return { item, estimate: estimated.data, demo: identified.demo || estimated.demo };
}
