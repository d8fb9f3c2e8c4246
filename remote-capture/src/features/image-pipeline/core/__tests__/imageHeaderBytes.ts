/** Builds minimal image headers for tests: just the bytes the header reader looks at. */

export function jpegHeader({ width, height, orientation }: { width: number; height: number; orientation?: number }): Uint8Array<ArrayBuffer> {
  const parts: number[] = [0xff, 0xd8];
  parts.push(0xff, 0xe0, 0x00, 0x10, ...Array.from('JFIF\0', (c) => c.charCodeAt(0)), 1, 1, 0, 0, 1, 0, 1, 0, 0);
  if (orientation) {
    const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
    const exif = [...Array.from('Exif\0\0', (c) => c.charCodeAt(0)), ...tiff];
    parts.push(0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff, ...exif);
  }
  parts.push(0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1);
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
  bytes.set(Array.from(text, (c) => c.charCodeAt(0)), 4);
  return bytes;
}

export const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
