/**
 * @jest-environment node
 */
// Node's Blob has arrayBuffer(); jsdom's does not. No DOM is needed: decoding and canvases are fakes.
import { compressImage, type EncodedCopy, type Raster, type RasterEnvironment } from '../compressImage';
import type { Size } from '../fitWithin';
import type { PipelineLimits } from '../limits';
import { ImagePipelineError } from '../pipelineErrors';
import { ascii, ftypHeader, heicHeader, jpegHeader, pngHeader } from './imageHeaderBytes';

const LIMITS: PipelineLimits = {
  maxDimension: 1280,
  targetBytes: 500 * 1024,
  qualityStart: 0.9,
  qualityStep: 0.1,
  qualityFloor: 0.1,
};

interface FakeOptions {
  /** What the decoder "sees" (upright), or an error to reject with. */
  image: Size | Error;
  /** Output bytes per quality (defaults to small). */
  bytesAt?: (quality: number, size: Size) => number;
  honoursResize?: boolean;
}

function fakeEnvironment({ image, bytesAt = () => 100_000, honoursResize = true }: FakeOptions) {
  const decodes: (Size | undefined)[] = [];
  const canvases: Size[] = [];
  const closed: Raster[] = [];
  const env: RasterEnvironment = {
    decode: async (_blob, target) => {
      decodes.push(target);
      if (image instanceof Error) throw image;
      const size = target && honoursResize ? target : image;
      const raster: Raster = { ...size, source: {} as CanvasImageSource, close: () => closed.push(raster) };
      return raster;
    },
    draw: (_raster, size) => {
      canvases.push(size);
      return {
        encode: async (quality) => new Blob([new Uint8Array(bytesAt(quality, size))], { type: 'image/jpeg' }),
        release: () => undefined,
      };
    },
  };
  return { env, decodes, canvases, closed };
}

const file = (bytes: Uint8Array<ArrayBuffer>, type: string) => new Blob([bytes], { type });

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImagePipelineError);
  return error as ImagePipelineError;
}

