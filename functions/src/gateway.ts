/** Composition root: the production gateway built from the function's environment. */
import { createAiRunner } from './ai/aiRunner';
import { createOpenAiClient } from './ai/openAiClient';
import { readGatewayConfig, type Env } from './config/gatewayConfig';
import { firebaseTokenVerifier } from './http/firebaseTokenVerifier';
import { createGatewayHandler } from './http/gatewayHandler';
import type { GatewayHandler } from './http/types';
import { openLibraryBooks } from './books/openLibraryBooks';
import { marketFromConfig } from './market/marketFromConfig';
import { countersFromEnv, marketBudgetFromEnv } from './rateLimits';

export function createGatewayFromEnv(env: Env): GatewayHandler {
  const config = readGatewayConfig(env);
  console.info(
    config.demo
      ? `[gateway] demo mode: using the OpenAI stand-in at ${config.openAi.baseURL}`
      : '[gateway] using OpenAI',
  );
  console.info(
    config.market.demo
      ? `[gateway] demo market data: using the eBay stand-in at ${config.market.baseUrl}`
      : '[gateway] market comparables: eBay Browse API',
  );
  return createGatewayHandler({
    config,
    runAi: createAiRunner(createOpenAiClient(config)),
    verifyIdToken: firebaseTokenVerifier(),
    counters: countersFromEnv(env),
    market: marketFromConfig(config, { budget: marketBudgetFromEnv(config, env) }),
    books: config.books.enabled
      ? openLibraryBooks({ baseUrl: config.books.baseUrl, note: (line) => console.info(`[gateway] ${line}`) })
      : undefined,
  });
}

/** Built on the first request; a configuration error answers 500 (and is logged) instead of crashing. */
export function lazyGateway(create: () => GatewayHandler): GatewayHandler {
  let handler: GatewayHandler | undefined;
  return async (request, signal) => {
    try {
      handler ??= create();
    } catch (error) {
      console.error('[gateway] cannot start', error);
      return {
        status: 500,
        headers: {},
        body: { error: { code: 'misconfigured', message: 'The service is not available right now.' } },
      };
    }
    return handler(request, signal);
  };
}
