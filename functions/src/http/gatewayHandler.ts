/**
 * The AI gateway as a function from request to response. Order of checks: CORS preflight, route,
 * method, content type (JSON, or a JPEG's raw bytes for the photo), size, caller identity, rate
 * limit, JSON, input, then the model. An oversized body is counted against its sender before it
 * is refused, like every refusal after the rate limit: the platform has read it already. Every
 * failure is a JSON error with a readable message; nothing a client sends escapes as a crash.
 * POST /analyze runs identify then estimate in one request and streams both results
 * (operations/analyzeOperation.ts); POST /listing is an ordinary JSON request (operations/catalog.ts).
 */
import { isAiServiceError } from '../ai/aiErrors';
import type { AiRunner } from '../ai/aiRunner';
import { ANALYSIS_STREAM_CONTENT_TYPE, MAX_ANALYSIS_PHOTOS } from '@snap/shared/contracts';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { ANALYSIS_IMAGE_MAX_DIMENSION, MARKET_DEADLINE_MARGIN_MS, type GatewayConfig } from '../config/gatewayConfig';
import { deadlineIn, type Deadline } from '../deadline';
import { analysisEvents } from '../operations/analyzeOperation';
import { findOperation } from '../operations/catalog';
import { confirmedCodeInBody, identifyOperation, productCodesInBody } from '../operations/identifyOperation';
import { IMAGE_TOO_LARGE } from '../operations/jpegImage';
import type { Operation } from '../operations/operation';
import { identifyCaller, type Caller, type VerifyIdToken } from './authenticate';
import { clientIp } from './clientIp';
import { corsHeaders, PREFLIGHT_HEADERS } from './cors';
import { aiFailureToHttp, HttpError, INTERNAL_ERROR } from './httpErrors';
import { createQuota, inMemoryCounters } from './quota';
import type { CounterStore } from './rateLimiter';
import { askMarket } from '../market/askMarket';
import { MarketUnavailableError, type MarketComparables } from '../market/marketComparables';
import type { BookLookup } from '../books/openLibraryBooks';
import { worstCaseMicroUsd, type PricedOperation } from '../config/costs';
import {
  binaryImageBody,
  checkContentType,
  photosToCharge,
  checkMethod,
  contentTypeOf,
  exceedsBodySize,
  parseJsonBody,
} from './requestGuards';
import type { GatewayHandler, GatewayRequest, GatewayResponse } from './types';

export type GatewayLog = Pick<Console, 'info' | 'warn' | 'error'>;

export interface GatewayDeps {
  config: GatewayConfig;
  runAi: AiRunner;
  verifyIdToken: VerifyIdToken;
  log?: GatewayLog;
  now?: () => number;
  /** Counters shared by every instance (Firestore); without them each instance counts in memory. */
  counters?: CounterStore;
  /** Market comparables for the estimate (eBay); without them every estimate is the model's own. */
  market?: MarketComparables;
  /** A book's title and authors from its ISBN (Open Library); without it an ISBN is only searched. */
  books?: BookLookup;
}

const MARKET_SHARE_SPENT = 'this caller’s share of the day’s market searches is spent';
const REQUEST_TOO_LARGE = () => new HttpError(413, 'payload-too-large', 'The request is too large.');

