import { jpegDecodeSize } from '../jpegScale';

describe('jpegDecodeSize', () => {
  it.each([
    { name: '12 MP → 3/8', stored: { width: 4000, height: 3000 }, expected: { width: 1500, height: 1125 } },
    { name: '24 MP → 2/8', stored: { width: 6000, height: 4000 }, expected: { width: 1500, height: 1000 } },
    { name: '48 MP → 2/8', stored: { width: 8064, height: 6048 }, expected: { width: 2016, height: 1512 } },
    {
      name: 'portrait stored sideways keeps its stored shape',
      stored: { width: 4032, height: 3024 },
      expected: { width: 1512, height: 1134 },
    },
    {
      name: 'odd sizes round up like libjpeg',
      stored: { width: 4001, height: 2999 },
      expected: { width: 1501, height: 1125 },
    },
    {
      name: '2560 px wide → 4/8 exactly 1280',
      stored: { width: 2560, height: 1440 },
      expected: { width: 1280, height: 720 },
    },
    { name: '1400 px: no smaller scale covers 1280', stored: { width: 1400, height: 1050 }, expected: null },
    { name: 'already small', stored: { width: 800, height: 600 }, expected: null },
  ])('$name', ({ stored, expected }) => {
    expect(jpegDecodeSize(stored, 1280)).toEqual(expected);
  });

  it('never asks for less than the target on the longest side', () => {
    for (let longest = 1281; longest < 12000; longest += 37) {
      const size = jpegDecodeSize({ width: longest, height: Math.round(longest * 0.75) }, 1280);
      if (size) expect(size.width).toBeGreaterThanOrEqual(1280);
    }
  });
});
