/**
 * The results view and the data it shows: an analysis result with the seller's edits and price,
 * the share data and title built from them, and the rehearsal result the screen renders hidden.
 * ResultsPanel belongs to the results chunk: import it only where that chunk is loaded.
 */
export {
  aiValues,
  defaultPricing,
  type AnalysisResult,
  type EditableField,
  type ListingEdits,
  type Pricing,
} from './analysisResult';
export { buildShareData, buildShareTitle } from './shareData';
export { REHEARSAL_EDITS, REHEARSAL_PRICING, REHEARSAL_RESULT } from './rehearsalResult';
export { ResultsPanel, type ResultsPanelProps } from './components/ResultsPanel';
