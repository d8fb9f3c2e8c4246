/**
 * Supplies the AI client to every route: the gateway client for the configured gateway URL. It
 * sits under AuthProvider so each request carries the signed-in user's ID token. The client is
 * memoised on the URL and the auth token getter, which AuthProvider only replaces when the auth
 * state changes (sign-in, sign-out) — a new identity is a fair reason for a new client.
 */
import { useMemo, type ReactNode } from 'react';
import { AiClientContext, createGatewayAiClient, useAuth, type GatewayFetch } from '@snap/shared';

export interface AiClientProviderProps {
  gatewayUrl: string;
  /** For tests; the browser's fetch otherwise. */
  fetch?: GatewayFetch;
  children: ReactNode;
}

export function AiClientProvider({ gatewayUrl, fetch, children }: AiClientProviderProps) {
  const { getIdToken } = useAuth();
  const client = useMemo(
    () => createGatewayAiClient({ baseUrl: gatewayUrl, getIdToken, fetch }),
    [gatewayUrl, getIdToken, fetch],
  );
  return <AiClientContext.Provider value={client}>{children}</AiClientContext.Provider>;
}
