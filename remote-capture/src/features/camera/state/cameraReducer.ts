/** Pure transitions of the camera screen (spec §4). Side effects live in useCameraController. */
import { MAX_ANALYSIS_PHOTOS } from '@snap/shared';
import { aiValues, defaultPricing, type AnalysisResult } from '../../results';
import {
  analysisTarget,
  initialCameraState,
  type CameraAction,
  type CameraState,
  type ShownResult,
} from './cameraState';

/**
 * Starts analysing the selected photo (or the first) with the seller's others: `next` (a photo the
 * result asked for) right after it, then the rest in order.
 */
function startAnalysis(
  state: CameraState,
  { next, previous = null }: { next?: string; previous?: ShownResult | null } = {},
): CameraState {
  const target = analysisTarget(state);
  if (!target) return state;
  const added = state.photos.filter((photo) => photo.id === next);
  const others = state.photos.filter((photo) => photo.id !== target.id && photo.id !== next);
  return {
    ...state,
    phase: 'analyzing',
    selectedId: target.id,
    analyzedId: target.id,
    analysisPhotos: [target, ...added, ...others].slice(0, MAX_ANALYSIS_PHOTOS),
    previous,
    stage: 'identifying',
    identifiedName: null,
    run: state.run + 1,
    error: null,
    editing: null,
    dialog: null,
    listingId: null,
    // The seller asked: a shared photo is an ordinary one from now on.
    sharedPhotoId: null,
  };
}

function removePhoto(state: CameraState, id: string): CameraState {
  const photos = state.photos.filter((photo) => photo.id !== id);
  if (photos.length === state.photos.length) return state;
  const selectedId = state.selectedId === id ? (photos[0]?.id ?? null) : state.selectedId;
  return {
    ...state,
    photos,
    selectedId,
    dialog: photos.length === 0 && state.dialog === 'photo-viewer' ? null : state.dialog,
    sharedPhotoId: state.sharedPhotoId === id ? null : state.sharedPhotoId,
  };
}

/** The result on screen, to go back to or build on (null when there is none). */
function shownResult(state: CameraState): ShownResult | null {
  const { result, edits, pricing, listingId } = state;
  return state.phase === 'results' && result && edits && pricing ? { result, edits, pricing, listingId } : null;
}

/**
 * A new result for the same item, over one the seller had worked on: a name or description they
 * changed, and a price or shipping they set, stay theirs; the rest is the new analysis's.
 */
function keepSellerWork(previous: ShownResult, result: AnalysisResult) {
  const before = aiValues(previous.result.item);
  const after = aiValues(result.item);
  const changed = (field: keyof typeof before) => previous.edits[field] !== before[field];
  const priceChosen = previous.pricing.price !== defaultPricing(previous.result).price;
  return {
    edits: {
      name: changed('name') ? previous.edits.name : after.name,
      description: changed('description') ? previous.edits.description : after.description,
    },
    pricing: {
      price: priceChosen ? previous.pricing.price : defaultPricing({ estimate: result.estimate }).price,
      ...(previous.pricing.shipping !== undefined ? { shipping: previous.pricing.shipping } : {}),
    },
  };
}

/**
 * Whether a photo added now is analysed on arrival: the first one the seller takes or picks is
 * (spec §4); a shared one never is ('shared-photo-added').
 */
export const analysesOnArrival = (state: CameraState) => state.photos.length === 0 && state.phase === 'idle';

/** The result shown before analysing it again, as it was (the added photo stays in the strip). */
function backToPrevious(state: CameraState): CameraState {
  const { previous } = state;
  if (!previous) return state;
  return { ...state, phase: 'results', ...previous, previous: null };
}

/** Analysis replies count only for the run that asked, and only while still analyzing. */
const isCurrent = (state: CameraState, run: number) => state.phase === 'analyzing' && state.run === run;

