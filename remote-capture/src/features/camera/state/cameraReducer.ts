/** Pure transitions of the camera screen (spec §4). Side effects live in useCameraController. */
import { aiValues, defaultPricing } from '../../results/analysisResult';
import { analysisTarget, initialCameraState, type CameraAction, type CameraState } from './cameraState';

function startAnalysis(state: CameraState): CameraState {
  const target = analysisTarget(state);
  if (!target) return state;
  return {
    ...state,
    phase: 'analyzing',
    selectedId: target.id,
    analyzedId: target.id,
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

/**
 * Whether a photo added now is analysed on arrival: the first one the seller takes or picks is
 * (spec §4); a shared one never is ('shared-photo-added').
 */
export const analysesOnArrival = (state: CameraState) => state.photos.length === 0 && state.phase === 'idle';

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
      // A photo of the seller's own next to a shared one: the usual screen, where nothing is
      // analysed without Analyze Item either.
      const next = { ...state, processing: false, photos: [...state.photos, action.photo], sharedPhotoId: null };
      // The first photo is selected and analysed right away (spec §4).
      if (analysesOnArrival(state)) return startAnalysis({ ...next, selectedId: action.photo.id });
      return first ? { ...next, selectedId: action.photo.id } : next;
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
        edits: aiValues(action.result.item),
        pricing: defaultPricing(action.result),
        editing: null,
        error: null,
      };
    case 'analysis-failed':
      return isCurrent(state, action.run) ? { ...state, phase: 'idle', error: action.message } : state;
    case 'analysis-cancelled':
      return state.phase === 'analyzing' ? { ...state, phase: 'idle', run: state.run + 1, analyzedId: null } : state;
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
      return state.phase === 'results' && state.run === action.run ? { ...state, listingId: action.id } : state;
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
