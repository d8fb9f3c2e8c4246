import { fitWithin, reencode, type DecodedImage, type ReencodeEnvironment } from '../reencode';
import { ShareImageError } from '../shareImageErrors';

const LIMITS = { maxDimension: 1080, quality: 0.85 };

describe('fitWithin', () => {
  it.each([
    [
      { width: 4000, height: 3000 },
      { width: 1080, height: 810 },
    ],
    [
      { width: 3000, height: 4000 },
      { width: 810, height: 1080 },
    ],
    [
      { width: 800, height: 600 },
      { width: 800, height: 600 },
    ],
    [
      { width: 10000, height: 1 },
      { width: 1080, height: 1 },
    ],
  ])('%j → %j', (size, expected) => {
    expect(fitWithin(size, 1080)).toEqual(expected);
  });
});

function environment(overrides: Partial<ReencodeEnvironment> = {}) {
  const close = jest.fn();
  const image: DecodedImage = { width: 2000, height: 1000, source: {} as CanvasImageSource, close };
  const env: ReencodeEnvironment = {
    decode: jest.fn(() => Promise.resolve(image)),
    encode: jest.fn(() => Promise.resolve(new Blob(['jpeg'], { type: 'image/jpeg' }))),
    ...overrides,
  };
  return { env, close };
}

describe('reencode', () => {
  it('encodes at most 1080 px as JPEG 0.85 and releases the decoded image', async () => {
    const { env, close } = environment();
    const blob = await reencode(new Blob(['x']), LIMITS, env);
    expect(blob.type).toBe('image/jpeg');
    expect(env.encode).toHaveBeenCalledWith(expect.anything(), { width: 1080, height: 540 }, 0.85);
    expect(close).toHaveBeenCalled();
  });

  it('reports an unreadable image as spec §8 "Failed to load the image"', async () => {
    const { env } = environment({ decode: () => Promise.reject(new Error('bad')) });
    await expect(reencode(new Blob(['x']), LIMITS, env)).rejects.toThrow('Failed to load the image');
  });

  it.each([
    ['no-canvas', 'Unable to get canvas context'],
    ['encode-failed', 'Failed to create the blob'],
  ] as const)('passes %s on as "%s"', async (code, message) => {
    const { env, close } = environment({ encode: () => Promise.reject(new ShareImageError(code)) });
    await expect(reencode(new Blob(['x']), LIMITS, env)).rejects.toThrow(message);
    expect(close).toHaveBeenCalled();
  });
});
