/**
 * Reads what the pipeline needs from the first bytes of a file, without decoding it: the format
 * (by signature, not by name or MIME type) and, where the header holds them, the displayed
 * dimensions (EXIF orientations 5–8 swap width and height). Knowing the size up front lets the
 * decoder resize while it decodes, so no full-resolution canvas is ever needed.
 */

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp' | 'heic' | 'avif' | 'unknown';

export interface ImageHeader {
  kind: ImageKind;
  /** Displayed size, when the header says; absent for formats we do not parse. */
  width?: number;
  height?: number;
  /** EXIF orientation 1–8 (JPEG only; 1 when absent). */
  orientation: number;
}

/** How many leading bytes to read: EXIF, ICC and MPF segments usually end well before this. */
export const HEADER_BYTES = 512 * 1024;

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

export function readImageHeader(bytes: Uint8Array): ImageHeader {
  const kind = sniffKind(bytes);
  const size = readSize(kind, bytes);
  if (!size) return { kind, orientation: 1 };
  const orientation = size.orientation ?? 1;
  const swapped = orientation >= 5 && orientation <= 8;
  return swapped
    ? { kind, width: size.height, height: size.width, orientation }
    : { kind, width: size.width, height: size.height, orientation };
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

export function sniffKind(bytes: Uint8Array): ImageKind {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length > 26) return 'bmp';
  if (ascii(bytes, 4, 4) === 'ftyp') return isoBrandKind(bytes);
  return 'unknown';
}

/** HEIF and AVIF share the ISO-BMFF `ftyp` box; the major and compatible brands tell them apart. */
function isoBrandKind(bytes: Uint8Array): ImageKind {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxEnd = Math.min(view.getUint32(0), bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(bytes, offset, 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heic';
  return 'unknown';
}

interface RawSize {
  width: number;
  height: number;
  orientation?: number;
}

function readSize(kind: ImageKind, bytes: Uint8Array): RawSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    switch (kind) {
      case 'jpeg':
        return readJpegSize(bytes, view);
      case 'png':
        return { width: view.getUint32(16), height: view.getUint32(20) };
      case 'gif':
        return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
      case 'bmp':
        return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
      case 'webp':
        return readWebpSize(bytes, view);
      case 'heic':
      case 'avif':
        return readHeifSize(bytes, view);
      default:
        return undefined;
    }
  } catch {
    // A header cut short (RangeError) just means "size unknown": the decoder will say more.
    return undefined;
  }
}

const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function readJpegSize(bytes: Uint8Array, view: DataView): RawSize | undefined {
  let orientation: number | undefined;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = view.getUint16(offset + 2);
    if (marker === 0xe1 && ascii(bytes, offset + 4, 6) === 'Exif\0\0')
      orientation = readExifOrientation(view, offset + 10);
    if (SOF_MARKERS.has(marker)) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7), orientation };
    }
    if (marker === 0xda || marker === 0xd9) return undefined;
    offset += 2 + length;
  }
  return undefined;
}

/** Orientation (tag 0x0112) from IFD0 of the TIFF structure starting at `tiff`. */
export function readExifOrientation(view: DataView, tiff: number): number | undefined {
  try {
    return findOrientation(view, tiff);
  } catch {
    return undefined; // a damaged EXIF block must not hide a readable image
  }
}

function findOrientation(view: DataView, tiff: number): number | undefined {
  const little = view.getUint16(tiff) === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

function readWebpSize(bytes: Uint8Array, view: DataView): RawSize | undefined {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X') {
    const width = 1 + (bytes[24] | (bytes[25] << 8) | (bytes[26] << 16));
    const height = 1 + (bytes[27] | (bytes[28] << 8) | (bytes[29] << 16));
    return { width, height };
  }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  return undefined;
}

interface Box {
  type: string;
  /** Where the payload starts (after the size, type and, for full boxes, version/flags). */
  start: number;
  end: number;
}

/** The ISO-BMFF boxes in [start, end): size 0 runs to the end, size 1 has a 64-bit size. */
function* boxes(bytes: Uint8Array, view: DataView, start: number, end: number): Generator<Box> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = view.getUint32(offset);
    let header = 8;
    if (size === 1) {
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) size = end - offset;
    if (size < header) return;
    yield { type: ascii(bytes, offset + 4, 4), start: offset + header, end: Math.min(offset + size, end) };
    offset += size;
  }
}

function child(bytes: Uint8Array, view: DataView, parent: Box, type: string, fullBox = false): Box | undefined {
  for (const box of boxes(bytes, view, parent.start, parent.end)) {
    if (box.type === type) return fullBox ? { ...box, start: box.start + 4 } : box;
  }
  return undefined;
}

/**
 * HEIC/AVIF: the primary item's `ispe` (image spatial extent) property, turned by its `irot`.
 * iPhone photos keep `meta` before the pixel data, so it is inside the header bytes. Knowing the
 * size lets even Safari resize while decoding instead of first decoding 48 MP at full size.
 */
function readHeifSize(bytes: Uint8Array, view: DataView): RawSize | undefined {
  const file: Box = { type: '', start: 0, end: bytes.length };
  const meta = child(bytes, view, file, 'meta', true);
  const pitm = meta && child(bytes, view, meta, 'pitm');
  const iprp = meta && child(bytes, view, meta, 'iprp');
  const ipco = iprp && child(bytes, view, iprp, 'ipco');
  const ipma = iprp && child(bytes, view, iprp, 'ipma');
  if (!pitm || !ipco || !ipma) return undefined;
  const primary = bytes[pitm.start] === 0 ? view.getUint16(pitm.start + 4) : view.getUint32(pitm.start + 4);
  const properties = [...boxes(bytes, view, ipco.start, ipco.end)];
  let size: RawSize | undefined;
  let quarterTurns = 0;
  for (const index of itemProperties(view, ipma, primary)) {
    const property = properties[index - 1];
    if (property?.type === 'ispe')
      size = { width: view.getUint32(property.start + 4), height: view.getUint32(property.start + 8) };
    if (property?.type === 'irot') quarterTurns = bytes[property.start] & 3;
  }
  if (!size?.width || !size.height) return undefined;
  return quarterTurns % 2 === 1 ? { width: size.height, height: size.width } : size;
}

/** The 1-based `ipco` indices the `ipma` box associates with `item`. */
function itemProperties(view: DataView, ipma: Box, item: number): number[] {
  const version = view.getUint8(ipma.start);
  const wideIndices = (view.getUint8(ipma.start + 3) & 1) === 1;
  let offset = ipma.start + 4;
  const entries = view.getUint32(offset);
  offset += 4;
  for (let entry = 0; entry < entries; entry += 1) {
    const id = version < 1 ? view.getUint16(offset) : view.getUint32(offset);
    offset += version < 1 ? 2 : 4;
    const count = view.getUint8(offset);
    offset += 1;
    const indices: number[] = [];
    for (let i = 0; i < count; i += 1) {
      indices.push(wideIndices ? view.getUint16(offset) & 0x7fff : view.getUint8(offset) & 0x7f);
      offset += wideIndices ? 2 : 1;
    }
    if (id === item) return indices;
  }
  return [];
}
