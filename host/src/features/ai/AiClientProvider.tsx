/**
 * Supplies the AI client to every route: the gateway client for the configured gateway URL. It
 * sits under AuthProvider so each request carries the signed-in user's ID token. The client is
 * memoised on the URL and the auth token getter, which AuthProvider only replaces when the auth
 * state changes (sign-in, sign-out) — a new identity is a fair reason for a new client.
 *
 * The gateway client (@snap/shared/gateway) is its own chunk ("ai-client"), loaded on the first
 * call (deferredAiClient.ts): it is not part of the @snap/shared singleton every visitor loads.
 */
import { useMemo, type ReactNode } from 'react';
import { AiClientContext, useAuth } from '@snap/shared';
import type { GatewayClientOptions, GatewayFetch } from '@snap/shared/gateway';
import { deferredAiClient } from './deferredAiClient';

export interface AiClientProviderProps {
  gatewayUrl: string;
  /** For tests; the browser's fetch otherwise. */
  fetch?: GatewayFetch;
  children: ReactNode;
}

const loadGatewayClient = (options: GatewayClientOptions) =>
  import(/* webpackChunkName: "ai-client" */ '@snap/shared/gateway').then(({ createGatewayAiClient }) =>
    createGatewayAiClient(options),
  );

export function AiClientProvider({ gatewayUrl, fetch, children }: AiClientProviderProps) {
  const { getIdToken } = useAuth();
  const client = useMemo(
    () => deferredAiClient(() => loadGatewayClient({ baseUrl: gatewayUrl, getIdToken, fetch })),
    [gatewayUrl, getIdToken, fetch],
  );
  return <AiClientContext.Provider value={client}>{children}</AiClientContext.Provider>;
}
