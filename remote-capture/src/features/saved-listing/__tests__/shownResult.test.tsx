/**
 * A visitor's result survives a reload and Back then Forward: kept on the device while it is on
 * screen, shown again when /camera opens (not analysed again), and only ever to the visitor: an
 * account signing in on the same phone never gets it, nor saves it.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { hasKeptResult, hasPendingResult, hasShownResultJournal, markShownResult } from '@snap/shared';
import { chosenPhotosStore, type KeptPhoto, type KeptPhotos } from '../../camera/api/chosenPhotosStore';
import { makeEstimate, makeItem } from '../../../testing/fixtures';
import {
  SIGNED_IN,
  blobText,
  fakeListings,
  renderCamera,
  renderCameraResults,
  stubObjectUrls,
} from '../../../testing/renderCamera';
import { pendingResultStore, type PendingResult } from '../api/pendingResultStore';
import { SHOWN_RESULT_WRITE_DELAY_MS } from '../hooks/usePendingResult';

jest.setTimeout(20_000);

/** The results come in a lazily loaded chunk, which can take seconds on a busy 2-core machine. */
const RESULTS = { timeout: 10_000 };

/** The store as the device holds it (jsdom has no IndexedDB). */
function fakeStore(initial?: PendingResult) {
  let record = initial;
  const put = jest.spyOn(pendingResultStore, 'put').mockImplementation((next) => {
    record = next;
    return Promise.resolve();
  });
  jest.spyOn(pendingResultStore, 'get').mockImplementation(() => Promise.resolve(record));
  const clear = jest.spyOn(pendingResultStore, 'clear').mockImplementation(() => {
    record = undefined;
    return Promise.resolve();
  });
  return { put, clear, current: () => record };
}

/** The camera's chosen-photos store as the device holds it. */
function fakeChosenPhotos() {
  let record: KeptPhotos | KeptPhoto[] | undefined;
  jest.spyOn(chosenPhotosStore, 'put').mockImplementation((next) => {
    record = next;
    return Promise.resolve();
  });
  jest.spyOn(chosenPhotosStore, 'get').mockImplementation(() => Promise.resolve(record));
  jest.spyOn(chosenPhotosStore, 'clear').mockImplementation(() => {
    record = undefined;
    return Promise.resolve();
  });
  return { current: () => record as KeptPhotos | undefined };
}

const KEPT: PendingResult = {
  result: { item: makeItem({ itemName: 'Visitor’s Kettle' }), estimate: makeEstimate(), demo: true },
  edits: { name: 'Visitor’s Kettle', description: 'On screen before the reload.' },
  pricing: { price: 61, shipping: 0 },
  photos: [new Blob(['a'], { type: 'image/jpeg' })],
};

beforeEach(() => {
  stubObjectUrls();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  window.localStorage.clear();
});

describe("a visitor's result on screen", () => {
  it('is kept on the device as it shows, and shown again (not analysed) when /camera opens again', async () => {
    const store = fakeStore();
    const { unmount } = await renderCameraResults();
    await waitFor(() => expect(store.current()?.result.item.itemName).toBe('Trail Running Shoes'));
    expect(hasKeptResult(window.localStorage)).toBe(true);
    // Kept for the screen, not for sign-up: the auth screen sends no one back to /camera for it.
    expect(hasPendingResult(window.localStorage)).toBe(false);
    unmount();

    const { ai } = renderCamera();
    expect(await screen.findByRole('heading', { name: 'Trail Running Shoes' }, RESULTS)).toBeInTheDocument();
    expect(ai.analyze).not.toHaveBeenCalled();
  });

  it('survives a reload the moment the price shows, before its record (photos and all) is committed', async () => {
    // The record's write never finishes on this page: it is replaced first.
    const store = fakeStore();
    const keep = store.put.getMockImplementation()!;
    store.put.mockImplementation(() => new Promise<void>(() => undefined));
    const chosen = fakeChosenPhotos();
    const { unmount } = await renderCameraResults();
    await waitFor(() => expect(store.put).toHaveBeenCalled());
    unmount();

    // The next page: the result from the note, its photo from the chosen ones, not analysed again.
    store.put.mockImplementation(keep);
    const { ai } = renderCamera();
    expect(await screen.findByRole('heading', { name: 'Trail Running Shoes' }, RESULTS)).toBeInTheDocument();
    expect(ai.analyze).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Analyze Item' })).toBeNull();
    // Once its record is committed, the note and the chosen photo go: the record keeps both.
    await waitFor(() => expect(hasShownResultJournal(window.localStorage)).toBe(false));
    await waitFor(() => expect(chosen.current()).toBeUndefined());
    // The photo on screen is the one chosen before the reload.
    expect(store.current()?.photos).toHaveLength(1);
    // (The test pipeline's JPEG of shoes.jpg.)
    expect(await blobText(store.current()!.photos[0])).toBe('jpeg:shoes.jpg');
  });

  it('keeps the price the visitor chose once it rests, and what is waiting when the screen goes (Back)', async () => {
    const store = fakeStore(KEPT);
    markShownResult(window.localStorage);
    const view = renderCamera();
    expect(await screen.findByRole('heading', { name: 'Visitor’s Kettle' }, RESULTS)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Type a price' })).toHaveValue(61);
    store.put.mockClear();
    const typed = screen.getByRole('spinbutton', { name: 'Type a price' });
    await view.user.clear(typed);
    await view.user.type(typed, '80');
    await view.user.tab();
    // Written once it has rested, not on every keystroke.
    await waitFor(() => expect(store.current()?.pricing?.price).toBe(80), {
      timeout: SHOWN_RESULT_WRITE_DELAY_MS * 10,
    });

    await view.user.clear(typed);
    await view.user.type(typed, '90');
    await view.user.tab();
    view.unmount();
    expect(store.current()?.pricing?.price).toBe(90);
  });

  it('is forgotten by Take Another Photo', async () => {
    const store = fakeStore(KEPT);
    markShownResult(window.localStorage);
    const { user } = renderCamera();
    await screen.findByRole('heading', { name: 'Visitor’s Kettle' }, RESULTS);
    await user.click(screen.getByRole('button', { name: 'Take Another Photo' }));
    await waitFor(() => expect(store.current()).toBeUndefined());
    expect(hasKeptResult(window.localStorage)).toBe(false);
  });

  it('is never shown to an account signing in on the same phone, nor saved to it, and is forgotten', async () => {
    const store = fakeStore(KEPT);
    markShownResult(window.localStorage);
    const listings = fakeListings();
    renderCamera({ user: SIGNED_IN, listings });
    await waitFor(() => expect(hasKeptResult(window.localStorage)).toBe(false));
    expect(store.current()).toBeUndefined();
    expect(screen.queryByRole('heading', { name: 'Visitor’s Kettle' })).toBeNull();
    expect(listings.save).not.toHaveBeenCalled();
  });

  it('is not what a saved listing or the demo shows', async () => {
    fakeStore(KEPT);
    markShownResult(window.localStorage);
    renderCamera({ path: '/camera?demo=1' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('heading', { name: 'Visitor’s Kettle' })).toBeNull();
    expect(hasKeptResult(window.localStorage)).toBe(true);
  });
});
