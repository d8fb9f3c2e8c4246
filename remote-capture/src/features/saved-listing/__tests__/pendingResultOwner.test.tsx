/**
 * One phone, two people: a visitor's result kept for sign-up goes only to the account that made it
 * (sign-up keeps the visitor's uid); another account signing in on the same phone never sees it,
 * and nothing of it is saved to theirs.
 */
import { screen, waitFor } from '@testing-library/react';
import { bindPendingResult, hasPendingResult, markPendingResult } from '@snap/shared';
import { makeEstimate, makeItem } from '../../../testing/fixtures';
import { SIGNED_IN, fakeListings, renderCamera, stubObjectUrls } from '../../../testing/renderCamera';
import { pendingResultStore, type PendingResult } from '../api/pendingResultStore';

jest.setTimeout(20_000);

const KEPT: PendingResult = {
  result: { item: makeItem({ itemName: 'Visitor A’s Kettle' }), estimate: makeEstimate(), demo: true },
  edits: { name: 'Visitor A’s Kettle', description: 'Kept for sign-up.' },
  photos: [new Blob(['a'], { type: 'image/jpeg' })],
};

beforeEach(() => {
  stubObjectUrls();
  jest.spyOn(pendingResultStore, 'get').mockResolvedValue(KEPT);
  jest.spyOn(pendingResultStore, 'clear').mockResolvedValue(undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('a result kept for sign-up on a shared phone', () => {
  it('is shown and saved to the account that made it (sign-up keeps the visitor’s uid)', async () => {
    markPendingResult(window.localStorage);
    bindPendingResult(window.localStorage, SIGNED_IN.uid);
    const listings = fakeListings();
    renderCamera({ user: SIGNED_IN, listings });
    expect(await screen.findByRole('heading', { name: 'Visitor A’s Kettle' })).toBeInTheDocument();
    await waitFor(() => expect(listings.save).toHaveBeenCalledTimes(1));
  });

  it('is never shown to another account signing in on the same phone, nor saved to it, and is forgotten', async () => {
    markPendingResult(window.localStorage);
    bindPendingResult(window.localStorage, 'visitor-a');
    const listings = fakeListings();
    renderCamera({ user: { ...SIGNED_IN, uid: 'seller-b' }, listings });
    await waitFor(() => expect(hasPendingResult(window.localStorage)).toBe(false));
    expect(pendingResultStore.clear).toHaveBeenCalled();
    expect(pendingResultStore.get).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Visitor A’s Kettle' })).toBeNull();
    expect(listings.save).not.toHaveBeenCalled();
  });

  it('bound to nobody (its visitor’s uid never known), it goes to no account', async () => {
    markPendingResult(window.localStorage);
    const listings = fakeListings();
    renderCamera({ user: SIGNED_IN, listings });
    await waitFor(() => expect(hasPendingResult(window.localStorage)).toBe(false));
    expect(listings.save).not.toHaveBeenCalled();
  });

  it('is shown again to the visitor on this device (a reload before signing up)', async () => {
    markPendingResult(window.localStorage);
    bindPendingResult(window.localStorage, 'visitor-a');
    renderCamera();
    expect(await screen.findByRole('heading', { name: 'Visitor A’s Kettle' })).toBeInTheDocument();
    expect(hasPendingResult(window.localStorage)).toBe(true);
  });
});
