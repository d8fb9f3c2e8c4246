/**
 * The browser's AiClient: calls the AI gateway (our Cloud Function) over fetch. It never talks to
 * an AI provider and holds no key; it only sends the user's Firebase ID token when there is one.
 *
 * Retries follow spec §8 (up to AI_CLIENT_MAX_TRIES, none on 401/403) and also skip answers that
 * the same request would get again: bad input (400, 404, 405, 413, 415), a reply the model will
 * refuse again (422), and the gateway's rate limit (429: trying again inside the window only
 * uses up the quota), and the gateway's own timeout (504: it already spent its whole deadline,
 * retries included, so another try would triple the wait on the spinner). Network errors and
 * other 5xx are retried after a short pause.
 */
import { AI_CLIENT_MAX_TRIES } from '../constants';
import type { ItemIdentification, ListingContent, PriceEstimate } from '../types/entities';
import type { AiClient, AiReply, AnalysisImageSettings } from './AiClient';
import { AI_FAILURE_MESSAGES, type GatewayOperation } from './aiMessages';
import { abortError, abortable } from '../errors/abortable';

/** The part of fetch the client uses, so tests can script replies. */
export type GatewayFetch = (url: string, init: RequestInit) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface GatewayClientOptions {
  /** Gateway base URL, e.g. http://127.0.0.1:5001/demo-snap-price-sell/us-central1/api */
  baseUrl: string;
  /** The signed-in user's ID token, or null when anonymous. */
  getIdToken(): Promise<string | null>;
  fetch?: GatewayFetch;
  /** Pause before the next try after `failedTries` failures. */
  retryDelayMs?(failedTries: number): number;
}

const NOT_RETRIED = new Set([400, 401, 403, 404, 405, 413, 415, 422, 429, 504]);

export class AiRequestError extends Error {
  constructor(
    message: string,
    /** HTTP status from the gateway; undefined for network failures. */
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AiRequestError';
  }

  get retryable(): boolean {
    return this.status === undefined || !NOT_RETRIED.has(this.status);
  }
}

const cancelled = () => abortError('The AI request was cancelled.');

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelled());
    const onAbort = () => {
      clearTimeout(timer);
      reject(cancelled());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * User Timing marks (`ai:<operation>:sent`, `ai:<operation>:answered`): what `npm run
 * bench:analysis` reads to split the time to price. A browser without User Timing just skips them.
 */
function mark(name: string): void {
  globalThis.performance?.mark?.(name);
}

function readImageSettings(reply: unknown): AnalysisImageSettings {
  if (isRecord(reply) && (reply.imageDetail === 'low' || reply.imageDetail === 'high')) {
    const size = reply.analysisImageMaxDimension;
    if (typeof size === 'number' && Number.isInteger(size) && size > 0) return { imageDetail: reply.imageDetail, analysisImageMaxDimension: size };
  }
  throw new AiRequestError('The AI gateway sent no image settings.');
}

export function createGatewayAiClient({
  baseUrl,
  getIdToken,
  fetch: fetchImpl = (url, init) => globalThis.fetch(url, init),
  retryDelayMs = (failedTries) => 300 * 2 ** (failedTries - 1),
}: GatewayClientOptions): AiClient {
  const root = baseUrl.replace(/\/+$/, '');

  async function tryOnce<T>(operation: GatewayOperation, body: unknown, signal?: AbortSignal): Promise<AiReply<T>> {
    const fallback = AI_FAILURE_MESSAGES[operation];
    const token = await getIdToken().catch((error: unknown) => {
      console.warn('Could not get an ID token; calling the AI gateway anonymously', error);
      return null;
    });
    if (signal?.aborted) throw cancelled();
    // A photo goes as its own bytes: a third smaller than base64 in JSON, and nothing to encode.
    const photo = body instanceof Blob;
    const headers: Record<string, string> = { 'Content-Type': photo ? 'image/jpeg' : 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;

    // The bytes, not the Blob: the same on the wire, but the request then shows its body to
    // DevTools and to the e2e suite's size check (a Blob body is streamed out of their sight).
    const payload = photo ? await body.arrayBuffer() : JSON.stringify(body);
    mark(`ai:${operation}:sent`);
    const response = await fetchImpl(`${root}/${operation}`, { method: 'POST', headers, body: payload, signal }).catch(
      () => {
        throw signal?.aborted ? cancelled() : new AiRequestError(fallback, undefined, 'network');
      },
    );
    const reply: unknown = await response.json().catch(() => undefined);
    mark(`ai:${operation}:answered`);
    if (response.ok && isRecord(reply) && isRecord(reply.data) && typeof reply.demo === 'boolean') {
      return { data: reply.data as T, demo: reply.demo };
    }
    const error = isRecord(reply) && isRecord(reply.error) ? reply.error : {};
    const message = typeof error.message === 'string' && error.message.trim() ? error.message : fallback;
    throw new AiRequestError(message, response.status, typeof error.code === 'string' ? error.code : undefined);
  }

  async function call<T>(operation: GatewayOperation, body: unknown, signal?: AbortSignal): Promise<AiReply<T>> {
    for (let tries = 1; ; tries += 1) {
      if (signal?.aborted) throw cancelled();
      try {
        return await tryOnce<T>(operation, body, signal);
      } catch (error) {
        if (signal?.aborted) throw cancelled();
        if (!(error instanceof AiRequestError) || !error.retryable || tries >= AI_CLIENT_MAX_TRIES) throw error;
      }
      await pause(retryDelayMs(tries), signal);
    }
  }

  let settings: Promise<AnalysisImageSettings> | null = null;
  function imageSettings(signal?: AbortSignal): Promise<AnalysisImageSettings> {
    settings ??= fetchImpl(`${root}/config`, { method: 'GET' })
      .then(async (response) => readImageSettings(response.ok ? await response.json() : undefined))
      .catch((error: unknown) => {
        settings = null; // asked again next time: a blip must not pin the page to the fallback
        throw error;
      });
    return abortable(settings, signal);
  }

  return {
    identify: (jpeg, signal) => call<ItemIdentification>('identify', jpeg, signal),
    estimate: (input, signal) => call<PriceEstimate>('estimate', input, signal),
    listing: (input, signal) => call<ListingContent>('listing', input, signal),
    imageSettings,
  };
}