export function createGatewayHandler({
  config,
  runAi,
  verifyIdToken,
  log = console,
  now,
  counters,
  market,
  books,
}: GatewayDeps): GatewayHandler {
  const quota = createQuota(config, counters ?? inMemoryCounters(now), now);
  /** One more model call of this caller's at its worst-case price; a 429 once a limit is reached. */
  const counter = (caller: Caller) => (operation: PricedOperation, photos?: number) =>
    quota.charge(caller, worstCaseMicroUsd(operation, config.imageDetail, photos));

  /**
   * One request of its sender's that runs no model: counted against the caller only (the service's
   * budget is not spent). A token that does not verify does not make it free (it counts against the
   * IP); a sender over the limit gets the 429 (thrown). A limiter that fails is logged and let pass,
   * so a refusal is still answered as itself, never as a 500.
   */
  async function countOnly(request: GatewayRequest): Promise<void> {
    const caller = await identifyCaller(request, verifyIdToken, config.trustedProxyHops).catch((): Caller => ({
      kind: 'anonymous',
      ip: clientIp(request.headers['x-forwarded-for'], request.remoteAddress, config.trustedProxyHops),
    }));
    try {
      await quota.chargeCaller(caller);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      log.warn(
        `[gateway] could not count a refused request: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /**
   * A refusal the platform has already paid for (it read the body, up to 32 MiB): an oversized
   * body, a route, method or type the gateway does not serve. Counted against its sender first, so
   * refusing it for free cannot be repeated without end; a sender over the limit gets the 429 instead.
   */
  async function refuseCounted(request: GatewayRequest, refusal: HttpError): Promise<never> {
    await countOnly(request);
    throw refusal;
  }

  /** Runs a check that throws its refusal; the refusal is counted against the sender before it is answered. */
  async function countedCheck(request: GatewayRequest, check: () => void): Promise<void> {
    try {
      check();
    } catch (error) {
      if (error instanceof HttpError) await refuseCounted(request, error);
      throw error;
    }
  }

  /** GET or HEAD only; free without a body (monitoring, the browser's config), counted with one. */
  async function readOnly(request: GatewayRequest): Promise<void> {
    await countedCheck(request, () => checkMethod(request, ['GET', 'HEAD']));
    if (carriesBody(request)) await countOnly(request);
  }

  /** A body where none is read (a health check, a preflight): the platform read it, so its sender pays. */
  const carriesBody = (request: GatewayRequest) =>
    request.body.length > 0 || Number(request.headers['content-length'] ?? 0) > 0;

  /** The checks every model-backed request passes (method … rate limit); returns how to count another call. */
  async function admit(
    operation: Operation,
    request: GatewayRequest,
  ): Promise<{ count: (next: PricedOperation, photos?: number) => Promise<void>; caller: Caller }> {
    await countedCheck(request, () => checkMethod(request, ['POST']));
    await countedCheck(request, () => checkContentType(request, operation.binaryBodyType));
    if (exceedsBodySize(request, operation.maxBodyBytes))
      await refuseCounted(request, operation.name === 'identify' ? IMAGE_TOO_LARGE() : REQUEST_TOO_LARGE());

    // Every refusal from here on (JSON, schema, photo type and size) comes after this count.
    const caller = await identifyCaller(request, verifyIdToken, config.trustedProxyHops, now);
    const count = counter(caller);
    await count(
      operation.name,
      operation.name === 'identify' ? photosToCharge(request, MAX_ANALYSIS_PHOTOS) : undefined,
    );
    return { count, caller };
  }

  /**
   * The SDK's retry of a model call costs another call: it is charged to the day's budget (not to the
   * caller's rate limit, which counted the request) at the call's worst-case price before it goes
   * out, and a retry the budget cannot pay for is not sent (the request fails with the budget's 429).
   */
  const retryCharge = (caller: Caller, operation: Operation, request?: GatewayRequest) => () =>
    quota.chargeService(
      caller,
      worstCaseMicroUsd(
        operation.name as PricedOperation,
        config.imageDetail,
        operation.name === 'identify' && request ? photosToCharge(request, MAX_ANALYSIS_PHOTOS) : undefined,
      ),
    );

  /**
   * Whether this caller's share of the day's market searches is spent (counting this one if not). A
   * counter that fails lets the search go: the service's own allowance still bounds it.
   */
  async function marketShareSpent(caller: Caller): Promise<boolean> {
    try {
      return !(await quota.chargeMarketSearch(caller));
    } catch (error) {
      log.warn(`[gateway] could not count a market search: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  /** The market as one caller may use it: each search first takes one of their share. */
  function sharedOut(market: MarketComparables, caller: Caller): MarketComparables {
    return {
      ...(market.suggestCategory
        ? { suggestCategory: (words, options) => market.suggestCategory!(words, options) }
        : {}),
      async search(query, options) {
        if (await marketShareSpent(caller)) throw new MarketUnavailableError('over-share', MARKET_SHARE_SPENT);
        return market.search(query, options);
      },
    };
  }

  function bodyOf(operation: Operation, request: GatewayRequest): unknown {
    const binary = operation.binaryBodyType !== undefined && contentTypeOf(request) === operation.binaryBodyType;
    return binary ? binaryImageBody(request, MAX_ANALYSIS_PHOTOS) : parseJsonBody(request);
  }

  /** One model call and its reply read back; every failure becomes an HttpError with the operation's message. */
  async function runModel(
    operation: Operation,
    messages: ChatCompletionMessageParam[],
    budgetMs: number,
    signal?: AbortSignal,
    beforeRetry?: () => Promise<void>,
  ): Promise<unknown> {
    try {
      const raw = await runAi(
        { messages, maxTokens: operation.maxTokens, responseFormat: operation.responseFormat },
        { budgetMs, signal, beforeRetry },
      );
      return operation.parseReply(raw);
    } catch (error) {
      if (!isAiServiceError(error)) throw error;
      log.warn(`[gateway] ${operation.name} failed: ${error.message}${error.detail ? ` (${error.detail})` : ''}`);
      throw aiFailureToHttp(error, operation.failureMessage);
    }
  }

  async function runOperation(
    operation: Operation,
    request: GatewayRequest,
    deadline: Deadline,
    signal?: AbortSignal,
  ): Promise<GatewayResponse> {
    const { caller } = await admit(operation, request);
    const messages = operation.toMessages(bodyOf(operation, request), { imageDetail: config.imageDetail });
    const data = await runModel(operation, messages, deadline.remainingMs(), signal, retryCharge(caller, operation));
    return { status: 200, headers: {}, body: { data, demo: config.demo } };
  }

  /**
   * POST /analyze: identify's checks and body (the photo), then both steps as a stream within the
   * request's deadline. One analysis still counts as two requests: the estimate's count runs while
   * the model identifies.
   */
  async function runAnalysis(
    request: GatewayRequest,
    deadline: Deadline,
    signal?: AbortSignal,
  ): Promise<GatewayResponse> {
    const { count, caller } = await admit(identifyOperation, request);
    const context = { imageDetail: config.imageDetail };
    const body = bodyOf(identifyOperation, request);
    const identifyMessages = identifyOperation.toMessages(body, context);
    const [code] = productCodesInBody(body);
    // Beside identify, within its own wait: a book found names the item once identify answers.
    const book =
      books && code?.kind === 'ISBN'
        ? books.byIsbn(code.gtin, { signal, budgetMs: Math.min(config.books.waitMs, deadline.remainingMs()) })
        : undefined;
    const counted = count('estimate');
    counted.catch(() => undefined); // read by the estimate step; identify must not wait for it
    const stream = analysisEvents({
      identifyMessages,
      context,
      demo: config.demo,
      deadline,
      identifyBudgetMs: config.identifyBudgetMs,
      runModel: (operation, messages, budgetMs) =>
        runModel(operation, messages, budgetMs, signal, retryCharge(caller, operation, request)).catch(
          (error: unknown) => {
            // Past the first line there is no status to fail with: the stream's error event says it.
            if (!(error instanceof HttpError)) log.error('[gateway] unexpected failure', error);
            throw error;
          },
        ),
      beforeEstimate: () => counted,
      // Not a request of the caller's (their rate limit is untouched), but each search (at most
      // two) is one of their share of the day's (marketShareSpent); the service's own allowance is
      // the adapter's.
      searchMarket: market
        ? (plan, budgetMs, stop) =>
            askMarket(sharedOut(market, caller), plan, budgetMs, signal ? AbortSignal.any([signal, stop]) : stop)
        : undefined,
      marketWait: { maxMs: config.market.maxWaitMs, marginMs: MARKET_DEADLINE_MARGIN_MS },
      note: (message) => log.info(`[gateway] estimate: ${message}`),
      ...(code ? { gtin: code.gtin, codeConfirmed: confirmedCodeInBody(body)?.gtin === code.gtin } : {}),
      ...(book ? { book } : {}),
    });
    return { status: 200, headers: { 'content-type': `${ANALYSIS_STREAM_CONTENT_TYPE}; charset=utf-8` }, stream };
  }

  async function route(request: GatewayRequest, deadline: Deadline, signal?: AbortSignal): Promise<GatewayResponse> {
    if (request.method.toUpperCase() === 'OPTIONS') {
      if (carriesBody(request)) await countOnly(request);
      return { status: 204, headers: PREFLIGHT_HEADERS };
    }
    if (request.path.replace(/\/+$/, '') === '/health') {
      await readOnly(request);
      return { status: 200, headers: {}, body: { ok: true, demo: config.demo } };
    }
    if (request.path.replace(/\/+$/, '') === '/config') {
      await readOnly(request);
      // What the browser should send (it never guesses): the photo the model reads at this detail
      // level. The browser asks once per page; the setting only changes with a redeploy.
      const settings = {
        imageDetail: config.imageDetail,
        analysisImageMaxDimension: ANALYSIS_IMAGE_MAX_DIMENSION[config.imageDetail],
      };
      return { status: 200, headers: {}, body: settings };
    }
    if (request.path.replace(/\/+$/, '') === '/analyze') return runAnalysis(request, deadline, signal);
    const operation = findOperation(request.path);
    if (!operation) return refuseCounted(request, new HttpError(404, 'not-found', 'Unknown endpoint.'));
    return runOperation(operation, request, deadline, signal);
  }

  return async (request, signal) => {
    // From here on the function's timeout is running: every step of the request shares one deadline.
    const deadline = deadlineIn(config.deadlineMs, now);
    const cors = corsHeaders(request.headers.origin, config.allowedOrigins);
    try {
      const response = await route(request, deadline, signal);
      return { ...response, headers: { ...cors, ...response.headers } };
    } catch (caught) {
      let error = caught;
      if (!(error instanceof HttpError)) {
        log.error('[gateway] unexpected failure', error);
        error = INTERNAL_ERROR();
      }
      const { status, code, message, headers, details } = error as HttpError;
      return { status, headers: { ...cors, ...headers }, body: { error: { code, message, ...details } } };
    }
  };
}
