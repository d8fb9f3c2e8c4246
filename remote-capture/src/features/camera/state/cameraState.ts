/** The camera screen's state (spec §4): idle, analyzing, results, plus photos, edits and dialogs. */
import type { CapturedPhoto } from '@snap/shared';
import type { ProductCode } from '@snap/shared/market';
import type { AnalysisResult, EditableField, ListingEdits, Pricing } from '../../results';

export type CameraPhase = 'idle' | 'analyzing' | 'results';

/** Which step of the analysis is running, for progress on a slow gateway. */
export type AnalysisStage = 'identifying' | 'estimating';

export type CameraDialog = 'sign-up-prompt' | 'photo-viewer' | 'live-scan';

export interface CameraState {
  phase: CameraPhase;
  photos: CapturedPhoto[];
  selectedId: string | null;
  /** A chosen file is being prepared (decoded, resized, compressed). */
  processing: boolean;
  /** Increments with every analysis started or abandoned, so a late reply is recognised as stale. */
  run: number;
  /** The photo being analysed (while analyzing) or that was analysed (in results). */
  analyzedId: string | null;
  /**
   * Every photo the analysis sends, in order: the analysed one first, then the seller's others
   * (the one the results asked for next), up to MAX_ANALYSIS_PHOTOS.
   */
  analysisPhotos: CapturedPhoto[];
  /**
   * While a result is analysed again with the photo it asked for: that result with the seller's
   * edits, price and saved listing, shown again should the new analysis fail or be cancelled, and
   * whose edits the new result keeps.
   */
  previous: ShownResult | null;
  stage: AnalysisStage;
  /** The item's name once identified, shown while its price is estimated. */
  identifiedName: string | null;
  result: AnalysisResult | null;
  edits: ListingEdits | null;
  /** The price the seller chose and the shipping, with the result. */
  pricing: Pricing | null;
  editing: EditableField | null;
  error: string | null;
  dialog: CameraDialog | null;
  /** The saved listing this result is (signed in), once saved or when opened from the dashboard. */
  listingId: string | null;
  /** A result analysed again over a saved listing: the listing its save replaces (then `listingId`). */
  replacesListingId: string | null;
  /**
   * A photo shared into the app (the Web Share Target), waiting for the seller's "Analyze this
   * photo": any site can send one, so it is never analysed (nor saved) on arrival.
   */
  sharedPhotoId: string | null;
  /**
   * The product code the seller said names the item, after its eBay listings named another product
   * (CodeConflict): the analyses of this item send it as confirmed, until Take Another Photo.
   */
  confirmedCode: string | null;
}

/** A result as the seller has it on screen. */
export interface ShownResult {
  result: AnalysisResult;
  edits: ListingEdits;
  pricing: Pricing;
  listingId: string | null;
}

export const initialCameraState: CameraState = {
  phase: 'idle',
  photos: [],
  selectedId: null,
  processing: false,
  run: 0,
  analyzedId: null,
  analysisPhotos: [],
  previous: null,
  stage: 'identifying',
  identifiedName: null,
  result: null,
  edits: null,
  pricing: null,
  editing: null,
  error: null,
  dialog: null,
  listingId: null,
  replacesListingId: null,
  sharedPhotoId: null,
  confirmedCode: null,
};

export type CameraAction =
  | { type: 'processing-started' }
  | { type: 'processing-failed'; message: string }
  /** `reanalyse`: the photo a result asked for, added to it and analysed with the result's photo. */
  | { type: 'photo-added'; photo: CapturedPhoto; reanalyse?: boolean }
  /**
   * Photos chosen before a reload, back on the device's screen: shown, waiting for Analyze Item;
   * `analyze`: the one whose analysis was waiting for a connection, which is asked for again.
   */
  | { type: 'photos-restored'; photos: { id: string; blob: Blob; analysisImage: Blob }[]; analyze?: string }
  /** A photo shared into the app: shown and selected, and it waits for the seller's tap. */
  | { type: 'shared-photo-added'; photo: CapturedPhoto }
  /** The seller turns the shared photo down: it goes, unanalysed. */
  | { type: 'shared-photo-discarded' }
  | { type: 'photo-selected'; id: string }
  | { type: 'photo-removed'; id: string }
  | { type: 'analysis-requested' }
  | { type: 'identified'; run: number; itemName: string }
  | { type: 'analysis-succeeded'; run: number; result: AnalysisResult }
  | { type: 'analysis-failed'; run: number; message: string }
  | { type: 'analysis-cancelled' }
  /** Codes read from the analysed photos after the analysis of `run` went (unpricedCodes). */
  | { type: 'codes-found'; run: number; productCodes: ProductCode[] }
  /** The seller asks for the result to be priced again, by the codes read since. */
  | { type: 'priced-by-code-requested' }
  /**
   * The seller answers a CodeConflict: the barcode's product is the item (priced again by it, named
   * as eBay names it), or the photo is (the code leaves the result).
   */
  | { type: 'code-conflict-settled'; choice: 'code' | 'photo' }
  | { type: 'edit-started'; field: EditableField }
  | { type: 'edit-saved'; field: EditableField; value: string }
  | { type: 'edit-cancelled'; field: EditableField }
  | { type: 'price-chosen'; price: number }
  | { type: 'shipping-set'; shipping: number }
  | { type: 'dialog-opened'; dialog: CameraDialog }
  | { type: 'dialog-closed' }
  | { type: 'error-dismissed' }
  | { type: 'reset' }
  /** A result shown without analysing: a saved listing opened, or an anonymous result back after sign-up. */
  | {
      type: 'result-loaded';
      photos: CapturedPhoto[];
      result: AnalysisResult;
      edits: ListingEdits;
      /** Absent: the estimate and the usual shipping, as for a fresh result. */
      pricing?: Pricing;
      listingId: string | null;
    }
  /**
   * A saved listing's full-size photos, read from the server after it opened with its thumbnail
   * standing in: they take the thumbnail's place, unless the seller has changed the photos since.
   */
  | { type: 'listing-photos-loaded'; listingId: string; standInId: string; photos: CapturedPhoto[] }
  | { type: 'listing-saved'; run: number; id: string }
  | { type: 'listing-save-failed'; message: string };

/** The photo Analyze Item works on: the selected one, or else the first (spec §2). */
export function analysisTarget(state: Pick<CameraState, 'photos' | 'selectedId'>): CapturedPhoto | undefined {
  return state.photos.find((photo) => photo.id === state.selectedId) ?? state.photos[0];
}
