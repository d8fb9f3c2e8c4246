/**
 * The format a shared file's first bytes show (its magic number), for the share target's check:
 * the declared MIME type is only the sender's word. Only the formats the share target takes are
 * recognised; anything else is null. (remote-capture's image pipeline has a fuller reader that
 * also finds dimensions; this one stays tiny for the service worker's bundle.)
 */

export type SharedPhotoFormat = 'jpeg' | 'png' | 'webp' | 'heic';

/** How many leading bytes sharedPhotoFormat looks at (enough for an HEIF `ftyp` box's brands). */
export const SHARED_PHOTO_SIGNATURE_BYTES = 64;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
// AVIF shares HEIF's container (and often its `mif1` brand) but is another codec: not taken.
const AVIF_BRANDS = new Set(['avif', 'avis']);

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

export function sharedPhotoFormat(head: Uint8Array): SharedPhotoFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return 'png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp';
  if (head.length >= 12 && ascii(head, 4, 4) === 'ftyp') return heifFormat(head);
  return null;
}

/** The `ftyp` box: major brand at 8, then (after the minor version) compatible brands to its end. */
function heifFormat(head: Uint8Array): SharedPhotoFormat | null {
  const boxSize = ((head[0] << 24) | (head[1] << 16) | (head[2] << 8) | head[3]) >>> 0;
  const end = Math.min(boxSize, head.length);
  const brands = [ascii(head, 8, 4)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(head, offset, 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return null;
  return brands.some((brand) => HEIF_BRANDS.has(brand)) ? 'heic' : null;
}
