/** Builds minimal image headers for tests: just the bytes the header reader looks at. */

export function jpegHeader({
  width,
  height,
  orientation,
}: {
  width: number;
  height: number;
  orientation?: number;
}): Uint8Array<ArrayBuffer> {
  const parts: number[] = [0xff, 0xd8];
  parts.push(0xff, 0xe0, 0x00, 0x10, ...Array.from('JFIF\0', (c) => c.charCodeAt(0)), 1, 1, 0, 0, 1, 0, 1, 0, 0);
  if (orientation) {
    const tiff = [
      0x4d,
      0x4d,
      0,
      0x2a,
      0,
      0,
      0,
      8,
      0,
      1,
      0x01,
      0x12,
      0,
      3,
      0,
      0,
      0,
      1,
      0,
      orientation,
      0,
      0,
      0,
      0,
      0,
      0,
    ];
    const exif = [...Array.from('Exif\0\0', (c) => c.charCodeAt(0)), ...tiff];
    parts.push(0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff, ...exif);
  }
  parts.push(
    0xff,
    0xc0,
    0,
    17,
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  );
  parts.push(0xff, 0xda, 0, 12, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0);
  return Uint8Array.from(parts);
}

export function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

export function ftypHeader(major: string, compatible: string[] = []): Uint8Array<ArrayBuffer> {
  const size = 16 + compatible.length * 4;
  const text = `ftyp${major}\0\0\0\0${compatible.join('')}`;
  const bytes = new Uint8Array(size + 64);
  new DataView(bytes.buffer).setUint32(0, size);
  bytes.set(
    Array.from(text, (c) => c.charCodeAt(0)),
    4,
  );
  return bytes;
}

function box(type: string, ...payload: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const size = 8 + payload.reduce((sum, part) => sum + part.length, 0);
  const bytes = new Uint8Array(size);
  new DataView(bytes.buffer).setUint32(0, size);
  bytes.set(ascii(type), 4);
  let offset = 8;
  for (const part of payload) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

const u32 = (...values: number[]) => {
  const bytes = new Uint8Array(values.length * 4);
  values.forEach((value, i) => new DataView(bytes.buffer).setUint32(i * 4, value));
  return bytes;
};

/**
 * An HEIC header laid out like an iPhone's: `ftyp`, then `meta` with the primary item (id 1, a
 * grid) and a 320×240 thumbnail (id 2), each with its own `ispe`; `quarterTurns` adds an `irot`
 * to the primary item.
 */
export function heicHeader({
  width,
  height,
  quarterTurns,
}: {
  width: number;
  height: number;
  quarterTurns?: number;
}): Uint8Array<ArrayBuffer> {
  const fullBox = (type: string, ...payload: Uint8Array[]) => box(type, new Uint8Array(4), ...payload);
  const ispe = (w: number, h: number) => fullBox('ispe', u32(w, h));
  const properties = [
    ispe(320, 240),
    ispe(width, height),
    ...(quarterTurns === undefined ? [] : [box('irot', Uint8Array.of(quarterTurns))]),
  ];
  const primaryProperties = quarterTurns === undefined ? [2] : [2, 3];
  const ipma = fullBox(
    'ipma',
    u32(2),
    Uint8Array.of(0, 2, 1, 0x81),
    Uint8Array.of(0, 1, primaryProperties.length, ...primaryProperties),
  );
  const meta = fullBox(
    'meta',
    fullBox('hdlr', u32(0), ascii('pict'), new Uint8Array(13)),
    fullBox('pitm', Uint8Array.of(0, 1)),
    box('iprp', box('ipco', ...properties), ipma),
  );
  const ftyp = ftypHeader('heic', ['mif1', 'heic']);
  const ftypSize = new DataView(ftyp.buffer).getUint32(0);
  const bytes = new Uint8Array(ftypSize + meta.length + 16);
  bytes.set(ftyp.subarray(0, ftypSize));
  bytes.set(meta, ftypSize);
  bytes.set(box('mdat', new Uint8Array(8)), ftypSize + meta.length);
  return bytes;
}

export const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
