/**
 * The share suite's inputs and byte checks: a camera photo carrying GPS coordinates in its EXIF,
 * a JPEG segment walker (EXIF present? frame size?), and a navigator.share stand-in that keeps
 * what it was handed, bytes included.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { fixturePath } from './capture';

/** A big-endian TIFF with IFD0 → GPS IFD: latitude ref 'N' and latitude 37° 46' 30". */
function gpsExifSegment(): Buffer {
  const u16 = (n: number) => [n >> 8, n & 0xff];
  const u32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  const entry = (tag: number, type: number, count: number, value: number[]) => [
    ...u16(tag),
    ...u16(type),
    ...u32(count),
    ...value,
  ];
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    ...u32(8),
    ...u16(1),
    ...entry(0x8825, 4, 1, u32(26)),
    ...u32(0), // IFD0: GPSInfo → offset 26
    ...u16(2),
    ...entry(0x0001, 2, 2, [0x4e, 0, 0, 0]),
    ...entry(0x0002, 5, 3, u32(56)),
    ...u32(0), // GPS IFD
    ...u32(37),
    ...u32(1),
    ...u32(46),
    ...u32(1),
    ...u32(30),
    ...u32(1), // three RATIONALs at 56
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  return Buffer.concat([Buffer.from([0xff, 0xe1, ...u16(payload.length + 2)]), payload]);
}

/** The 12 MP fixture with GPS EXIF inserted after SOI, where cameras put it. */
export async function gpsPhotoPath(): Promise<string> {
  const base = await fixturePath('photo12mp');
  const path = join(dirname(base), 'share-gps-photo.jpg');
  if (!existsSync(path)) {
    const jpeg = readFileSync(base);
    const temp = `${path}.${process.pid}.tmp`;
    writeFileSync(temp, Buffer.concat([jpeg.subarray(0, 2), gpsExifSegment(), jpeg.subarray(2)]));
    renameSync(temp, path);
  }
  return path;
}

export interface JpegFacts {
  /** An APP1 segment (where EXIF and GPS live) is present. */
  hasApp1: boolean;
  hasExif: boolean;
  width: number;
  height: number;
}

/** Walks the JPEG's marker segments up to the image data. */
export function jpegFacts(bytes: Buffer): JpegFacts {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG');
  const facts: JpegFacts = {
    hasApp1: false,
    hasExif: bytes.includes(Buffer.from('Exif\0\0', 'binary')),
    width: 0,
    height: 0,
  };
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1];
    const length = bytes.readUInt16BE(offset + 2);
    if (marker === 0xe1) facts.hasApp1 = true;
    if (marker >= 0xc0 && marker <= 0xc3) {
      facts.height = bytes.readUInt16BE(offset + 5);
      facts.width = bytes.readUInt16BE(offset + 7);
    }
    if (marker === 0xda) break; // start of scan: only image data follows
    offset += 2 + length;
  }
  return facts;
}

export interface SharedCall {
  title?: string;
  text?: string;
  url?: string;
  files: { name: string; type: string; base64: string }[];
}

/** Replaces navigator.share/canShare with a stand-in that records each call on window.__shares. */
export async function stubWebShare(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, { __shares: calls });
    const toBase64 = async (file: File) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    };
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data: ShareData) => Boolean(data) });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        const files = await Promise.all(
          (data.files ?? []).map(async (file) => ({ name: file.name, type: file.type, base64: await toBase64(file) })),
        );
        calls.push({ title: data.title, text: data.text, url: data.url, files });
      },
    });
  });
}

export async function sharedCalls(page: Page): Promise<SharedCall[]> {
  return page.evaluate(() => (window as unknown as { __shares: SharedCall[] }).__shares);
}
