/** The gateway's own request/response shapes, so the core runs the same under Firebase and plain node http. */
export interface GatewayRequest {
  method: string;
  /** Path below the function, e.g. '/identify'. */
  path: string;
  /** Lower-case names. */
  headers: Record<string, string | undefined>;
  /** Exactly the bytes the client sent (already capped by the adapter or the platform). */
  body: Buffer;
  remoteAddress?: string;
}

export interface GatewayResponse {
  status: number;
  headers: Record<string, string>;
  /** Serialised as JSON; absent for 204. */
  body?: unknown;
  /**
   * Instead of `body`: events written as newline-delimited JSON, each line flushed as it comes
   * (POST /analyze), so the browser sees progress before the last one.
   */
  stream?: AsyncIterable<unknown>;
}

export type GatewayHandler = (request: GatewayRequest, signal?: AbortSignal) => Promise<GatewayResponse>;
