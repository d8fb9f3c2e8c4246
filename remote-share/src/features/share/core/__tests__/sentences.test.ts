import { firstSentences, splitSentences } from '../sentences';

describe('splitSentences', () => {
  it.each([
    ['Great lamp. Works well. Pick up only.', ['Great lamp.', 'Works well.', 'Pick up only.']],
    ['Sold for $12.50 new. Now cheaper.', ['Sold for $12.50 new.', 'Now cheaper.']],
    ['Signed by Dr. Smith. Rare.', ['Signed by Dr. Smith.', 'Rare.']],
    ['Small items, e.g. Lego bricks. Clean.', ['Small items, e.g. Lego bricks.', 'Clean.']],
    ['Chanel No. 5 bottle. Half full.', ['Chanel No. 5 bottle.', 'Half full.']],
    ['It works... Mostly. Cheap!', ['It works... Mostly.', 'Cheap!']],
    ['Lovely\u2026 Really. Yes.', ['Lovely\u2026 Really.', 'Yes.']],
    ['Brand new 😍. Never used! 🔥 Free delivery?', ['Brand new 😍.', 'Never used!', '🔥 Free delivery?']],
    ['Approx. two feet tall. Heavy.', ['Approx. two feet tall.', 'Heavy.']],
    ['He said "Wow." Then left.', ['He said "Wow."', 'Then left.']],
    ['No punctuation at all', ['No punctuation at all']],
    ['', []],
    ['   ', []],
  ])('%j', (text, expected) => {
    expect(splitSentences(text)).toEqual(expected);
  });
});

describe('firstSentences', () => {
  it('keeps the first n sentences', () => {
    expect(firstSentences('One $1.50 item. Two. Three.', 2)).toBe('One $1.50 item. Two.');
  });
});
