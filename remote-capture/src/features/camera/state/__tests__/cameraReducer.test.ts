import { makeEstimate, makeItem, makePhoto } from '../../../../testing/fixtures';
import type { AnalysisResult } from '../../../results/analysisResult';
import { cameraReducer } from '../cameraReducer';
import { analysisTarget, initialCameraState, type CameraAction, type CameraState } from '../cameraState';

const a = makePhoto('a');
const b = makePhoto('b');
const c = makePhoto('c');
const result: AnalysisResult = { item: makeItem(), estimate: makeEstimate(), demo: false };
const CAMERA_CODE = { gtin: '012345678905', kind: 'UPC-A' } as const;
/** A result whose code's eBay listings were of another product. */
const conflicted: AnalysisResult = {
  ...result,
  estimate: { ...result.estimate, codeConflict: { gtin: CAMERA_CODE.gtin, title: 'Mid-Century Teak Table Lamp' } },
  sentCodes: [CAMERA_CODE.gtin],
  productCodes: [CAMERA_CODE],
};

const idle = (over: Partial<CameraState> = {}): CameraState => ({ ...initialCameraState, ...over });
const withPhotos = (over: Partial<CameraState> = {}) => idle({ photos: [a, b, c], selectedId: 'b', run: 3, ...over });
const analyzing = (over: Partial<CameraState> = {}) => withPhotos({ phase: 'analyzing', analyzedId: 'b', ...over });
const results = (over: Partial<CameraState> = {}) =>
  withPhotos({
    phase: 'results',
    analyzedId: 'b',
    result,
    edits: { name: 'Trail Running Shoes', description: result.item.description },
    ...over,
  });

interface Row {
  name: string;
  from: CameraState;
  action: CameraAction;
  expect: Partial<CameraState>;
}

