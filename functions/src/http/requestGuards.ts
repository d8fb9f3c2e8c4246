/**
 * Cheap checks that run before anything is parsed: method and type (refused before anyone is
 * counted) and size (the handler counts the sender before refusing an oversized body).
 */
import { HttpError } from './httpErrors';
import type { GatewayRequest } from './types';

export function checkMethod(request: GatewayRequest, allowed: string[]): void {
  if (!allowed.includes(request.method.toUpperCase())) {
    throw new HttpError(405, 'method-not-allowed', `Use ${allowed.join(' or ')} for this endpoint.`, {
      allow: [...allowed, 'OPTIONS'].join(', '),
    });
  }
}

export const contentTypeOf = (request: GatewayRequest): string | undefined =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();

/** JSON, or the one other type an operation takes (`binaryType`, e.g. image/jpeg for identify). */
export function checkContentType(request: GatewayRequest, binaryType?: string): void {
  const type = contentTypeOf(request);
  if (type === 'application/json' || (binaryType !== undefined && type === binaryType)) return;
  const accepted = binaryType
    ? `JSON (Content-Type: application/json) or ${binaryType}`
    : 'JSON (Content-Type: application/json)';
  throw new HttpError(415, 'unsupported-media-type', `Send the request as ${accepted}.`);
}

/** Over the cap by its bytes or by what it declares (the handler counts the sender before refusing it). */
export function exceedsBodySize(request: GatewayRequest, maxBytes: number): boolean {
  const declared = Number(request.headers['content-length'] ?? 0);
  return request.body.length > maxBytes || declared > maxBytes;
}

/**
 * Several photos in one binary body: their JPEGs back to back, and their byte lengths in order in
 * this header ("51234,40321"). Without it the body is one photo.
 */
export const PHOTO_SIZES_HEADER = 'x-photo-sizes';
/** PRODUCT_CODES_HEADER (@snap/shared/market) as the request's headers name it. */
export const PRODUCT_CODES_HEADER = 'x-product-codes';
/** CONFIRMED_CODE_HEADER (@snap/shared/market) as the request's headers name it. */
export const CONFIRMED_CODE_HEADER = 'x-product-code-confirmed';

/**
 * The raw bytes of the photos, in the shape the JSON body has (`imagesBase64`), so one validation
 * serves both. A size list that does not add up to the body is refused: the photos would be cut
 * in the wrong places.
 */
export function binaryImageBody(
  request: GatewayRequest,
  maxPhotos: number,
): { imagesBase64: string[]; codes?: string[]; confirmedCode?: string } {
  if (request.body.length === 0) throw new HttpError(400, 'invalid-image', 'The request body is empty.');
  // The product codes read from the photos' barcodes ride in a header (identify checks them).
  const codes = request.headers[PRODUCT_CODES_HEADER]?.split(',').slice(0, 10);
  const confirmedCode = request.headers[CONFIRMED_CODE_HEADER]?.trim();
  const withCodes = <T extends object>(body: T) =>
    codes ? { ...body, codes, ...(confirmedCode ? { confirmedCode } : {}) } : body;
  const declared = request.headers[PHOTO_SIZES_HEADER]?.trim();
  if (!declared) return withCodes({ imagesBase64: [request.body.toString('base64')] });
  const sizes = declared.split(',').map((size) => (/^\s*\d{1,9}\s*$/.test(size) ? Number(size) : NaN));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (sizes.length > maxPhotos)
    throw new HttpError(400, 'too-many-photos', `Send at most ${maxPhotos} photos with one analysis.`);
  if (sizes.some((size) => !(size > 0)) || total !== request.body.length)
    throw new HttpError(400, 'invalid-image', `The ${PHOTO_SIZES_HEADER} header does not match the photos sent.`);
  let start = 0;
  return withCodes({
    imagesBase64: sizes.map((size) => {
      const photo = request.body.subarray(start, start + size).toString('base64');
      start += size;
      return photo;
    }),
  });
}

/**
 * How many photos an identification is charged for before its body is read: the binary body's
 * declared count (at most `maxPhotos`), else one; a JSON body may carry `maxPhotos`, so it is
 * charged as many.
 */
export function photosToCharge(request: GatewayRequest, maxPhotos: number): number {
  if (contentTypeOf(request) === 'application/json') return maxPhotos;
  const declared = request.headers[PHOTO_SIZES_HEADER]?.split(',').length ?? 1;
  return Math.min(Math.max(declared, 1), maxPhotos);
}

export function parseJsonBody(request: GatewayRequest): unknown {
  if (request.body.length === 0) throw new HttpError(400, 'invalid-json', 'The request body is empty.');
  try {
    return JSON.parse(request.body.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'invalid-json', 'The request body is not valid JSON.');
  }
}
