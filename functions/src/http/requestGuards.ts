/** Cheap checks that run before anything is parsed or anyone is counted: method, type, size. */
import { HttpError } from './httpErrors';
import type { GatewayRequest } from './types';

export function checkMethod(request: GatewayRequest, allowed: string[]): void {
  if (!allowed.includes(request.method.toUpperCase())) {
    throw new HttpError(405, 'method-not-allowed', `Use ${allowed.join(' or ')} for this endpoint.`, {
      allow: [...allowed, 'OPTIONS'].join(', '),
    });
  }
}

export function checkJsonContentType(request: GatewayRequest): void {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new HttpError(415, 'unsupported-media-type', 'Send the request as JSON (Content-Type: application/json).');
  }
}

export function checkBodySize(request: GatewayRequest, maxBytes: number, tooLarge: () => HttpError): void {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (request.body.length > maxBytes || declared > maxBytes) throw tooLarge();
}

export function parseJsonBody(request: GatewayRequest): unknown {
  if (request.body.length === 0) throw new HttpError(400, 'invalid-json', 'The request body is empty.');
  try {
    return JSON.parse(request.body.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'invalid-json', 'The request body is not valid JSON.');
  }
}
