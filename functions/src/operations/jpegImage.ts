/**
 * Checks the photo the browser sends for identification: base64 JPEG data, optionally as a data
 * URL. The image pipeline keeps photos at or under 500 KB (≈ 683 KB of base64), so the cap of
 * 700 KiB of base64 leaves headroom without letting anyone ship megabytes to the model.
 */
import { HttpError } from '../http/httpErrors';

export const MAX_IMAGE_BASE64_CHARS = 700 * 1024;
/** A few hundred bytes is already smaller than any real photo; below that it is not an image. */
const MIN_IMAGE_BASE64_CHARS = 100;
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const DATA_URL = /^data:([^;,]*)(;base64)?,/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export const NOT_JPEG = () => new HttpError(415, 'not-jpeg', 'The photo must be a JPEG image.');
export const IMAGE_TOO_LARGE = () =>
  new HttpError(413, 'image-too-large', 'The photo is too large. Please use a photo under 500 KB.');

/** Returns bare base64 of a JPEG, or throws a 4xx the person can act on. */
export function readJpegBase64(value: string): string {
  let data = value.trim();
  const dataUrl = DATA_URL.exec(data);
  if (dataUrl) {
    if (!/^image\/jpe?g$/i.test(dataUrl[1]) || !dataUrl[2]) throw NOT_JPEG();
    data = data.slice(dataUrl[0].length);
  }
  if (data.length > MAX_IMAGE_BASE64_CHARS) throw IMAGE_TOO_LARGE();
  if (data.length < MIN_IMAGE_BASE64_CHARS || data.length % 4 !== 0 || !BASE64.test(data)) {
    throw new HttpError(400, 'invalid-image', 'The photo data is damaged or not base64 encoded.');
  }
  const head = Buffer.from(data.slice(0, 8), 'base64');
  if (!JPEG_MAGIC.every((byte, index) => head[index] === byte)) throw NOT_JPEG();
  return data;
}
