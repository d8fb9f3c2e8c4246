/** One analysis (spec §7): identify the item, then estimate its price, through the AI port. */
import type { AiClient, CapturedPhoto } from '@snap/shared';
import type { AnalysisResult } from '../../results/analysisResult';

export async function analyzePhoto(ai: AiClient, photo: CapturedPhoto, signal: AbortSignal, onIdentified: () => void): Promise<AnalysisResult> {
  const identified = await ai.identify(photo.analysisImage, signal);
  // Cancelled while identifying: do not spend a second AI call.
  if (signal.aborted) throw new DOMException('The analysis was cancelled.', 'AbortError');
  onIdentified();
  const item = identified.data;
  const estimated = await ai.estimate(
    { itemName: item.itemName, category: item.category, brandName: item.brandName, condition: item.condition, features: item.features },
    signal,
  );
  return { item, estimate: estimated.data, demo: identified.demo || estimated.demo };
}

/** The camera screen shows an error's own text, else the spec's fallback (§8). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}
