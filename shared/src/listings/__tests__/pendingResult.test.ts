import { clearPendingResult, hasPendingResult, markPendingResult, PENDING_RESULT_TTL_MS } from '../pendingResult';

describe('pending result marker', () => {
  beforeEach(() => localStorage.clear());

  it('is there once marked, until cleared', () => {
    expect(hasPendingResult(localStorage)).toBe(false);
    markPendingResult(localStorage, 1000);
    expect(hasPendingResult(localStorage, 2000)).toBe(true);
    clearPendingResult(localStorage);
    expect(hasPendingResult(localStorage, 2000)).toBe(false);
  });

  it('goes stale after a day', () => {
    markPendingResult(localStorage, 1000);
    expect(hasPendingResult(localStorage, 1000 + PENDING_RESULT_TTL_MS)).toBe(false);
  });

  it('ignores a damaged value', () => {
    localStorage.setItem('snap:pending-result', 'soon');
    expect(hasPendingResult(localStorage)).toBe(false);
  });
});