describe('compressImage', () => {
  it('decodes a 24 MP photo straight to 1280 px: no canvas is ever bigger than the output', async () => {
    const fake = fakeEnvironment({ image: { width: 6000, height: 4000 } });
    const result = await compressImage(file(jpegHeader({ width: 6000, height: 4000 }), 'image/jpeg'), LIMITS, fake.env);
    expect(fake.decodes).toEqual([{ width: 1280, height: 853 }]);
    expect(fake.canvases).toEqual([{ width: 1280, height: 853 }]);
    expect(result).toMatchObject({ width: 1280, height: 853, quality: 0.9, encodes: 1 });
    expect(fake.closed).toHaveLength(1);
  });

  it('makes the analysis copy from the same decode, encoded first, each to its own limits', async () => {
    const fake = fakeEnvironment({
      image: { width: 4000, height: 3000 },
      bytesAt: (quality, size) => (size.width > 600 ? 400_000 : quality >= 0.85 ? 70_000 : 40_000),
    });
    const encodes: Size[] = [];
    const draw = fake.env.draw;
    fake.env.draw = (raster, size) => {
      const surface = draw(raster, size);
      return { ...surface, encode: (quality) => (encodes.push(size), surface.encode(quality)) };
    };
    const analysisLimits = { ...LIMITS, maxDimension: 512, targetBytes: 56 * 1024 };
    const result = await compressImage(
      file(jpegHeader({ width: 4000, height: 3000 }), 'image/jpeg'),
      LIMITS,
      fake.env,
      analysisLimits,
    );
    expect(fake.decodes).toHaveLength(1);
    expect(fake.canvases).toEqual([
      { width: 512, height: 384 },
      { width: 1280, height: 960 },
    ]);
    expect(result).toMatchObject({
      width: 1280,
      height: 960,
      quality: 0.9,
      analysis: { width: 512, height: 384, quality: 0.8 },
    });
    expect(result.analysis?.blob.size).toBe(40_000);
    expect(encodes[0]).toEqual({ width: 512, height: 384 });
    expect(encodes.at(-1)).toEqual({ width: 1280, height: 960 });
    expect(fake.closed).toHaveLength(1);
  });

  it('hands the analysis copy over as soon as it is encoded, before the photo is encoded', async () => {
    const fake = fakeEnvironment({ image: { width: 4000, height: 3000 } });
    const events: string[] = [];
    const draw = fake.env.draw;
    fake.env.draw = (raster, size) => {
      events.push(`draw ${size.width}`);
      const surface = draw(raster, size);
      return { ...surface, encode: (quality) => (events.push(`encode ${size.width}`), surface.encode(quality)) };
    };
    const copies: EncodedCopy[] = [];
    const result = await compressImage(
      file(jpegHeader({ width: 4000, height: 3000 }), 'image/jpeg'),
      LIMITS,
      fake.env,
      { ...LIMITS, maxDimension: 512 },
      (copy) => (events.push('copy handed over'), copies.push(copy)),
    );
    // The copy's encode starts before the photo's canvas is drawn, and is handed over first.
    expect(events).toEqual(['draw 512', 'encode 512', 'draw 1280', 'copy handed over', 'encode 1280']);
    expect(copies).toEqual([result.analysis]);
  });

  it('makes no analysis copy unless asked', async () => {
    const fake = fakeEnvironment({ image: { width: 4000, height: 3000 } });
    const result = await compressImage(file(jpegHeader({ width: 4000, height: 3000 }), 'image/jpeg'), LIMITS, fake.env);
    expect(result.analysis).toBeUndefined();
    expect(fake.canvases).toHaveLength(1);
  });

  it('uses the displayed size for EXIF-rotated photos (portrait stays portrait)', async () => {
    const fake = fakeEnvironment({ image: { width: 3000, height: 4000 } });
    const result = await compressImage(
      file(jpegHeader({ width: 4000, height: 3000, orientation: 6 }), 'image/jpeg'),
      LIMITS,
      fake.env,
    );
    expect(fake.decodes).toEqual([{ width: 960, height: 1280 }]);
    expect(result).toMatchObject({ width: 960, height: 1280 });
  });

  it('still fits the canvas to 1280 when the browser ignores the resize hint', async () => {
    const fake = fakeEnvironment({ image: { width: 4000, height: 3000 }, honoursResize: false });
    const result = await compressImage(file(jpegHeader({ width: 4000, height: 3000 }), 'image/jpeg'), LIMITS, fake.env);
    expect(fake.canvases).toEqual([{ width: 1280, height: 960 }]);
    expect(result).toMatchObject({ width: 1280, height: 960 });
  });

  it('does not upscale a small image and decodes it without resizing', async () => {
    const fake = fakeEnvironment({ image: { width: 800, height: 600 } });
    const result = await compressImage(file(pngHeader(800, 600), 'image/png'), LIMITS, fake.env);
    expect(fake.decodes).toEqual([undefined]);
    expect(result).toMatchObject({ width: 800, height: 600 });
  });

  it('learns the size by decoding when the header does not tell (HEIC on Safari), then resizes', async () => {
    const fake = fakeEnvironment({ image: { width: 8064, height: 6048 } });
    const result = await compressImage(file(ftypHeader('heic', ['mif1']), 'image/heic'), LIMITS, fake.env);
    expect(fake.decodes).toEqual([undefined, { width: 1280, height: 960 }]);
    expect(fake.closed).toHaveLength(2);
    expect(result).toMatchObject({ width: 1280, height: 960 });
  });

  it('resizes an HEIC while decoding when its header gives the size: one decode, never full size', async () => {
    const fake = fakeEnvironment({ image: { width: 6048, height: 8064 } });
    const result = await compressImage(
      file(heicHeader({ width: 8064, height: 6048, quarterTurns: 3 }), 'image/heic'),
      LIMITS,
      fake.env,
    );
    expect(fake.decodes).toEqual([{ width: 960, height: 1280 }]);
    expect(result).toMatchObject({ width: 960, height: 1280 });
  });

  it('returns the blob of the quality the search chose, under the target', async () => {
    const fake = fakeEnvironment({
      image: { width: 4000, height: 3000 },
      bytesAt: (q) => Math.round(1_000_000 * q ** 2),
    });
    const result = await compressImage(file(jpegHeader({ width: 4000, height: 3000 }), 'image/jpeg'), LIMITS, fake.env);
    expect(result.quality).toBe(0.7);
    expect(result.blob.size).toBe(490_000);
    expect(result.encodes).toBeLessThanOrEqual(3);
  });

  it.each([
    {
      name: 'a 0-byte photo',
      blob: new Blob([], { type: 'image/jpeg' }),
      code: 'empty-file',
      message: 'This photo is empty (0 bytes). Please choose another photo.',
    },
    {
      name: 'a 0-byte text file',
      blob: new Blob([], { type: 'text/plain' }),
      code: 'not-an-image',
      message: 'Please select an image file',
    },
    {
      name: 'a text file',
      blob: file(ascii('milk, eggs'), 'text/plain'),
      code: 'not-an-image',
      message: 'Please select an image file',
    },
    {
      name: 'a file with no type and no image inside',
      blob: file(ascii('milk, eggs'), ''),
      code: 'not-an-image',
      message: 'Please select an image file',
    },
  ])('rejects $name before decoding', async ({ blob, code, message }) => {
    const fake = fakeEnvironment({ image: { width: 10, height: 10 } });
    const error = await failureOf(compressImage(blob, LIMITS, fake.env));
    expect(error).toMatchObject({ code, message });
    expect(fake.decodes).toHaveLength(0);
  });

  it.each([
    {
      name: 'a text file named .jpg',
      blob: file(ascii('This is a shopping list'), 'image/jpeg'),
      code: 'not-an-image',
    },
    { name: 'a damaged JPEG', blob: file(jpegHeader({ width: 4000, height: 3000 }), 'image/jpeg'), code: 'unreadable' },
    {
      name: 'an HEIC photo the browser cannot decode',
      blob: file(ftypHeader('heic', ['mif1']), 'image/heic'),
      code: 'heic-unsupported',
    },
  ])('explains when decoding fails: $name', async ({ blob, code }) => {
    const fake = fakeEnvironment({ image: new Error('The source image could not be decoded.') });
    const error = await failureOf(compressImage(blob, LIMITS, fake.env));
    expect(error.code).toBe(code);
  });

  it('says HEIC is unsupported in words a person can act on', async () => {
    const fake = fakeEnvironment({ image: new Error('decode failed') });
    const error = await failureOf(compressImage(file(ftypHeader('mif1', ['heic']), ''), LIMITS, fake.env));
    expect(error.message).toBe(
      'HEIC photos aren\'t supported in this browser. Please choose a JPEG or PNG, or set your camera to "Most Compatible".',
    );
  });
});
