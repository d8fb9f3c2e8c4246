import {
  clampConfidence,
  clampList,
  clampText,
  mapCondition,
  parsePrice,
  toOptionalText,
  toStringList,
  toText,
} from '../normalise';

describe('parsePrice', () => {
  it.each([
    [45, 45],
    [45.678, 45.68],
    [0, 0],
    ['45', 45],
    ['$45', 45],
    ['$1,299.99', 1299.99],
    ['45 USD', 45],
    ['about $30-40', 30],
    [-5, null],
    ['-$5', null],
    ['$-5', null],
    ['free', null],
    ['', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [{ amount: 5 }, null],
  ])('%p → %p', (input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });
});

describe('clampConfidence', () => {
  it.each([
    [85, 85],
    [85.4, 85],
    [0.85, 85],
    ['85%', 85],
    ['0.5', 50],
    [1, 1],
    [0, 0],
    [150, 100],
    [-3, 0],
    ['high', 0],
    [null, 0],
    [undefined, 0],
  ])('%p → %p', (input, expected) => {
    expect(clampConfidence(input)).toBe(expected);
  });
});

describe('mapCondition', () => {
  it.each([
    ['new', 'new'],
    ['Like New', 'like-new'],
    ['like_new', 'like-new'],
    ['LIKE-NEW', 'like-new'],
    ['Brand new in box', 'new'],
    ['New with tags', 'new'],
    ['new without tags', 'like-new'],
    ['Excellent', 'like-new'],
    ['Mint condition', 'like-new'],
    ['Very good', 'good'],
    ['Used - light wear', 'good'],
    ['Pre-owned', 'good'],
    ['Fair', 'fair'],
    ['acceptable', 'fair'],
    ['Poor', 'poor'],
    ['For parts or not working', 'poor'],
    ['damaged screen', 'poor'],
    ['pristine?', null],
    ['', null],
    [42, null],
    [null, null],
  ])('%p → %p', (input, expected) => {
    expect(mapCondition(input)).toBe(expected);
  });
});

describe('text helpers', () => {
  it.each([
    ['  padded  ', 'padded'],
    [12, '12'],
    [null, ''],
    [{}, ''],
    [Number.NaN, ''],
  ])('toText(%p) → %p', (input, expected) => {
    expect(toText(input)).toBe(expected);
  });

  it.each([
    ['Sony', 'Sony'],
    ['Unknown', undefined],
    ['n/a', undefined],
    ['N/A', undefined],
    ['', undefined],
    [null, undefined],
    ['  Nike ', 'Nike'],
  ])('toOptionalText(%p) → %p', (input, expected) => {
    expect(toOptionalText(input)).toBe(expected);
  });

  it.each([
    [
      ['a', ' b ', '', 3, null, { x: 1 }],
      ['a', 'b', '3'],
    ],
    ['red, blue; green\nyellow', ['red', 'blue', 'green', 'yellow']],
    [undefined, []],
    [null, []],
    [{ 0: 'a' }, []],
  ])('toStringList(%p) → %p', (input, expected) => {
    expect(toStringList(input)).toEqual(expected);
  });
});

describe('clampText', () => {
  it.each([
    ['  short  ', 20, 'short'],
    ['exactly ten', 11, 'exactly ten'],
    ['light wear on the top plate', 20, 'light wear on the…'],
    ['light wear, some dents', 13, 'light wear…'],
    ['Supercalifragilistic', 10, 'Supercali…'],
    ['one two three four', 9, 'one two…'],
  ])('clampText(%p, %p) → %p', (input, max, expected) => {
    expect(clampText(input, max)).toBe(expected);
  });

  it('never exceeds the limit, and ends a cut text with an ellipsis', () => {
    const wordy = 'Visible scuffs along the left edge and a small dent near the lens mount, '.repeat(3);
    for (const max of [2, 10, 37, 100, 150]) {
      const clamped = clampText(wordy, max);
      expect(clamped.length).toBeLessThanOrEqual(max);
      expect(clamped).toMatch(/\S…$/);
    }
  });

  it('does not split a character made of two UTF-16 units', () => {
    expect(clampText('📷📷📷📷', 4)).toBe('📷…');
  });
});

describe('clampList', () => {
  it('keeps at most the given number of entries, each trimmed and cut, blanks dropped', () => {
    const features = ['  zoom lens ', '', '   ', 'a strap that is far too long to keep whole', ...Array(30).fill('x')];
    const clamped = clampList(features, 5, 20);
    expect(clamped).toEqual(['zoom lens', 'a strap that is far…', 'x', 'x', 'x']);
  });
});
