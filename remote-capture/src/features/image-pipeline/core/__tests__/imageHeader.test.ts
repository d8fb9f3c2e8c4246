import { readImageHeader } from '../imageHeader';
import { ascii, ftypHeader, heicHeader, jpegHeader, pngHeader } from './imageHeaderBytes';

function gifHeader(width: number, height: number) {
  const bytes = new Uint8Array(13);
  bytes.set(ascii('GIF89a'));
  new DataView(bytes.buffer).setUint16(6, width, true);
  new DataView(bytes.buffer).setUint16(8, height, true);
  return bytes;
}

function webpVp8x(width: number, height: number) {
  const bytes = new Uint8Array(30);
  bytes.set(ascii('RIFF'), 0);
  bytes.set(ascii('WEBPVP8X'), 8);
  bytes.set([(width - 1) & 0xff, ((width - 1) >> 8) & 0xff, (width - 1) >> 16], 24);
  bytes.set([(height - 1) & 0xff, ((height - 1) >> 8) & 0xff, (height - 1) >> 16], 27);
  return bytes;
}

describe('readImageHeader', () => {
  it.each([
    {
      name: 'JPEG without EXIF',
      bytes: jpegHeader({ width: 4000, height: 3000 }),
      expected: { kind: 'jpeg', width: 4000, height: 3000, orientation: 1 },
    },
    {
      name: 'JPEG, EXIF orientation 3 (upside down)',
      bytes: jpegHeader({ width: 4000, height: 3000, orientation: 3 }),
      expected: { kind: 'jpeg', width: 4000, height: 3000, orientation: 3 },
    },
    {
      name: 'JPEG, EXIF orientation 6 (portrait)',
      bytes: jpegHeader({ width: 4000, height: 3000, orientation: 6 }),
      expected: { kind: 'jpeg', width: 3000, height: 4000, orientation: 6 },
    },
    {
      name: 'JPEG, EXIF orientation 8',
      bytes: jpegHeader({ width: 8000, height: 6000, orientation: 8 }),
      expected: { kind: 'jpeg', width: 6000, height: 8000, orientation: 8 },
    },
    { name: 'PNG', bytes: pngHeader(3000, 2250), expected: { kind: 'png', width: 3000, height: 2250, orientation: 1 } },
    { name: 'GIF', bytes: gifHeader(640, 480), expected: { kind: 'gif', width: 640, height: 480, orientation: 1 } },
    {
      name: 'WebP (VP8X)',
      bytes: webpVp8x(5000, 4000),
      expected: { kind: 'webp', width: 5000, height: 4000, orientation: 1 },
    },
    {
      name: 'HEIC by major brand',
      bytes: ftypHeader('heic', ['mif1', 'heic']),
      expected: { kind: 'heic', orientation: 1 },
    },
    { name: 'HEIF by mif1 brand', bytes: ftypHeader('mif1', ['heic']), expected: { kind: 'heic', orientation: 1 } },
    {
      name: 'iPhone HEIC: the primary item, not the thumbnail',
      bytes: heicHeader({ width: 4032, height: 3024 }),
      expected: { kind: 'heic', width: 4032, height: 3024, orientation: 1 },
    },
    {
      name: 'HEIC turned a quarter (irot 3): portrait',
      bytes: heicHeader({ width: 8064, height: 6048, quarterTurns: 3 }),
      expected: { kind: 'heic', width: 6048, height: 8064, orientation: 1 },
    },
    {
      name: 'HEIC turned half (irot 2): same size',
      bytes: heicHeader({ width: 4032, height: 3024, quarterTurns: 2 }),
      expected: { kind: 'heic', width: 4032, height: 3024, orientation: 1 },
    },
    {
      name: 'HEIC cut off inside meta',
      bytes: heicHeader({ width: 4032, height: 3024 }).subarray(0, 60),
      expected: { kind: 'heic', orientation: 1 },
    },
    { name: 'AVIF', bytes: ftypHeader('avif', ['mif1', 'miaf']), expected: { kind: 'avif', orientation: 1 } },
    { name: 'MP4 video', bytes: ftypHeader('isom', ['mp41']), expected: { kind: 'unknown', orientation: 1 } },
    {
      name: 'plain text',
      bytes: ascii('This is a shopping list, not a photo.'),
      expected: { kind: 'unknown', orientation: 1 },
    },
    { name: 'empty', bytes: new Uint8Array(0), expected: { kind: 'unknown', orientation: 1 } },
    {
      name: 'JPEG cut off before its size',
      bytes: jpegHeader({ width: 4000, height: 3000 }).subarray(0, 24),
      expected: { kind: 'jpeg', orientation: 1 },
    },
  ])('$name', ({ bytes, expected }) => {
    expect(readImageHeader(bytes)).toEqual(expected);
  });

  it('ignores a damaged EXIF block and still reads the size', () => {
    const bytes = jpegHeader({ width: 1600, height: 1200, orientation: 6 });
    // Point IFD0 far past the end of the segment.
    const tiff = bytes.findIndex((_, i) => bytes[i] === 0x4d && bytes[i + 1] === 0x4d);
    bytes.set([0x7f, 0xff, 0xff, 0xff], tiff + 4);
    expect(readImageHeader(bytes)).toEqual({ kind: 'jpeg', width: 1600, height: 1200, orientation: 1 });
  });
});