export function cameraReducer(state: CameraState, action: CameraAction): CameraState {
  switch (action.type) {
    case 'processing-started':
      return { ...state, processing: true, error: null };
    case 'processing-failed':
      return { ...state, processing: false, error: action.message };
    case 'photo-added': {
      const first = state.photos.length === 0;
      const previous = action.reanalyse ? shownResult(state) : null;
      // The photo a result asked for: analysed with the result's photo, which stays the main one.
      if (previous)
        return startAnalysis(
          { ...state, processing: false, photos: [...state.photos, action.photo], selectedId: state.analyzedId },
          { next: action.photo.id, previous },
        );
      // A photo of the seller's own next to a shared one: the usual screen, where nothing is
      // analysed without Analyze Item either.
      const next = { ...state, processing: false, photos: [...state.photos, action.photo], sharedPhotoId: null };
      // The first photo is selected and analysed right away (spec §4).
      if (analysesOnArrival(state)) return startAnalysis({ ...next, selectedId: action.photo.id });
      return first ? { ...next, selectedId: action.photo.id } : next;
    }
    case 'photos-restored': {
      // Only onto an empty screen: anything the seller has done since the page opened wins.
      if (state.phase !== 'idle' || state.photos.length > 0 || state.result || action.photos.length === 0) return state;
      const photos = action.photos.map(({ id, blob, analysisImage }) => ({
        id,
        blob,
        analysisImage,
        url: URL.createObjectURL(blob),
      }));
      const waiting = photos.find((photo) => photo.id === action.analyze);
      const restored = { ...state, photos, selectedId: (waiting ?? photos[0]).id };
      // The analysis the seller asked for while offline: asked again (it waits for the connection).
      return waiting ? startAnalysis(restored) : restored;
    }
    case 'shared-photo-added':
      // Shown and selected (Analyze this photo analyses it), never analysed on arrival: any site can
      // send the app a photo, and only the seller decides what is analysed and saved.
      return {
        ...state,
        processing: false,
        photos: [...state.photos, action.photo],
        selectedId: action.photo.id,
        sharedPhotoId: action.photo.id,
      };
    case 'shared-photo-discarded':
      return state.sharedPhotoId ? removePhoto(state, state.sharedPhotoId) : state;
    case 'photo-selected':
      return state.photos.some((photo) => photo.id === action.id) ? { ...state, selectedId: action.id } : state;
    case 'photo-removed':
      return removePhoto(state, action.id);
    case 'analysis-requested':
      return state.phase === 'idle' && !state.processing ? startAnalysis(state) : state;
    case 'identified':
      return isCurrent(state, action.run)
        ? { ...state, stage: 'estimating', identifiedName: action.itemName.trim() || null }
        : state;
    case 'analysis-succeeded':
      if (!isCurrent(state, action.run)) return state;
      return {
        ...state,
        phase: 'results',
        result: action.result,
        ...(state.previous
          ? { ...keepSellerWork(state.previous, action.result), replacesListingId: state.previous.listingId }
          : { edits: aiValues(action.result.item), pricing: defaultPricing(action.result) }),
        previous: null,
        editing: null,
        error: null,
      };
    case 'analysis-failed':
      if (!isCurrent(state, action.run)) return state;
      // Analysing again with a new photo: the result the seller had stays, with the error over it.
      return state.previous
        ? { ...backToPrevious(state), error: action.message }
        : { ...state, phase: 'idle', error: action.message };
    case 'codes-found':
      return state.phase === 'results' && state.run === action.run && state.result
        ? { ...state, result: { ...state.result, productCodes: action.productCodes } }
        : state;
    case 'priced-by-code-requested':
      // The same photos, the analysed one first; the seller's edits and price stay theirs.
      return state.phase === 'results' && !state.processing
        ? startAnalysis({ ...state, selectedId: state.analyzedId }, { previous: shownResult(state) })
        : state;
    case 'code-conflict-settled': {
      const conflict = state.result?.estimate.codeConflict;
      if (state.phase !== 'results' || !state.result || !conflict) return state;
      if (action.choice === 'photo') {
        const { codeConflict: _settled, ...estimate } = state.result.estimate;
        const productCodes = state.result.productCodes?.filter((code) => code.gtin !== conflict.gtin);
        return { ...state, result: { ...state.result, estimate, productCodes } };
      }
      const shown = shownResult(state);
      if (!shown || state.processing) return state;
      // The seller's word names the item now: eBay's name for the product, kept through the new analysis.
      const previous = { ...shown, edits: { ...shown.edits, name: conflict.title } };
      return {
        ...startAnalysis({ ...state, selectedId: state.analyzedId }, { previous }),
        confirmedCode: conflict.gtin,
      };
    }
    case 'analysis-cancelled':
      if (state.phase !== 'analyzing') return state;
      return state.previous
        ? { ...backToPrevious(state), run: state.run + 1 }
        : { ...state, phase: 'idle', run: state.run + 1, analyzedId: null };
    default:
      return editingReducer(state, action);
  }
}

function editingReducer(state: CameraState, action: CameraAction): CameraState {
  switch (action.type) {
    case 'edit-started':
      return state.phase === 'results' ? { ...state, editing: action.field } : state;
    case 'edit-saved':
      if (!state.edits) return state;
      return { ...state, editing: null, edits: { ...state.edits, [action.field]: action.value } };
    case 'edit-cancelled':
      // Cancel restores the AI's value (spec §4), not merely the last saved edit.
      if (!state.edits || !state.result) return state;
      return {
        ...state,
        editing: null,
        edits: { ...state.edits, [action.field]: aiValues(state.result.item)[action.field] },
      };
    case 'price-chosen':
      return state.pricing && Number.isFinite(action.price) && action.price >= 0
        ? { ...state, pricing: { ...state.pricing, price: action.price } }
        : state;
    case 'shipping-set':
      return state.pricing && Number.isFinite(action.shipping) && action.shipping >= 0
        ? { ...state, pricing: { ...state.pricing, shipping: action.shipping } }
        : state;
    case 'dialog-opened':
      return { ...state, dialog: action.dialog };
    case 'dialog-closed':
      return { ...state, dialog: null };
    case 'error-dismissed':
      return { ...state, error: null };
    case 'listing-photos-loaded': {
      const standingIn = state.photos.every((photo) => photo.id === action.standInId);
      if (state.listingId !== action.listingId || !standingIn || action.photos.length === 0) return state;
      const first = action.photos[0].id;
      return { ...state, photos: action.photos, selectedId: first, analyzedId: first };
    }
    case 'result-loaded':
      return {
        ...initialCameraState,
        phase: 'results',
        photos: action.photos,
        selectedId: action.photos[0]?.id ?? null,
        analyzedId: action.photos[0]?.id ?? null,
        run: state.run + 1,
        result: action.result,
        edits: action.edits,
        pricing: action.pricing ?? defaultPricing(action.result),
        listingId: action.listingId,
      };
    case 'listing-saved':
      // Only the analysis that was saved: after Take Another Photo the id belongs to nothing shown.
      return state.phase === 'results' && state.run === action.run
        ? { ...state, listingId: action.id, replacesListingId: null }
        : state;
    case 'listing-save-failed':
      return { ...state, error: action.message };
    case 'reset':
      // Take Another Photo: photos, results, errors and dialogs go; the run moves on so any reply
      // still in flight is ignored.
      return { ...initialCameraState, run: state.run + 1 };
    default:
      return state;
  }
}
