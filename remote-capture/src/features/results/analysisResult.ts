/** What the results view shows: one successful identify + estimate, and whether it was the demo AI. */
import type { ItemIdentification, PriceEstimate } from '@snap/shared';

export interface AnalysisResult {
  item: ItemIdentification;
  estimate: PriceEstimate;
  /** True when either reply came from the offline demo stand-in: the UI shows a 'Demo AI' badge. */
  demo: boolean;
}

/** The editable fields of spec §4, as the seller currently has them. */
export interface ListingEdits {
  name: string;
  description: string;
}

export type EditableField = keyof ListingEdits;

/** The AI's own values: what Cancel restores. */
export function aiValues(item: ItemIdentification): ListingEdits {
  return { name: item.itemName, description: item.description };
}