const rows: Row[] = [
  // Upload
  {
    name: 'a chosen file starts processing and clears the error',
    from: idle({ error: 'old' }),
    action: { type: 'processing-started' },
    expect: { processing: true, error: null },
  },
  {
    name: 'processing failure returns to idle with its message',
    from: idle({ processing: true }),
    action: { type: 'processing-failed', message: 'Please select an image file' },
    expect: { phase: 'idle', processing: false, error: 'Please select an image file' },
  },
  {
    name: 'the first photo is selected and analysed at once',
    from: idle({ processing: true }),
    action: { type: 'photo-added', photo: a },
    expect: {
      phase: 'analyzing',
      photos: [a],
      selectedId: 'a',
      analyzedId: 'a',
      run: 1,
      stage: 'identifying',
      processing: false,
    },
  },
  {
    name: 'later photos join the strip without analysis or reselection',
    from: withPhotos({ processing: true }),
    action: { type: 'photo-added', photo: makePhoto('d') },
    expect: { phase: 'idle', selectedId: 'b', run: 3 },
  },
  // A photo shared into the app (Web Share Target): it waits for the seller's tap
  {
    name: 'a shared photo is shown and selected but not analysed',
    from: idle({ processing: true }),
    action: { type: 'shared-photo-added', photo: a },
    expect: {
      phase: 'idle',
      photos: [a],
      selectedId: 'a',
      sharedPhotoId: 'a',
      analyzedId: null,
      run: 0,
      processing: false,
    },
  },
  {
    name: "the seller's tap analyses the shared photo, which is then an ordinary one",
    from: idle({ photos: [a], selectedId: 'a', sharedPhotoId: 'a' }),
    action: { type: 'analysis-requested' },
    expect: { phase: 'analyzing', analyzedId: 'a', run: 1, sharedPhotoId: null },
  },
  {
    name: 'discarding the shared photo leaves the empty screen',
    from: idle({ photos: [a], selectedId: 'a', sharedPhotoId: 'a' }),
    action: { type: 'shared-photo-discarded' },
    expect: { phase: 'idle', photos: [], selectedId: null, sharedPhotoId: null },
  },
  {
    name: 'with no shared photo waiting, discarding changes nothing',
    from: withPhotos(),
    action: { type: 'shared-photo-discarded' },
    expect: { photos: [a, b, c], selectedId: 'b' },
  },
  {
    name: "a photo of the seller's own next to a shared one is not analysed on arrival either",
    from: idle({ photos: [a], selectedId: 'a', sharedPhotoId: 'a', processing: true }),
    action: { type: 'photo-added', photo: b },
    expect: { phase: 'idle', photos: [a, b], selectedId: 'a', sharedPhotoId: null, run: 0 },
  },
  // Selection and removal
  {
    name: 'selecting a photo',
    from: withPhotos(),
    action: { type: 'photo-selected', id: 'c' },
    expect: { selectedId: 'c' },
  },
  {
    name: 'selecting an unknown photo changes nothing',
    from: withPhotos(),
    action: { type: 'photo-selected', id: 'zz' },
    expect: { selectedId: 'b' },
  },
  {
    name: 'removing the selected photo selects the first remaining',
    from: withPhotos(),
    action: { type: 'photo-removed', id: 'b' },
    expect: { photos: [a, c], selectedId: 'a' },
  },
  {
    name: 'removing another photo keeps the selection',
    from: withPhotos(),
    action: { type: 'photo-removed', id: 'a' },
    expect: { photos: [b, c], selectedId: 'b' },
  },
  {
    name: 'removing the last photo selects none',
    from: idle({ photos: [a], selectedId: 'a' }),
    action: { type: 'photo-removed', id: 'a' },
    expect: { photos: [], selectedId: null },
  },
  {
    name: 'removing the last photo closes the viewer',
    from: idle({ photos: [a], selectedId: 'a', dialog: 'photo-viewer' }),
    action: { type: 'photo-removed', id: 'a' },
    expect: { dialog: null },
  },
  // Analyze Item
  {
    name: 'Analyze Item analyses the selected photo',
    from: withPhotos({ error: 'x' }),
    action: { type: 'analysis-requested' },
    expect: { phase: 'analyzing', analyzedId: 'b', run: 4, error: null },
  },
  {
    name: 'Analyze Item without a selection analyses the first',
    from: withPhotos({ selectedId: null }),
    action: { type: 'analysis-requested' },
    expect: { phase: 'analyzing', analyzedId: 'a', selectedId: 'a' },
  },
  {
    name: 'Analyze Item with no photos does nothing',
    from: idle(),
    action: { type: 'analysis-requested' },
    expect: { phase: 'idle', run: 0 },
  },
  {
    name: 'Analyze Item waits for a photo being prepared',
    from: withPhotos({ processing: true }),
    action: { type: 'analysis-requested' },
    expect: { phase: 'idle' },
  },
  // Analysis replies
  {
    name: 'identification done moves to the estimate step',
    from: analyzing(),
    action: { type: 'identified', run: 3, itemName: 'Brass lamp' },
    expect: { stage: 'estimating', identifiedName: 'Brass lamp' },
  },
  {
    name: 'both replies succeed: results with the AI values as edits',
    from: analyzing(),
    action: { type: 'analysis-succeeded', run: 3, result },
    expect: { phase: 'results', result, edits: { name: 'Trail Running Shoes', description: result.item.description } },
  },
  {
    name: 'a failure returns to idle with the message, photos kept',
    from: analyzing(),
    action: { type: 'analysis-failed', run: 3, message: 'Failed to identify item. Please try again.' },
    expect: { phase: 'idle', error: 'Failed to identify item. Please try again.', photos: [a, b, c] },
  },
  {
    name: 'a stale success (older run) is ignored',
    from: analyzing(),
    action: { type: 'analysis-succeeded', run: 2, result },
    expect: { phase: 'analyzing', result: null },
  },
  {
    name: 'a stale failure is ignored',
    from: analyzing(),
    action: { type: 'analysis-failed', run: 2, message: 'late' },
    expect: { phase: 'analyzing', error: null },
  },
  {
    name: 'a reply after cancelling is ignored',
    from: withPhotos({ run: 4 }),
    action: { type: 'analysis-succeeded', run: 3, result },
    expect: { phase: 'idle', result: null },
  },
  {
    name: 'cancel returns to idle without an error and retires the run',
    from: analyzing(),
    action: { type: 'analysis-cancelled' },
    expect: { phase: 'idle', error: null, run: 4, photos: [a, b, c] },
  },
  // Editing
  {
    name: 'editing starts in results',
    from: results(),
    action: { type: 'edit-started', field: 'name' },
    expect: { editing: 'name' },
  },
  {
    name: 'editing cannot start outside results',
    from: withPhotos(),
    action: { type: 'edit-started', field: 'name' },
    expect: { editing: null },
  },
  {
    name: 'Save keeps the edit',
    from: results({ editing: 'name' }),
    action: { type: 'edit-saved', field: 'name', value: 'Speedcross' },
    expect: { editing: null, edits: { name: 'Speedcross', description: result.item.description } },
  },
  {
    name: 'Cancel restores the AI value, even over an earlier save',
    from: results({ editing: 'description', edits: { name: 'Mine', description: 'Mine too' } }),
    action: { type: 'edit-cancelled', field: 'description' },
    expect: { editing: null, edits: { name: 'Mine', description: result.item.description } },
  },
  // Dialogs, errors, reset
  {
    name: 'the sign-up prompt opens',
    from: results(),
    action: { type: 'dialog-opened', dialog: 'sign-up-prompt' },
    expect: { dialog: 'sign-up-prompt' },
  },
  {
    name: 'dialogs close',
    from: results({ dialog: 'sign-up-prompt' }),
    action: { type: 'dialog-closed' },
    expect: { dialog: null },
  },
  {
    name: 'errors can be dismissed',
    from: withPhotos({ error: 'x' }),
    action: { type: 'error-dismissed' },
    expect: { error: null },
  },
  {
    name: 'Take Another Photo clears photos, results, errors and dialogs',
    from: results({ dialog: 'sign-up-prompt', error: 'x', editing: 'name', processing: true }),
    action: { type: 'reset' },
    expect: { ...initialCameraState, run: 4 },
  },
  // A barcode read after the analysis went
  {
    name: 'a code read late joins the result of the analysis that went without it',
    from: results({ result: { ...result, sentCodes: [] } }),
    action: { type: 'codes-found', run: 3, productCodes: [CAMERA_CODE] },
    expect: { phase: 'results', result: { ...result, sentCodes: [], productCodes: [CAMERA_CODE] } },
  },
  {
    name: 'a code read late for an earlier analysis is ignored',
    from: results({ result: { ...result, sentCodes: [] }, run: 4 }),
    action: { type: 'codes-found', run: 3, productCodes: [CAMERA_CODE] },
    expect: { result: { ...result, sentCodes: [] } },
  },
  {
    name: 'Price by barcode analyses the analysed photo again, first, keeping the seller’s edits to come back to',
    from: results({
      selectedId: 'c',
      pricing: { price: 40 },
      result: { ...result, sentCodes: [], productCodes: [CAMERA_CODE] },
    }),
    action: { type: 'priced-by-code-requested' },
    expect: {
      phase: 'analyzing',
      analyzedId: 'b',
      selectedId: 'b',
      analysisPhotos: [b, a, c],
      run: 4,
      previous: {
        result: { ...result, sentCodes: [], productCodes: [CAMERA_CODE] },
        edits: { name: 'Trail Running Shoes', description: result.item.description },
        pricing: { price: 40 },
        listingId: null,
      },
    },
  },
  {
    name: 'Price by barcode waits while a photo is being prepared',
    from: results({ processing: true, pricing: { price: 40 } }),
    action: { type: 'priced-by-code-requested' },
    expect: { phase: 'results', run: 3 },
  },
  {
    name: 'the barcode is right: analysed again with the code confirmed, named as eBay names its product',
    from: results({ pricing: { price: 40 }, result: conflicted }),
    action: { type: 'code-conflict-settled', choice: 'code' },
    expect: {
      phase: 'analyzing',
      analyzedId: 'b',
      run: 4,
      confirmedCode: CAMERA_CODE.gtin,
      previous: {
        result: conflicted,
        edits: { name: 'Mid-Century Teak Table Lamp', description: result.item.description },
        pricing: { price: 40 },
        listingId: null,
      },
    },
  },
  {
    name: 'the photo is right: the code leaves the result, and nothing is asked again',
    from: results({ pricing: { price: 40 }, result: conflicted }),
    action: { type: 'code-conflict-settled', choice: 'photo' },
    expect: {
      phase: 'results',
      run: 3,
      confirmedCode: null,
      result: { ...result, sentCodes: [CAMERA_CODE.gtin], productCodes: [] },
    },
  },
  {
    name: 'an answer with no conflict on screen changes nothing',
    from: results({ pricing: { price: 40 } }),
    action: { type: 'code-conflict-settled', choice: 'code' },
    expect: { phase: 'results', run: 3, confirmedCode: null },
  },
  // A saved listing's photos, after it opened with its thumbnail standing in
  {
    name: 'the listing’s photos take the thumbnail’s place, the first selected and analysed',
    from: results({ photos: [makePhoto('l1-thumbnail')], selectedId: 'l1-thumbnail', listingId: 'l1' }),
    action: { type: 'listing-photos-loaded', listingId: 'l1', standInId: 'l1-thumbnail', photos: [a, b] },
    expect: { photos: [a, b], selectedId: 'a', analyzedId: 'a', listingId: 'l1' },
  },
  {
    name: 'the listing’s photos fill a listing that had no thumbnail',
    from: results({ photos: [], selectedId: null, listingId: 'l1' }),
    action: { type: 'listing-photos-loaded', listingId: 'l1', standInId: 'l1-thumbnail', photos: [a] },
    expect: { photos: [a], selectedId: 'a' },
  },
  {
    name: 'the listing’s photos leave alone photos the seller has added since',
    from: results({ photos: [makePhoto('l1-thumbnail'), c], selectedId: 'c', listingId: 'l1' }),
    action: { type: 'listing-photos-loaded', listingId: 'l1', standInId: 'l1-thumbnail', photos: [a, b] },
    expect: { photos: [makePhoto('l1-thumbnail'), c], selectedId: 'c' },
  },
  {
    name: 'the photos of a listing no longer on screen are ignored',
    from: results({ photos: [makePhoto('l1-thumbnail')], listingId: 'l2' }),
    action: { type: 'listing-photos-loaded', listingId: 'l1', standInId: 'l1-thumbnail', photos: [a] },
    expect: { photos: [makePhoto('l1-thumbnail')], listingId: 'l2' },
  },
];

describe('cameraReducer', () => {
  it.each(rows)('$name', ({ from, action, expect: expected }) => {
    const next = cameraReducer(from, action);
    expect(next).toMatchObject(expected);
  });

  it.each(rows)('does not mutate the state it is given: $name', ({ from, action }) => {
    const frozen = Object.freeze({
      ...from,
      photos: Object.freeze([...from.photos]),
      edits: from.edits && Object.freeze({ ...from.edits }),
    }) as CameraState;
    // Frozen objects throw on writes in strict mode, so any mutation fails the test.
    expect(() => cameraReducer(frozen, action)).not.toThrow();
  });
});

describe('analysisTarget', () => {
  it.each([
    { selectedId: 'c', expected: c },
    { selectedId: null, expected: a },
    { selectedId: 'gone', expected: a },
  ])('selected $selectedId → the photo to analyse', ({ selectedId, expected }) => {
    expect(analysisTarget({ photos: [a, b, c], selectedId })).toBe(expected);
  });

  it('is undefined without photos', () => {
    expect(analysisTarget({ photos: [], selectedId: null })).toBeUndefined();
  });
});
