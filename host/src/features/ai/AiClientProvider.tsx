/**
 * Supplies the AI client to every route: the gateway client for the configured gateway URL. It
 * sits under AuthProvider so each request carries the signed-in user's ID token. The client is
 * memoised on the URL and the auth token getter, which AuthProvider only replaces when the auth
 * state changes (sign-in, sign-out) — a new identity is a fair reason for a new client.
 *
 * The gateway client (@snap/shared/gateway) is its own chunk ("ai-client"), loaded on the first
 * call (deferredAiClient.ts): it is not part of the @snap/shared singleton every visitor loads.
 *
 * A visitor's calls carry an anonymous identity of their own, which loads the auth SDK and signs
 * in (AuthProvider.tsx). That starts when the photo picker opens (a file input's `click`: Take
 * Photo, Choose from Gallery, the early screen's own inputs), so it runs while the seller frames
 * the shot and is ready when the analysis request leaves; started at the `change` instead, its two
 * Auth round trips sat between the photo being ready and the request (~650 ms at 4× CPU). A
 * `change` with no click before it (a test, an assistive tool) starts it too. Not when the camera
 * screen opens and asks for the image settings: every visitor of /camera would then download the
 * SDK and get an identity, analysing or not.
 */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
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
  const latestGetIdToken = useRef(getIdToken);
  useEffect(() => {
    latestGetIdToken.current = getIdToken;
  }, [getIdToken]);
  useEffect(() => {
    // Captured on the document: the camera screen's inputs (the early screen's too) belong to the
    // remote and to the page's markup, not to the host's components.
    const onPick = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
      if (event.type === 'change' && !input.files?.length) return;
      // Only started: the request's own getIdToken() takes over the same sign-in in flight.
      void latestGetIdToken.current().catch(() => undefined);
    };
    document.addEventListener('click', onPick, true);
    document.addEventListener('change', onPick, true);
    return () => {
      document.removeEventListener('click', onPick, true);
      document.removeEventListener('change', onPick, true);
    };
  }, []);
  const client = useMemo(
    () => deferredAiClient(() => loadGatewayClient({ baseUrl: gatewayUrl, getIdToken, fetch })),
    [gatewayUrl, getIdToken, fetch],
  );
  return <AiClientContext.Provider value={client}>{children}</AiClientContext.Provider>;
}
