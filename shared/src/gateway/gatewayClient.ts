/**
 * The browser's AiClient: calls the AI gateway (our Cloud Function) over fetch. It never talks to
 * an AI provider and holds no key; it only sends the user's Firebase ID token when there is one (a
 * visitor's is an anonymous identity's: the gateway then counts the visitor, not their IP).
 *
 * @snap/shared/gateway, not the @snap/shared singleton: every visitor downloads the singleton at
 * start-up, the landing page's too, and only a screen that analyses needs this. Whoever imports
 * it bundles it (the host, in a chunk it loads on the first call).
 *
 * Retries follow spec §8 (up to AI_CLIENT_MAX_TRIES, none on 401/403) and also skip answers that
 * the same request would get again: bad input (400, 404, 405, 413, 415), a reply the model will
 * refuse again (422), and the gateway's rate limit (429: trying again inside the window only
 * uses up the quota), and the gateway's own timeout (504: it already spent its whole deadline,
 * retries included, so another try would triple the wait on the spinner). Nor is any other
 * failure the gateway answered with its own error code: it has retried the model once already,
 * and one retry layer keeps a tap from multiplying model calls. Network errors and 5xx that are
 * not the gateway's are retried after a short pause (withRetries, gatewayTransport.ts); an
 * analysis is retried whole, a stream cut after the identification included (gatewayAnalysis.ts).
 */
import type { ListingContent } from '../types/entities';
import type { AiClient, AiReply, AnalysisImageSettings } from '../ai/AiClient';
import { AI_FAILURE_MESSAGES, type GatewayOperation } from '../ai/aiMessages';
import { abortable } from '../errors/abortable';
import { CONFIRMED_CODE_HEADER, PRODUCT_CODES_HEADER } from '../market/productCode';
import { createAnalyze } from './gatewayAnalysis';
import type { GatewayFetch } from './gatewayFetch';
import { AiRequestError, cancelled, errorReply, isRecord, mark, withRetries } from './gatewayTransport';

export { AiRequestError } from './gatewayTransport';
export type { GatewayFetch } from './gatewayFetch';

export interface GatewayClientOptions {
  /** Gateway base URL, e.g. http://127.0.0.1:5001/demo-snap-price-sell/us-central1/api */
  baseUrl: string;
  /** The user's ID token (a visitor's anonymous identity's, for the host), or null to call without one. */
  getIdToken(): Promise<string | null>;
  fetch?: GatewayFetch;
  /** Pause before the next try after `failedTries` failures. */
  retryDelayMs?(failedTries: number): number;
}

function readImageSettings(reply: unknown): AnalysisImageSettings {
  if (isRecord(reply) && (reply.imageDetail === 'low' || reply.imageDetail === 'high')) {
    const size = reply.analysisImageMaxDimension;
    if (typeof size === 'number' && Number.isInteger(size) && size > 0)
      return { imageDetail: reply.imageDetail, analysisImageMaxDimension: size };
  }
  throw new AiRequestError('The AI gateway sent no image settings.');
}

/** The photos' bytes back to back. */
async function bytesOf(photos: Blob[]): Promise<ArrayBuffer> {
  const parts = await Promise.all(photos.map((photo) => photo.arrayBuffer()));
  if (parts.length === 1) return parts[0];
  const joined = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(new Uint8Array(part), at);
    at += part.byteLength;
  }
  return joined.buffer;
}

/** A photo or a list of photos to send as bytes; null for a JSON body. */
function photosOf(body: unknown): Blob[] | null {
  if (body instanceof Blob) return [body];
  return Array.isArray(body) && body.length > 0 && body.every((part) => part instanceof Blob) ? body : null;
}

export function createGatewayAiClient({
  baseUrl,
  getIdToken,
  fetch: fetchImpl = (url, init) => globalThis.fetch(url, init),
  retryDelayMs = (failedTries) => 300 * 2 ** (failedTries - 1),
}: GatewayClientOptions): AiClient {
  const root = baseUrl.replace(/\/+$/, '');

  /**
   * POSTs photos (as their bytes, back to back, their sizes in X-Photo-Sizes when more than one)
   * or JSON, with the signed-in user's ID token when there is one.
   */
  async function post(
    path: string,
    body: unknown,
    fallback: string,
    signal?: AbortSignal,
    productCodes: readonly string[] = [],
    confirmedCode?: string,
  ) {
    const token = await getIdToken().catch((error: unknown) => {
      console.warn('Could not get an ID token; calling the AI gateway anonymously', error);
      return null;
    });
    if (signal?.aborted) throw cancelled();
    // Photos go as their own bytes: a third smaller than base64 in JSON, and nothing to encode.
    const photos = photosOf(body);
    const headers: Record<string, string> = { 'Content-Type': photos ? 'image/jpeg' : 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (photos && photos.length > 1) headers['X-Photo-Sizes'] = photos.map((photo) => photo.size).join(',');
    if (productCodes.length > 0) headers[PRODUCT_CODES_HEADER] = productCodes.join(',');
    if (confirmedCode && productCodes.includes(confirmedCode)) headers[CONFIRMED_CODE_HEADER] = confirmedCode;

    // The bytes, not the Blob: the same on the wire, but the request then shows its body to
    // DevTools and to the e2e suite's size check (a Blob body is streamed out of their sight).
    const payload = photos ? await bytesOf(photos) : JSON.stringify(body);
    mark(`ai:${path}:sent`);
    return fetchImpl(`${root}/${path}`, { method: 'POST', headers, body: payload, signal }).catch(() => {
      throw signal?.aborted ? cancelled() : new AiRequestError(fallback, undefined, 'network');
    });
  }

  async function tryOnce<T>(operation: GatewayOperation, body: unknown, signal?: AbortSignal): Promise<AiReply<T>> {
    const fallback = AI_FAILURE_MESSAGES[operation];
    const response = await post(operation, body, fallback, signal);
    const reply: unknown = await response.json().catch(() => undefined);
    mark(`ai:${operation}:answered`);
    if (response.ok && isRecord(reply) && isRecord(reply.data) && typeof reply.demo === 'boolean') {
      return { data: reply.data as T, demo: reply.demo };
    }
    throw errorReply(reply, response.status, fallback);
  }

  const call = <T>(operation: GatewayOperation, body: unknown, signal?: AbortSignal) =>
    withRetries(() => tryOnce<T>(operation, body, signal), { signal, retryDelayMs });

  // GET /config, asked once per page (a failure is forgotten, so the next call asks again).
  let settings: Promise<AnalysisImageSettings> | null = null;
  function gatewaySettings(): Promise<AnalysisImageSettings> {
    settings ??= fetchImpl(`${root}/config`, { method: 'GET' })
      .then(async (response) => readImageSettings(response.ok ? await response.json() : undefined))
      .catch((error: unknown) => {
        settings = null; // a blip must not stop the next call from asking
        throw error;
      });
    return settings;
  }

  return {
    analyze: createAnalyze({
      post: (jpegs, signal, codes, confirmed) =>
        post('analyze', jpegs, AI_FAILURE_MESSAGES.identify, signal, codes, confirmed),
      retryDelayMs,
    }),
    listing: (input, signal) => call<ListingContent>('listing', input, signal),
    imageSettings: (signal) => abortable(gatewaySettings(), signal),
  };
}
