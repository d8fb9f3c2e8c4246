import {
  clearPendingResult,
  hasPendingResult,
  hasShownResultJournal,
  journalShownResult,
  markPendingResult,
  markShownResult,
  PENDING_RESULT_TTL_MS,
  readShownResultJournal,
  SHOWN_RESULT_JOURNAL_KEY,
} from '../pendingResult';

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

describe("the journal of a visitor's result as it shows", () => {
  beforeEach(() => window.localStorage.clear());

  it('holds the noted result until cleared, and goes with the marker', () => {
    markShownResult(window.localStorage);
    expect(journalShownResult(window.localStorage, { result: { name: 'Kettle' }, photoIds: ['a'] })).toBe(true);
    expect(hasShownResultJournal(window.localStorage)).toBe(true);
    expect(readShownResultJournal(window.localStorage)).toEqual({ result: { name: 'Kettle' }, photoIds: ['a'] });
    clearPendingResult(window.localStorage);
    expect(hasShownResultJournal(window.localStorage)).toBe(false);
    expect(readShownResultJournal(window.localStorage)).toBeUndefined();
  });

  it('reads a damaged note as none, and says so when the storage refuses one', () => {
    window.localStorage.setItem(SHOWN_RESULT_JOURNAL_KEY, '{not json');
    expect(readShownResultJournal(window.localStorage)).toBeUndefined();
    const full = {
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(journalShownResult(full, { result: {} })).toBe(false);
  });
});
