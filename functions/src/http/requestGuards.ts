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

/** The raw bytes of a photo, in the shape the JSON body has, so one validation serves both. */
export function binaryImageBody(request: GatewayRequest): { imageBase64: string } {
  if (request.body.length === 0) throw new HttpError(400, 'invalid-image', 'The request body is empty.');
  return { imageBase64: request.body.toString('base64') };
}

export function parseJsonBody(request: GatewayRequest): unknown {
  if (request.body.length === 0) throw new HttpError(400, 'invalid-json', 'The request body is empty.');
  try {
    return JSON.parse(request.body.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'invalid-json', 'The request body is not valid JSON.');
  }
}
